import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface FileButtonProps {
  label: string;
  /** The MIME types offered by the browser's file picker; the server checks the bytes anyway. */
  accept: readonly string[];
  onFile: (file: File) => void;
  startIcon?: ReactNode;
  disabled?: boolean;
}

/** A button that opens the file picker for one file; picking the same file again works too. */
export function FileButton({ label, accept, onFile, startIcon, disabled }: FileButtonProps) {
  return (
    <Button component="label" variant="outlined" startIcon={startIcon} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={accept.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
