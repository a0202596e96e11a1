import type { ComponentType, Ref } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError, type BaseFieldProps } from './use-field-error';

/** What the date and the time input take: a value as the API writes it, '' when empty. */
export interface PlainPickerProps {
  label: string;
  /** `YYYY-MM-DD` or `HH:mm`, '' when empty. */
  value: string;
  /** The value as the API writes it, '' when emptied, or a text no schema accepts while unfinished. */
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

/** The text field under a picker, laid out as the app's other inputs. */
export const pickerTextField = ({
  fullWidth = true,
  size,
  error,
  helperText,
  onBlur,
}: PlainPickerProps) => ({
  fullWidth,
  size,
  margin: size === 'small' ? ('none' as const) : ('dense' as const),
  error,
  helperText,
  onBlur,
});

/** A picker bound to a field of the surrounding form, showing the field's error under it. */
export function formPicker(Plain: ComponentType<PlainPickerProps>) {
  return function FormPicker({ name, label, disabled, autoFocus, helperText }: BaseFieldProps) {
    const { field } = useController({ name });
    const error = useFieldError(name);
    return (
      <Plain
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
  };
}
