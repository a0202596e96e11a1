/**
 * docs/rules.md, Calendar: an appointment whose start or end falls outside the branch's opening hours
 * (branches.open_time/close_time, the clinic's wall clock) is booked only when the person
 * confirms it. The API refuses it with `outside_hours`; the web asks before booking and shades
 * the closed hours of the day view.
 */

export interface OpeningHours {
  /** `HH:mm` */
  open: string;
  /** `HH:mm` */
  close: string;
}

interface Span {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d/;

/** A branch's hours as a window of one day, or null when they do not make one (open ≥ close). */
export function openingHoursOf(open: string, close: string): OpeningHours | null {
  const hours = { open: open.slice(0, 5), close: close.slice(0, 5) };
  if (!HH_MM.test(hours.open) || !HH_MM.test(hours.close)) return null;
  return hours.open < hours.close ? hours : null;
}

/**
 * Whether the span leaves the opening hours: it starts before opening or at or after closing,
 * ends after closing, or runs into another day (the night between is closed).
 */
export function isOutsideHours(span: Span, hours: OpeningHours | null): boolean {
  if (!hours) return false;
  const start = span.start_time.slice(0, 5);
  const end = span.end_time.slice(0, 5);
  if (span.end_date !== span.start_date) return true;
  return start < hours.open || start >= hours.close || end > hours.close;
}
