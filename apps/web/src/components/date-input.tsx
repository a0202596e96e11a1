import { INCOMPLETE_DATE } from '@iris/domain/common/fields';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formPicker, pickerTextField, type PlainPickerProps } from './picker-field';
import { PickerLocalization } from './picker-localization';
import { usePickerValue } from './picker-value';

/** docs/spec.md §9: a date is read and typed DD/MM/YYYY, whatever the browser's language. */
export const DATE_SHOWN = 'DD/MM/YYYY';
const DATE_SENT = 'YYYY-MM-DD';

/** What the picker's hidden input holds: the date as shown, placeholders where nothing is typed. */
const halfTyped = (shown: string) => shown !== '' && /[^\d/]/.test(shown);

function assign(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The one date input of the app: a date picker that also takes the date typed on the keyboard.
 * A date left half-typed (27/11/20) is given as INCOMPLETE_DATE, which no date accepts and which
 * reads "Fecha incompleta": the picker itself gives nothing until every part is typed, so the
 * field would otherwise pass for empty ("El campo es requerido"). A filter that says nothing of
 * its own says it under the field once the person has left it.
 */
export function PlainDateInput(props: PlainPickerProps) {
  const { t } = useTranslation();
  const [date, change, mark] = usePickerValue(props.value, DATE_SENT, props.onChange);
  const hidden = useRef<HTMLInputElement | null>(null);
  const [left, setLeft] = useState(false);
  const sync = () => {
    const half = halfTyped(hidden.current?.value ?? '');
    if (half && props.value !== INCOMPLETE_DATE) mark(INCOMPLETE_DATE);
    else if (!half && props.value === INCOMPLETE_DATE && !hidden.current?.value) mark('');
  };
  const incomplete = props.value === INCOMPLETE_DATE && left && props.helperText === undefined;
  const field = pickerTextField({
    ...props,
    error: props.error || incomplete,
    helperText: incomplete ? t('validation.incompleteDate') : props.helperText,
    onBlur: () => {
      sync();
      setLeft(true);
      props.onBlur?.();
    },
  });
  return (
    <PickerLocalization>
      <DatePicker
        label={props.label}
        value={date}
        onChange={change}
        format={DATE_SHOWN}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        inputRef={(node: HTMLInputElement | null) => {
          hidden.current = node;
          assign(props.inputRef, node);
        }}
        name={props.name}
        slotProps={{ textField: { ...field, onKeyUp: sync } }}
      />
    </PickerLocalization>
  );
}

/** A date field of the surrounding form, kept as the API writes it (`YYYY-MM-DD`). */
export const DateInput = formPicker(PlainDateInput);
