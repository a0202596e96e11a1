import type { Sale } from '@iris/domain/sales/sale.schemas';
import { centsOf } from './cash-money';

/**
 * A sale's amount, discount and VAT in cents as the server totals them (sale-money.ts on the API:
 * the total is rounded once): the discount rounded to cents, the VAT what is left between it and
 * the total. The sale's totals and its invoice's preview read the same figures.
 */
export function saleBreakdown(sale: Pick<Sale, 'amount' | 'discount' | 'total'>) {
  const amount = centsOf(sale.amount);
  const basisPoints = BigInt(Math.round(sale.discount * 100));
  const discount = Number((BigInt(amount) * basisPoints + 5000n) / 10000n);
  return { amount, discount, vat: centsOf(sale.total) - (amount - discount) };
}
