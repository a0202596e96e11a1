/*
 * The demo's money in integer cents (docs/rules.md: never a binary float): read from and written back
 * as the exact decimal text of a numeric(12,2) column, rounded as PostgreSQL rounds.
 */

/** Integer cents of a numeric(12,2) text ('1890.50' -> 189050), never through a float. */
export function cents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  const value = Number(whole.replace('-', '')) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return whole.startsWith('-') ? -value : value;
}

export function centsText(value: number): string {
  const size = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** round(x / divisor) half away from zero, for x >= 0: PostgreSQL's round() on numeric. */
export const roundDiv = (x: number, divisor: number) =>
  Math.floor((2 * x + divisor) / (2 * divisor));

/**
 * docs/rules.md: total = (amount - amount x discount%) x (1 + vat%), rounded to cents. With whole
 * percents it is amount x (100 - discount) x (100 + vat) / 10000, exact in integers.
 */
export const totalOf = (amount: number, discount: number, vat: number) =>
  roundDiv(amount * (100 - discount) * (100 + vat), 10000);
