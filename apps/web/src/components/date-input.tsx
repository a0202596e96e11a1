import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formPicker, pickerTextField, type PlainPickerProps } from './picker-field';
import { PickerLocalization } from './picker-localization';
import { usePickerValue } from './picker-value';

/** SPEC.md §9: a date is read and typed DD/MM/YYYY, whatever the browser's language. */
export const DATE_SHOWN = 'DD/MM/YYYY';
const DATE_SENT = 'YYYY-MM-DD';

/** The one date input of the app: a date picker that also takes the date typed on the keyboard. */
export function PlainDateInput(props: PlainPickerProps) {
  const [date, change] = usePickerValue(props.value, DATE_SENT, props.onChange);
  return (
    <PickerLocalization>
      <DatePicker
        label={props.label}
        value={date}
        onChange={change}
        format={DATE_SHOWN}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        inputRef={props.inputRef}
        name={props.name}
        slotProps={{ textField: pickerTextField(props) }}
      />
    </PickerLocalization>
  );
}

/** A date field of the surrounding form, kept as the API writes it (`YYYY-MM-DD`). */
export const DateInput = formPicker(PlainDateInput);
