/** A part of a date or a time on two digits (7 → `07`), as `YYYY-MM-DD` and `HH:mm` write it. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * docs/spec.md §9: dates are shown DD/MM/YYYY and DD/MM/YYYY HH:mm, in the clinic's time zone (the
 * browser's own on screen, TIME_ZONE on the server's documents).
 */
function parts(value: Date | string, timeZone: string | undefined) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((part) => part.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

export function formatDate(value: Date | string, timeZone?: string): string {
  const { day, month, year } = parts(value, timeZone);
  return `${day}/${month}/${year}`;
}

export function formatDateTime(value: Date | string, timeZone?: string): string {
  const { day, month, year, hour, minute } = parts(value, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** The access log's instants (docs/rules.md, Clinical record): to the second, DD/MM/YYYY HH:mm:ss. */
export function formatDateTimeSeconds(value: Date | string, timeZone?: string): string {
  const { second } = parts(value, timeZone);
  return `${formatDateTime(value, timeZone)}:${second}`;
}

/**
 * An instant as local time in a time zone, ISO-written without the offset (YYYY-MM-DDTHH:mm:ss):
 * a CFDI's Fecha is the issuing branch's local time (docs/rules.md, Invoicing).
 */
export function formatIsoLocal(value: Date | string, timeZone: string): string {
  const { day, month, year, hour, minute, second } = parts(value, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}
