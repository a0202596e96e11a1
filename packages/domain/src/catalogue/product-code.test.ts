import { describe, expect, it } from 'vitest';
import {
  assignedCode,
  gtinCheckDigit,
  hasValidCheckDigit,
  isAssignedRange,
  productCodeField,
} from './product-code.js';

// Real barcodes: EAN-13 of a Stabilo pen, GS1's EAN-13 example, an ISBN-13 and UPC-A examples.
const REAL = ['4006381333931', '5901234123457', '9780306406157', '036000291452', '012345678905'];

describe('product codes', () => {
  it.each(REAL)('accepts the check digit of the real barcode %s', (code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
    expect(gtinCheckDigit(code.slice(0, -1))).toBe(Number(code.slice(-1)));
  });

  it.each(['4006381333932', '5901234123450', '036000291453'])('refuses %s', (code) => {
    expect(hasValidCheckDigit(code)).toBe(false);
    expect(productCodeField().safeParse(code).error?.issues[0]?.message).toBe(
      'validation.gtinCheckDigit',
    );
  });

  it('assigns an EAN-13 in the in-store range with its check digit, one per id', () => {
    expect(assignedCode(1)).toBe('2000000000015');
    expect(assignedCode(2_147_483_647)).toHaveLength(13);
    for (const id of [1, 7, 42, 1234, 2_147_483_647]) {
      expect(hasValidCheckDigit(assignedCode(id))).toBe(true);
      expect(isAssignedRange(assignedCode(id))).toBe(true);
    }
    expect(assignedCode(12)).not.toBe(assignedCode(21));
  });

  it('trims, reads blank as null and takes other codes as typed', () => {
    const parse = (value: unknown) => productCodeField().parse(value);
    expect(parse('  4006381333931 ')).toBe('4006381333931');
    expect(parse('   ')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeUndefined();
    expect(parse('RB3025-001/58')).toBe('RB3025-001/58');
    expect(parse('12345')).toBe('12345');
  });

  it('refuses spaces inside and codes longer than 40', () => {
    expect(productCodeField().safeParse('AB CD').error?.issues[0]?.message).toBe(
      'validation.productCode',
    );
    expect(productCodeField().safeParse('X'.repeat(41)).success).toBe(false);
  });
});
