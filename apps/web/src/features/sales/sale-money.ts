import { moneyText } from '@iris/domain/common/money-text';
import type { PaymentVatRate } from '@iris/domain/sales/payment.schemas';
import { formatMoney } from '../../lib/format-number';

/*
 * The sale page's own arithmetic (a payment's preview, what would remain) in integer cents, as
 * the server does it in numeric: 0.10 + 0.20 is 30 cents here, never 0.30000000000000004.
 */

/** Cents of money typed as Iris writes it ('1,229.5', '$0.10'); null when it is not money. */
export function centsOfText(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(moneyText(text));
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents of an amount the API answered as a JSON number with at most two decimals. */
export const centsOf = (value: number) => Math.round(value * 100);

/** $1,234.56 from cents. */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** The percent of a payment's VAT rate ('0.16' -> 16). */
export const ratePercent = (rate: PaymentVatRate) => Number(rate.slice(2));

/**
 * A payment given as what the customer handed over (docs/rules.md): amount = total / (1 + rate)
 * rounded to cents (half away from zero, as PostgreSQL's round), VAT the rest, so the drawer holds
 * exactly the total typed.
 */
export function paymentFromTotal(totalCents: number, rate: PaymentVatRate) {
  const divisor = 100 + ratePercent(rate);
  const amount = Math.floor((2 * totalCents * 100 + divisor) / (2 * divisor));
  return { amount, vat: totalCents - amount };
}

/** The sum of amounts answered by the API, in cents. */
export const sumCents = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + centsOf(value), 0);
