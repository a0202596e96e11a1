import { describe, expect, it } from 'vitest';
import { personKindOf, rfcCheckDigit, rfcProblem } from './rfc.js';

/*
 * Published RFCs whose check digit is the SAT's: the SAT's own (SAT970701NN3), its sandbox
 * issuers (EKU9003173C9, LAN7008173R5, CACX7605101P8) and the textbook example GODE561231GR8.
 */
const VALID = ['SAT970701NN3', 'EKU9003173C9', 'LAN7008173R5', 'CACX7605101P8', 'GODE561231GR8'];

describe('RFC', () => {
  it.each(VALID)('%s has its check digit', (rfc) => {
    expect(rfcCheckDigit(rfc)).toBe(rfc.at(-1));
    expect(rfcProblem(rfc)).toBeNull();
  });

  it.each([
    ['GODE561231GR9', 'the check digit changed'],
    ['GODF561231GR8', 'a letter of the name changed'],
    ['SAT970701NM3', 'a character of the homoclave changed'],
    ['EKU9003183C9', 'a digit of the date changed'],
  ])('%s is refused: %s', (rfc) => {
    expect(rfcProblem(rfc)).toBe('rfcCheckDigit');
  });

  it('takes Ñ and & as letters and A as a check digit', () => {
    const base = 'Ñ&A010101AB';
    const digit = rfcCheckDigit(`${base}0`);
    expect(rfcProblem(`${base}${digit}`)).toBeNull();
    expect(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A']).toContain(digit);
  });

  it.each(['GOD561231GR8X', 'GODE5612311GR', 'GODE561231G', 'gode561231gr8', 'GODE-561231GR8'])(
    '%s is not an RFC',
    (rfc) => expect(rfcProblem(rfc)).toBe('rfcFormat'),
  );

  it.each(['GODE561331GR8', 'GODE560230GR8', 'GODE570229GR8', 'GODE560100GR8'])(
    '%s has no real date',
    (rfc) => expect(rfcProblem(rfc)).toBe('rfcDate'),
  );

  it('takes February 29th of a leap year', () => {
    const rfc = 'GODE560229GR';
    expect(rfcProblem(rfc + rfcCheckDigit(`${rfc}0`))).toBeNull();
  });

  it.each(['XAXX010101000', 'XEXX010101000'])('%s is generic, not a customer', (rfc) => {
    expect(rfcProblem(rfc)).toBe('rfcGeneric');
  });

  it('tells a persona moral from a física by the length', () => {
    expect(personKindOf('SAT970701NN3')).toBe('moral');
    expect(personKindOf('GODE561231GR8')).toBe('fisica');
    expect(personKindOf('GODE561231')).toBeNull();
  });
});
