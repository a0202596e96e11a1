/*
 * What a money, date or time column answers (exact text) as Iris shows it on a document: no float,
 * no Date, no time zone between the database and the page.
 */

/** A decimal as PostgreSQL writes a numeric: optional minus, digits, optional fraction. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * Money as Iris shows it ($1,234.56; -$600.00) from its exact decimal text, the way a numeric
 * column answers it: the digits are regrouped, never parsed into a float, so a total of
 * 9,999,999,999.99 prints as stored. A number (an amount an API item already carries as a JSON
 * number) goes through toFixed(2), which prints a numeric(12,2) value exactly. Text with more than
 * two decimals is cut at the cent only where the digits beyond are zeros; otherwise it is shown as
 * given, since rounding here would hide a sum that was not kept at cents.
 */
export function formatMoneyText(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match?.[2]) return text;
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return text;
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const negative = sign === '-' && /[1-9]/.test(digits + cents);
  return `${negative ? '-' : ''}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A date column's YYYY-MM-DD as DD/MM/YYYY, without a Date (no time zone can shift it). */
export function formatDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A time column's HH:mm:ss as HH:mm. */
export const formatTimeText = (value: string) => value.slice(0, 5);
