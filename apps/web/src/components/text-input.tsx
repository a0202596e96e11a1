import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError, type BaseFieldProps } from './use-field-error';

export interface TextInputProps extends BaseFieldProps {
  /** docs/spec.md §5: most text inputs convert to upper case as they are typed. */
  upperCase?: boolean;
  /** Dates and times have inputs of their own (date-input.tsx, time-input.tsx). */
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Keeps only digits, at most this many (phone 10, zip code 5). */
  digits?: number;
  /** A text of several lines (a note's description), this many lines high at first. */
  minRows?: number;
}

/**
 * A text input bound to the surrounding form. Built from FormControl + OutlinedInput rather than
 * TextField because TextField always bundles Select, Menu and Popover, which the public pages
 * (login above all) do not need.
 */
export function TextInput({
  name,
  label,
  upperCase,
  type = 'text',
  autoComplete,
  digits,
  disabled,
  autoFocus,
  helperText,
  minRows,
}: TextInputProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = useId();
  const helper = error ?? helperText;

  const normalise = (raw: string): string => {
    if (digits !== undefined) return raw.replace(/\D/g, '').slice(0, digits);
    return upperCase ? raw.toUpperCase() : raw;
  };

  return (
    <FormControl
      fullWidth
      margin="dense"
      error={error !== undefined}
      disabled={disabled}
      variant="outlined"
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | number | undefined) ?? ''}
        onChange={(event) => field.onChange(normalise(event.target.value))}
        onBlur={field.onBlur}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        {...(minRows === undefined ? {} : { multiline: true, minRows })}
        slotProps={{
          input: {
            'aria-describedby': helper ? `${id}-helper` : undefined,
            ...(digits !== undefined ? { inputMode: 'numeric', maxLength: digits } : {}),
          },
        }}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}

export function PasswordInput(props: Omit<TextInputProps, 'type' | 'upperCase' | 'digits'>) {
  return (
    <TextInput {...props} type="password" autoComplete={props.autoComplete ?? 'new-password'} />
  );
}
