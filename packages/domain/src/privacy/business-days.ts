/**
 * Business days in Mexico (docs/rules.md, Privacy and accounts: an ARCO request is answered within
 * 20 business days): Saturdays, Sundays and the rest days of the Ley Federal del Trabajo, art. 74,
 * are not counted. Election days (art. 74 IX) are set by the electoral laws each time and are not
 * known in advance: they are not in this calendar.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` day as a UTC instant at midnight (days only: no time zone moves it). */
function dayOf(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const textOf = (day: Date) => day.toISOString().slice(0, 10);

/** The `nth` Monday (1-based) of a month (0-based), as `YYYY-MM-DD`. */
function nthMonday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month, 1));
  const toMonday = (8 - first.getUTCDay()) % 7;
  return textOf(new Date(Date.UTC(year, month, 1 + toMonday + 7 * (nth - 1))));
}

/** The year the Federal Executive changes hands on 1 October (from 2024; on 1 December before). */
const TRANSMISSION_OCTOBER_FROM = 2024;

/** The mandatory rest days of a year (LFT art. 74 I–VIII), as `YYYY-MM-DD`, in order. */
export function mexicanHolidays(year: number): string[] {
  const day = (month: number, date: number) => textOf(new Date(Date.UTC(year, month - 1, date)));
  const transmission =
    year >= TRANSMISSION_OCTOBER_FROM
      ? (year - TRANSMISSION_OCTOBER_FROM) % 6 === 0
        ? [day(10, 1)]
        : []
      : (year - 2000) % 6 === 0
        ? [day(12, 1)]
        : [];
  return [
    day(1, 1),
    nthMonday(year, 1, 1),
    nthMonday(year, 2, 3),
    day(5, 1),
    day(9, 16),
    ...transmission,
    nthMonday(year, 10, 3),
    day(12, 25),
  ].sort();
}

const holidayCache = new Map<number, Set<string>>();
function holidaysOf(year: number): Set<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(mexicanHolidays(year));
    holidayCache.set(year, holidays);
  }
  return holidays;
}

/** Whether a `YYYY-MM-DD` day is a business day: Monday to Friday and no rest day of art. 74. */
export function isBusinessDay(date: string): boolean {
  const day = dayOf(date);
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(day.getUTCFullYear()).has(date);
}

/**
 * The day `count` business days after `date` (before it, when `count` is negative); `date` itself
 * is not counted. 20 business days after a request received on Friday 4 September 2026 is
 * Monday 5 October (16 September skipped).
 */
export function addBusinessDays(date: string, count: number): string {
  const day = dayOf(date);
  const step = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + step);
    if (isBusinessDay(textOf(day))) left -= 1;
  }
  return textOf(day);
}
