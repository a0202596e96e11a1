import { describe, expect, it } from 'vitest';
import { createPaymentSchema } from './payment.schemas.js';
import { discountField } from './sale.schemas.js';

describe('a sale discount and a payment amount, checked on their exact text', () => {
  it('takes a discount from 0 to 100 with two decimals, nothing past 100', () => {
    const discount = discountField();
    expect(
      ['0', '33.33', 99.99, '100', '100.00'].map((v) => discount.safeParse(v).success),
    ).toEqual([true, true, true, true, true]);
    expect(['100.01', 101, '1000'].map((v) => discount.safeParse(v).success)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('takes a payment of a cent or more, never zero', () => {
    const pay = (amount: unknown) =>
      createPaymentSchema.safeParse({
        shopping: { id: 1 },
        method: { id: 1 },
        amount,
        vat_rate: 0,
      }).success;
    expect([pay('0.01'), pay(1), pay('0'), pay('0.00'), pay(0)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
