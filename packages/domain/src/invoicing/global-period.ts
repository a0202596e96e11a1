/**
 * docs/rules.md, Invoicing: the periods of a global invoice. An issuer chooses daily ('01'),
 * weekly ('02'), fortnightly ('03') or monthly ('04'); a period never spans two months, so its
 * InformacionGlobal names one month (Meses '01'..'12'): a week is Monday to Sunday cut at the
 * month's end, a fortnight the 1st to the 15th or the 16th to the month's last day. Dates are
 * ISO calendar days (YYYY-MM-DD) of the clinic; no clock is read here.
 */
export const GLOBAL_PERIODICITIES = ['01', '02', '03', '04'] as const;
export type GlobalPeriodicity = (typeof GLOBAL_PERIODICITIES)[number];

export interface GlobalPeriod {
  from: string;
  to: string;
  /** InformacionGlobal: Periodicidad, Meses, Año. */
  periodicity: GlobalPeriodicity;
  month: string;
  year: number;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string) {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1) throw new Error(`not a calendar day: ${day}`);
  return { year, month, date, utc };
}

const isoOf = (utc: Date) => utc.toISOString().slice(0, 10);

/** The day after or before `day` (`days` may be negative). */
export function addDays(day: string, days: number): string {
  return isoOf(new Date(parts(day).utc.getTime() + days * DAY_MS));
}

/** The period of `periodicity` that holds `day`. */
export function periodOf(day: string, periodicity: GlobalPeriodicity): GlobalPeriod {
  const { year, month, date, utc } = parts(day);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  let from = utc;
  let to = utc;
  if (periodicity === '02') {
    const sinceMonday = (utc.getUTCDay() + 6) % 7;
    const monday = new Date(utc.getTime() - sinceMonday * DAY_MS);
    const sunday = new Date(monday.getTime() + 6 * DAY_MS);
    from = monday < first ? first : monday;
    to = sunday > last ? last : sunday;
  } else if (periodicity === '03') {
    from = date <= 15 ? first : new Date(Date.UTC(year, month - 1, 16));
    to = date <= 15 ? new Date(Date.UTC(year, month - 1, 15)) : last;
  } else if (periodicity === '04') {
    from = first;
    to = last;
  }
  return {
    from: isoOf(from),
    to: isoOf(to),
    periodicity,
    month: String(month).padStart(2, '0'),
    year,
  };
}

/**
 * The period that closed yesterday, when one did (the queue's global invoice is due within the
 * 24 hours after its period closes); null on a day that ends no period.
 */
export function periodClosedBefore(today: string, periodicity: GlobalPeriodicity) {
  const yesterday = addDays(today, -1);
  const period = periodOf(yesterday, periodicity);
  return period.to === yesterday ? period : null;
}

/** `from`..`to` as one whole period of `periodicity`, or null when it is not one. */
export function wholePeriod(from: string, to: string, periodicity: GlobalPeriodicity) {
  const period = periodOf(from, periodicity);
  return period.from === from && period.to === to ? period : null;
}
