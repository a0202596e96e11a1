import { describe, expect, it } from 'vitest';
import { baseForRemaining } from './payment-form';
import { centsOf, centsOfText, formatCents, paymentPreview, sumCents } from './sale-money';
import { saleBreakdown } from './sale-totals';

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

  it("gives a payment's VAT rounded half up to the cent, and its total", () => {
    expect(paymentPreview(100_000, '0.16')).toEqual({ vat: 16_000, total: 116_000 });
    // 0.10 x 0.16 = 0.016 -> 0.02; 0.05 x 0.08 = 0.004 -> 0.00; 0.78 x 0.08 = 0.0624 -> 0.06
    expect(paymentPreview(10, '0.16')).toEqual({ vat: 2, total: 12 });
    expect(paymentPreview(5, '0.08')).toEqual({ vat: 0, total: 5 });
    expect(paymentPreview(78, '0.08').vat).toBe(6);
    // 1,234.57 x 0.16 = 197.5312 -> 197.53
    expect(paymentPreview(123_457, '0.16')).toEqual({ vat: 19_753, total: 143_210 });
    expect(paymentPreview(50, '0.00')).toEqual({ vat: 0, total: 50 });
  });

  it('finds the base amount that pays what remains without passing it', () => {
    expect(baseForRemaining(116_000, '0.16')).toBe(100_000);
    expect(baseForRemaining(174_000, '0.16')).toBe(150_000);
    // 660.00 at 16 %: 568.97 makes 660.01, one cent too much; 568.96 makes 659.99.
    expect(paymentPreview(baseForRemaining(66_000, '0.16'), '0.16').total).toBe(65_999);
    expect(baseForRemaining(12_345, '0.00')).toBe(12_345);
  });

  it("splits a sale's total into its discount and VAT so that they add up to it", () => {
    // 1,999.99 less 12.5 % (250.00) = 1,749.99; x 1.16 = 2,029.9884 -> 2,029.99
    const money = saleBreakdown({ amount: 1999.99, discount: 12.5, total: 2029.99 });
    expect(money).toEqual({ amount: 199_999, discount: 25_000, vat: 28_000 });
    expect(money.amount - money.discount + money.vat).toBe(202_999);
  });
});
