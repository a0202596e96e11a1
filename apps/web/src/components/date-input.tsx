import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Ref } from 'react';
import { useController } from 'react-hook-form';
import { PickerLocalization } from './picker-localization';
import { usePickerValue } from './picker-value';
import { useFieldError, type BaseFieldProps } from './use-field-error';

/** SPEC.md §9: a date is read and typed DD/MM/YYYY, whatever the browser's language. */
export const DATE_SHOWN = 'DD/MM/YYYY';
const DATE_SENT = 'YYYY-MM-DD';

export interface PlainDateInputProps {
  label: string;
  /** `YYYY-MM-DD`, '' when empty. */
  value: string;
  /** `YYYY-MM-DD`, '' when emptied, or a text no date schema accepts while unfinished. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The message under the field; it is an error when `error` is set. */
  helperText?: string | undefined;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** Filters sit in a row at their own width; form fields fill their column. */
  fullWidth?: boolean;
}

/** The one date input of the app: a date picker that also takes the date typed on the keyboard. */
export function PlainDateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  helperText,
  error,
  disabled,
  autoFocus,
  size,
  fullWidth = true,
}: PlainDateInputProps) {
  const [date, change] = usePickerValue(value, DATE_SENT, onChange);
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={date}
        onChange={change}
        format={DATE_SHOWN}
        disabled={disabled}
        autoFocus={autoFocus}
        inputRef={inputRef}
        name={name}
        slotProps={{
          textField: {
            fullWidth,
            size,
            margin: size === 'small' ? 'none' : 'dense',
            error,
            helperText,
            onBlur,
          },
        }}
      />
    </PickerLocalization>
  );
}

/** A date field of the surrounding form, kept as the API writes it (`YYYY-MM-DD`). */
export function DateInput({ name, label, disabled, autoFocus, helperText }: BaseFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <PlainDateInput
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
