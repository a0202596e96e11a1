import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError, type BaseFieldProps } from './use-field-error';

export interface NumericFieldProps extends BaseFieldProps {
  /** The phone keyboard to offer: digits only, or digits and a point. */
  inputMode: 'numeric' | 'decimal';
  /** Shown before the number, outside what is typed (`$`). */
  prefix?: string;
  /** The text as it reads best once the person leaves the input (money as 1,229.00). */
  tidy?: (text: string) => string;
}

/**
 * A number typed as text, bound to the surrounding form. What is typed stays as typed: the
 * domain schema the API validates with says whether it is a number of its kind, with its Spanish
 * message, when the person leaves the input and again on save. Nothing is stripped in between
 * (2.5 never turns into 25), and no `type="number"`, which empties whatever the browser cannot
 * read and so hides the mistake.
 */
export function NumericField({
  name,
  label,
  disabled,
  autoFocus,
  helperText,
  inputMode,
  prefix,
  tidy,
}: NumericFieldProps) {
  const { field } = useController({ name });
  const { trigger } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  const helper = error ?? helperText;
  const text = field.value === null || field.value === undefined ? '' : String(field.value);

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
        value={text}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => {
          const tidied = tidy ? tidy(text) : text;
          if (tidied !== text) field.onChange(tidied);
          field.onBlur();
          // Said as soon as the person moves on, not only when they press Guardar.
          if (text.trim() !== '') void trigger(name);
        }}
        autoFocus={autoFocus}
        autoComplete="off"
        {...(prefix
          ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }
          : {})}
        slotProps={{
          input: {
            inputMode,
            'aria-describedby': helper ? `${id}-helper` : undefined,
            'aria-invalid': error !== undefined,
          },
        }}
      />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}

/**
 * A whole number (a quantity, a sequence, minutes), validated by the form's schema
 * (`wholeNumber`): letters are "El campo es numérico", 2.5 "El campo debe ser un número entero".
 */
export function NumberInput(props: BaseFieldProps) {
  return <NumericField {...props} inputMode="numeric" />;
}
