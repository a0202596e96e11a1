import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { formPicker, pickerTextField, type PlainPickerProps } from './picker-field';
import { PickerLocalization } from './picker-localization';
import { usePickerValue } from './picker-value';

/** docs/spec.md §9: times are 24-hour HH:mm, whatever the browser's language (no AM/PM). */
const TIME_FORMAT = 'HH:mm';

/** The one time input of the app: a 24-hour time picker that also takes the time typed. */
export function PlainTimeInput(props: PlainPickerProps) {
  const [time, change] = usePickerValue(props.value, TIME_FORMAT, props.onChange);
  return (
    <PickerLocalization>
      <TimePicker
        label={props.label}
        value={time}
        onChange={change}
        format={TIME_FORMAT}
        ampm={false}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        inputRef={props.inputRef}
        name={props.name}
        slotProps={{ textField: pickerTextField(props) }}
      />
    </PickerLocalization>
  );
}

/** A time field of the surrounding form, kept as the API writes it (`HH:mm`; `09:00:00` is read). */
export const TimeInput = formPicker(PlainTimeInput);
