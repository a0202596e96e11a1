/**
 * A patient's age in whole years on a given day, both dates as the API writes them (`YYYY-MM-DD`).
 * `today` is the clinic's local date (the browser's own on screen), so the age turns at local
 * midnight, not at UTC's. Someone born on 29 February turns a year older on 1 March in common
 * years (the day after 28 February), as the civil count does.
 */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return Math.max(0, year - birthYear - (hadBirthday ? 0 : 1));
}

/** A day as `YYYY-MM-DD` in a time zone (default: the computer's own). */
export function localDate(now: Date = new Date(), timeZone?: string): string {
  return now.toLocaleDateString('en-CA', { timeZone });
}
