import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { INCOMPLETE_DATE } from '@iris/domain/common/fields';

dayjs.extend(customParseFormat);

/**
 * What a half-typed or impossible date or time (31/02/2026, 25:00) is kept as in the form: a text
 * that no date or time schema accepts, so the field shows the schema's format error instead of
 * the value it had before.
 */
export const UNFINISHED = 'incompleto';

/**
 * A picker's value as the API writes it (`YYYY-MM-DD`, `HH:mm`), with the dayjs the picker needs.
 * The picker's own dayjs is kept while the value is the one it last gave, or the one it had before
 * (a filter that waits for a whole date): rebuilding it would wipe what the person is typing.
 */
export function usePickerValue(
  value: string,
  format: string,
  onChange: (text: string) => void,
): [Dayjs | null, (date: Dayjs | null) => void, (text: string) => void] {
  const [state, setState] = useState(() => ({
    prop: value,
    given: value,
    date: parse(value, format),
  }));
  let current = state;
  if (value !== state.prop) {
    const date = value === state.given ? state.date : parse(value, format);
    // The dayjs now shown is this value's: a later return to the value given before is a change.
    current = { prop: value, given: value, date };
    setState(current);
  }
  const change = (date: Dayjs | null) => {
    const text = date === null ? '' : date.isValid() ? date.format(format) : UNFINISHED;
    setState({ prop: current.prop, given: text, date });
    onChange(text);
  };
  /** Gives a text of its own (a half-typed date) and keeps what the picker shows. */
  const mark = (text: string) => {
    setState({ prop: current.prop, given: text, date: current.date });
    onChange(text);
  };
  return [current.date, change, mark];
}

function parse(value: string, format: string): Dayjs | null {
  // Times may come from the API with seconds (`09:00:00`).
  const text = format === 'HH:mm' ? value.slice(0, 5) : value;
  if (text === '' || text === UNFINISHED || text === INCOMPLETE_DATE) return null;
  const date = dayjs(text, format, true);
  return date.isValid() ? date : null;
}
