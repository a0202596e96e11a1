import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import type { BaseFieldProps } from './use-field-error';

export function SwitchInput({
  name,
  label,
  disabled,
  onValueChange,
}: Omit<BaseFieldProps, 'helperText' | 'autoFocus'> & {
  /** Called after a change by the user, e.g. to set the fields that depend on it. */
  onValueChange?: (checked: boolean) => void;
}) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onValueChange?.(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
