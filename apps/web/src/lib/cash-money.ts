import { moneyText } from '@iris/domain/common/money-text';
import { formatCount } from './format-number';

/** What a numeric(12,2) holds, as the domain's moneyField reads it. */
const MONEY = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Money typed as Iris writes it (`2,200.00`, `$2200`, `2200.5`) in whole cents; null if not money. */
export function centsOfText(text: string): number | null {
  const match = MONEY.exec(moneyText(text));
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount the API answers as a JSON number (2214.69) in whole cents. The number is the nearest
 * double to a two-decimal amount, so rounding its hundredfold gives back the exact cents.
 */
export const centsOf = (amount: number) => Math.round(amount * 100);

/** Cents as the clinics read money, $1,234.56, from integers only. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}$${formatCount(Math.trunc(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** An amount the API answered, shown as $1,234.56 through integer cents. */
export const moneyShown = (amount: number) => centsText(centsOf(amount));

export type CashBalanceKind = 'shortage' | 'surplus' | 'even';

/** How the counted cash stands against the expected: faltante, sobrante or cuadra, by how much. */
export interface CashBalance {
  kind: CashBalanceKind;
  /** The difference without its sign, in cents. */
  cents: number;
}

/**
 * docs/rules.md: difference = closeAmount - expected cash (negative faltante, positive sobrante),
 * worked out in integer cents so that 2200.00 against 2214.69 is exactly 14.69 short.
 */
export function cashBalance(expectedCash: number, counted: string): CashBalance | null {
  const countedCents = centsOfText(counted);
  if (countedCents === null) return null;
  const difference = countedCents - centsOf(expectedCash);
  const kind = difference < 0 ? 'shortage' : difference > 0 ? 'surplus' : 'even';
  return { kind, cents: Math.abs(difference) };
}
