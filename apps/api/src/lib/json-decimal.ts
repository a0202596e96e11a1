/**
 * Money (and rates) leave the server as JSON numbers (docs/api.md), and only here: every sum, product
 * and rounding was done by PostgreSQL on numeric values, and this turns the exact decimal text it
 * answers into the number JSON carries. A numeric(12,2) has at most 12 significant digits, which a
 * double holds so that it prints back as the same decimal; no arithmetic is done on the result.
 */
export const jsonDecimal = (text: string): number => Number(text);

export const jsonDecimalOrNull = (text: string | null): number | null =>
  text === null ? null : jsonDecimal(text);
