import { describe, expect, it } from 'vitest';
import { barcodeOf, code128, CODE128_WIDTHS, ean13 } from './barcode.js';

const ones = (pattern: string) => pattern.replaceAll('0', '').length;

describe('ean13', () => {
  it('draws 95 modules: guards, six left digits by the first digit’s parity, six right digits', () => {
    const modules = ean13('4006381333931');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    // First digit 4 is LGLLGG: L patterns carry an odd count of bars, G an even one.
    const left = Array.from({ length: 6 }, (_, index) =>
      modules.slice(3 + index * 7, 10 + index * 7),
    );
    expect(left.map((pattern) => (ones(pattern) % 2 ? 'L' : 'G')).join('')).toBe('LGLLGG');
    // The digit 0 as L is 0001101; the last digit 1 as R is 1100110.
    expect(left[0]).toBe('0001101');
    expect(modules.slice(85, 92)).toBe('1100110');
  });
});

describe('code128', () => {
  it('has 107 distinct symbols of three bars, eleven modules wide (the stop thirteen)', () => {
    expect(new Set(CODE128_WIDTHS).size).toBe(107);
    for (const widths of CODE128_WIDTHS.slice(0, 106)) {
      expect(Array.from(widths, Number).reduce((sum, width) => sum + width, 0)).toBe(11);
    }
    expect(CODE128_WIDTHS[106]).toBe('2331112');
  });

  it('frames the text with start B, the mod-103 check and the stop', () => {
    const modules = code128('RB-2140');
    expect(modules).toHaveLength(11 * (1 + 7 + 1) + 13);
    expect(modules.slice(0, 11)).toBe('11010010000'); // start B
    expect(modules.slice(-13)).toBe('1100011101011'); // stop
    // Wikipedia's example PJJ123C: check value 55 = (104 + 48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35) mod 103
    const check = code128('PJJ123C').slice(11 * 8, 11 * 9);
    expect(check).toBe('11101000110'); // symbol 55 is 311321
  });

  it('refuses a character outside set B', () => {
    expect(() => code128('ñ')).toThrow(RangeError);
  });
});

describe('barcodeOf', () => {
  it('reads a valid EAN-13 or UPC-A as EAN-13 and anything else as Code 128', () => {
    expect(barcodeOf('4006381333931')).toMatchObject({ kind: 'EAN13', text: '4006381333931' });
    expect(barcodeOf('036000291452').kind).toBe('EAN13');
    expect(barcodeOf('4006381333932').kind).toBe('CODE128');
    expect(barcodeOf('RB-2140')).toMatchObject({ kind: 'CODE128', text: 'RB-2140' });
  });
});
