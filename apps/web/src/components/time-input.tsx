import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useController } from 'react-hook-form';
import type { PlainDateInputProps } from './date-input';
import { PickerLocalization } from './picker-localization';
import { usePickerValue } from './picker-value';
import { useFieldError, type BaseFieldProps } from './use-field-error';

/** SPEC.md §9: times are 24-hour HH:mm, whatever the browser's language (no AM/PM). */
const TIME_FORMAT = 'HH:mm';

/** As a date input's, with `HH:mm` values (a value with seconds, `09:00:00`, is read too). */
export type PlainTimeInputProps = PlainDateInputProps;

/** The one time input of the app: a 24-hour time picker that also takes the time typed. */
export function PlainTimeInput({
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
}: PlainTimeInputProps) {
  const [time, change] = usePickerValue(value, TIME_FORMAT, onChange);
  return (
    <PickerLocalization>
      <TimePicker
        label={label}
        value={time}
        onChange={change}
        format={TIME_FORMAT}
        ampm={false}
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

/** A time field of the surrounding form, kept as the API writes it (`HH:mm`). */
export function TimeInput({ name, label, disabled, autoFocus, helperText }: BaseFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <PlainTimeInput
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
