import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { get, useController, useFormContext, type FieldError } from 'react-hook-form';
import { fieldMessage } from '../lib/form-errors';

/** The error of a field, or of its parent object (`branch` when `branch.id` is the input). */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const own = get(formState.errors, name) as FieldError | undefined;
  const parentName = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
  const parent = parentName ? (get(formState.errors, parentName) as FieldError | undefined) : undefined;
  return fieldMessage(own?.message ?? parent?.message);
}

interface BaseFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: string;
}

interface TextInputProps extends BaseFieldProps {
  /** SPEC.md §5: most text inputs convert to upper case as they are typed. */
  upperCase?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Keeps only digits, at most this many (phone 10, zip code 5). */
  digits?: number;
}

export function TextInput({ name, label, upperCase, type = 'text', autoComplete, digits, disabled, autoFocus, helperText }: TextInputProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);

  const normalise = (raw: string): string => {
    if (digits !== undefined) return raw.replace(/\D/g, '').slice(0, digits);
    return upperCase ? raw.toUpperCase() : raw;
  };

  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(normalise(event.target.value))}
      onBlur={field.onBlur}
      label={label}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      margin="dense"
      slotProps={{
        htmlInput: digits !== undefined ? { inputMode: 'numeric', maxLength: digits } : undefined,
      }}
    />
  );
}

export function PasswordInput(props: Omit<TextInputProps, 'type' | 'upperCase' | 'digits'>) {
  return <TextInput {...props} type="password" autoComplete={props.autoComplete ?? 'new-password'} />;
}

export interface SelectOption {
  value: number | string;
  label: string;
}

export function SelectInput({ name, label, options, disabled, helperText }: BaseFieldProps & { options: SelectOption[] }) {
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
        const picked = options.find((option) => String(option.value) === String(event.target.value));
        field.onChange(picked ? picked.value : '');
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
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SwitchInput({ name, label, disabled }: Omit<BaseFieldProps, 'helperText' | 'autoFocus'>) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          inputRef={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
