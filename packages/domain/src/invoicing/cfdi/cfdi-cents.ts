/*
 * Money in the CFDI core is integer cents in a BigInt, never a float (docs/rules.md): read from
 * and written to the decimal text that the database answers and the SAT reads.
 */

const FIXED_2 = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '1229.5' → 122950n; a percent with two decimals reads the same way ('12.50' → 1250n). */
export function centsOf(text: string): bigint {
  const match = FIXED_2.exec(text);
  if (!match?.[1]) throw new Error(`CFDI: "${text}" is not an amount with at most two decimals`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 122950n → '1229.50'. */
export function centsText(cents: bigint): string {
  if (cents < 0n) throw new Error(`CFDI: no amount of a CFDI is negative (${cents} cents)`);
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The quotient rounded up, of non-negative numbers. */
export const ceilDiv = (numerator: bigint, denominator: bigint) =>
  (numerator + denominator - 1n) / denominator;
