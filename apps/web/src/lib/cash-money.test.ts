import { describe, expect, it } from 'vitest';
import { cashBalance, centsOfText, centsText } from './cash-money';

describe('the cash count against the expected cash', () => {
  it('is short by exactly $14.69 when 2200 is counted against 2214.69', () => {
    const balance = cashBalance(2214.69, '2200');
    expect(balance).toEqual({ kind: 'shortage', cents: 1469 });
    expect(centsText(balance?.cents ?? 0)).toBe('$14.69');
  });

  it('is over, or even, to the cent, however the amount is written', () => {
    expect(cashBalance(2214.69, '$2,300.50')).toEqual({ kind: 'surplus', cents: 8581 });
    expect(cashBalance(2214.69, '2,214.69')).toEqual({ kind: 'even', cents: 0 });
    // Amounts whose float sum drifts (0.1 + 0.2) stay exact in cents.
    expect(cashBalance(0.1 + 0.2, '0.30')).toEqual({ kind: 'even', cents: 0 });
    expect(cashBalance(1_000_000.01, '1000000')).toEqual({ kind: 'shortage', cents: 1 });
  });

  it('says nothing until what is typed reads as money', () => {
    expect(cashBalance(10, '')).toBeNull();
    expect(cashBalance(10, '12,50')).toBeNull();
    expect(cashBalance(10, 'diez')).toBeNull();
    expect(centsOfText('1.5')).toBe(150);
  });

  it('writes cents as the clinics read money', () => {
    expect(centsText(123456)).toBe('$1,234.56');
    expect(centsText(5)).toBe('$0.05');
    expect(centsText(-1469)).toBe('-$14.69');
  });
});
