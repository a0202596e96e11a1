import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController } from 'react-hook-form';
import type { BaseFieldProps } from './use-field-error';

export function SwitchInput({
  name,
  label,
  disabled,
}: Omit<BaseFieldProps, 'helperText' | 'autoFocus'>) {
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
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
