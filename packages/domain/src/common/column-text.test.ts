import { describe, expect, it } from 'vitest';
import { formatDateText, formatMoneyText, formatTimeText } from './column-text.js';

describe('formatMoneyText', () => {
  it('groups the exact digits of a numeric column, with two decimals', () => {
    expect(formatMoneyText('2714.69')).toBe('$2,714.69');
    expect(formatMoneyText('9999999999.99')).toBe('$9,999,999,999.99');
    expect(formatMoneyText('0.10')).toBe('$0.10');
    expect(formatMoneyText('1160')).toBe('$1,160.00');
    expect(formatMoneyText('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoneyText('999.00')).toBe('$999.00');
  });

  it('puts the minus before the sign and never shows a negative zero', () => {
    expect(formatMoneyText('-600.00')).toBe('-$600.00');
    expect(formatMoneyText('-14.69')).toBe('-$14.69');
    expect(formatMoneyText('-0.00')).toBe('$0.00');
  });

  it('takes a JSON number of an item through toFixed, and keeps what is not money', () => {
    expect(formatMoneyText(2214.69)).toBe('$2,214.69');
    expect(formatMoneyText(-14.69)).toBe('-$14.69');
    expect(formatMoneyText(0.1 + 0.2)).toBe('$0.30');
    // Sums of numeric(12,2) columns keep scale 2; a longer scale of zeros is still cents.
    expect(formatMoneyText('12.5000')).toBe('$12.50');
    expect(formatMoneyText('12.345')).toBe('12.345');
    expect(formatMoneyText('abc')).toBe('abc');
  });
});

describe('formatDateText and formatTimeText', () => {
  it('write a date column DD/MM/YYYY and a time HH:mm', () => {
    expect(formatDateText('2031-05-10')).toBe('10/05/2031');
    expect(formatTimeText('09:05:00')).toBe('09:05');
  });
});
