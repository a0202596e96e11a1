import { describe, expect, it } from 'vitest';
import { centsOf, centsOfText, formatCents, paymentFromTotal, sumCents } from './sale-money';
import { saleBreakdown } from '../../lib/sale-breakdown';

describe("the sale page's money, in cents", () => {
  it('reads money as Iris writes it, and nothing else', () => {
    expect(centsOfText('1,229.5')).toBe(122_950);
    expect(centsOfText('$0.10')).toBe(10);
    expect(centsOfText('1000')).toBe(100_000);
    expect(centsOfText('1.234')).toBeNull();
    expect(centsOfText('diez')).toBeNull();
  });

  it('adds 0.10 three times to 0.30, where a float makes 0.30000000000000004', () => {
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
    expect(sumCents([0.1, 0.1, 0.1])).toBe(30);
    expect(formatCents(sumCents([0.1, 0.2]))).toBe('$0.30');
    expect(centsOf(0.29)).toBe(29);
    expect(centsOf(1_234_567.89)).toBe(123_456_789);
  });

  it('splits what the customer handed over into base and VAT as the server does', () => {
    // 500 at 16 %: 431.0345 -> 431.03 + 68.97; 660 at 16 %: 568.9655 -> 568.97 + 91.03.
    expect(paymentFromTotal(50_000, '0.16')).toEqual({ amount: 43_103, vat: 6_897 });
    expect(paymentFromTotal(66_000, '0.16')).toEqual({ amount: 56_897, vat: 9_103 });
    expect(paymentFromTotal(116_000, '0.16')).toEqual({ amount: 100_000, vat: 16_000 });
    expect(paymentFromTotal(10_800, '0.08')).toEqual({ amount: 10_000, vat: 800 });
    // 0.05 / 1.16 = 0.0431 -> 0.04; a cent always keeps a cent of base.
    expect(paymentFromTotal(5, '0.16')).toEqual({ amount: 4, vat: 1 });
    expect(paymentFromTotal(1, '0.16')).toEqual({ amount: 1, vat: 0 });
    expect(paymentFromTotal(12_345, '0.00')).toEqual({ amount: 12_345, vat: 0 });
  });

  it("splits a sale's total into its discount and VAT so that they add up to it", () => {
    // 1,999.99 less 12.5 % (250.00) = 1,749.99; x 1.16 = 2,029.9884 -> 2,029.99
    const money = saleBreakdown({ amount: 1999.99, discount: 12.5, total: 2029.99 });
    expect(money).toEqual({ amount: 199_999, discount: 25_000, vat: 28_000 });
    expect(money.amount - money.discount + money.vat).toBe(202_999);
  });
});
