import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords: a total in words as Mexican invoices print it', () => {
  it.each([
    ['0', 'CERO PESOS 00/100 M.N.'],
    ['0.50', 'CERO PESOS 50/100 M.N.'],
    ['1', 'UN PESO 00/100 M.N.'],
    ['1.01', 'UN PESO 01/100 M.N.'],
    ['2', 'DOS PESOS 00/100 M.N.'],
    ['10', 'DIEZ PESOS 00/100 M.N.'],
    ['15', 'QUINCE PESOS 00/100 M.N.'],
    ['16', 'DIECISÉIS PESOS 00/100 M.N.'],
    ['20', 'VEINTE PESOS 00/100 M.N.'],
    ['21', 'VEINTIÚN PESOS 00/100 M.N.'],
    ['22', 'VEINTIDÓS PESOS 00/100 M.N.'],
    ['23', 'VEINTITRÉS PESOS 00/100 M.N.'],
    ['26', 'VEINTISÉIS PESOS 00/100 M.N.'],
    ['29', 'VEINTINUEVE PESOS 00/100 M.N.'],
    ['30', 'TREINTA PESOS 00/100 M.N.'],
    ['31', 'TREINTA Y UN PESOS 00/100 M.N.'],
    ['99', 'NOVENTA Y NUEVE PESOS 00/100 M.N.'],
    ['100', 'CIEN PESOS 00/100 M.N.'],
    ['101', 'CIENTO UN PESOS 00/100 M.N.'],
    ['115', 'CIENTO QUINCE PESOS 00/100 M.N.'],
    ['121', 'CIENTO VEINTIÚN PESOS 00/100 M.N.'],
    ['200', 'DOSCIENTOS PESOS 00/100 M.N.'],
    ['500', 'QUINIENTOS PESOS 00/100 M.N.'],
    ['700', 'SETECIENTOS PESOS 00/100 M.N.'],
    ['900', 'NOVECIENTOS PESOS 00/100 M.N.'],
    ['999', 'NOVECIENTOS NOVENTA Y NUEVE PESOS 00/100 M.N.'],
    ['1000', 'MIL PESOS 00/100 M.N.'],
    ['1001', 'MIL UN PESOS 00/100 M.N.'],
    ['1100', 'MIL CIEN PESOS 00/100 M.N.'],
    ['1234.56', 'MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.'],
    ['2000', 'DOS MIL PESOS 00/100 M.N.'],
    ['21000', 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    ['100000', 'CIEN MIL PESOS 00/100 M.N.'],
    ['101000', 'CIENTO UN MIL PESOS 00/100 M.N.'],
    ['231521', 'DOSCIENTOS TREINTA Y UN MIL QUINIENTOS VEINTIÚN PESOS 00/100 M.N.'],
    ['1000000', 'UN MILLÓN DE PESOS 00/100 M.N.'],
    ['1000001', 'UN MILLÓN UN PESOS 00/100 M.N.'],
    ['1500000', 'UN MILLÓN QUINIENTOS MIL PESOS 00/100 M.N.'],
    ['2000000.05', 'DOS MILLONES DE PESOS 05/100 M.N.'],
    ['21000000', 'VEINTIÚN MILLONES DE PESOS 00/100 M.N.'],
    ['100000000', 'CIEN MILLONES DE PESOS 00/100 M.N.'],
    [
      '999999999.99',
      'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y ' +
        'NUEVE PESOS 99/100 M.N.',
    ],
    ['1000000000', 'MIL MILLONES DE PESOS 00/100 M.N.'],
    ['1001000000', 'MIL UN MILLONES DE PESOS 00/100 M.N.'],
    ['21000000000.10', 'VEINTIÚN MIL MILLONES DE PESOS 10/100 M.N.'],
  ])('%s -> %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads the cents as the XML writes them: one, two or trailing-zero decimals', () => {
    expect(amountInWords('16.5')).toBe('DIECISÉIS PESOS 50/100 M.N.');
    expect(amountInWords('16.05')).toBe('DIECISÉIS PESOS 05/100 M.N.');
    expect(amountInWords('16.050000')).toBe('DIECISÉIS PESOS 05/100 M.N.');
    expect(amountInWords('0016.00')).toBe('DIECISÉIS PESOS 00/100 M.N.');
  });

  it.each(['-1', '1,000', '1.005', '', 'abc', '1.', '1e3', '1000000000000'])(
    'refuses %j rather than guess or round',
    (amount) => {
      expect(() => amountInWords(amount)).toThrow(RangeError);
    },
  );

  it('gives every amount its own words, in well-formed Spanish', () => {
    const amounts = [
      ...Array.from({ length: 130_001 }, (_, pesos) => pesos),
      ...Array.from({ length: 3_001 }, (_, step) => step * 333_333),
    ];
    const seen = new Set<string>();
    const malformed: string[] = [];
    for (const pesos of amounts) {
      const words = amountInWords(String(pesos));
      seen.add(words);
      // No double space, no "uno" before a noun, no "un mil" for a thousand, no "cien" before a
      // smaller number.
      if (
        / {2}|UNO (MIL|PESO|MILL)|(^|MILLÓN |MILLONES )UN MIL\b|\bCIEN (?!MIL|PESOS)/.test(words)
      ) {
        malformed.push(words);
      }
    }
    expect(malformed).toEqual([]);
    expect(seen.size).toBe(new Set(amounts).size);
  });
});
