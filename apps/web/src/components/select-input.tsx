import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useFieldError, type BaseFieldProps } from './use-field-error';

export interface SelectOption {
  value: number | string;
  label: string;
}

export interface SelectInputProps extends BaseFieldProps {
  options: SelectOption[];
  /** Called after a choice by the user (not on a reset), e.g. to clear the fields that depend on it. */
  onValueChange?: (value: SelectOption['value']) => void;
}

export function SelectInput({
  name,
  label,
  options,
  disabled,
  helperText,
  onValueChange,
}: SelectInputProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = (field.value as number | string | null | undefined) ?? '';
  // Until the options arrive, an unknown value would make MUI warn; show it empty meanwhile.
  const known = options.some((option) => option.value === value);

  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      value={known ? value : ''}
      onChange={(event) => {
        // The event carries the MenuItem's value, a number for numeric options despite its type.
        const chosen = event.target.value as number | string;
        const picked = options.find((option) => String(option.value) === String(chosen));
        field.onChange(picked ? picked.value : '');
        onValueChange?.(picked ? picked.value : '');
      }}
      onBlur={field.onBlur}
      label={label}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="dense"
    >
      {options.map((option) => (
        // A long option (a prescription's summary) wraps on a phone rather than run off the screen.
        <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
