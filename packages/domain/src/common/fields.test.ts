import { describe, expect, it } from 'vitest';
import { wholeNumber } from './fields.js';

const qty = wholeNumber(1, 1_000_000);
const messageOf = (input: unknown) => qty.safeParse(input).error?.issues[0]?.message;

describe('whole numbers', () => {
  it('read digits and numbers', () => {
    expect(qty.parse('25')).toBe(25);
    expect(qty.parse(7)).toBe(7);
  });

  it('say why a value is refused: missing, not a number, or not whole', () => {
    expect(messageOf('')).toBe('validation.required');
    expect(messageOf('abc')).toBe('validation.numeric');
    expect(messageOf('2x')).toBe('validation.numeric');
    expect(messageOf('2.5')).toBe('validation.integer');
    expect(messageOf('2,5')).toBe('validation.integer');
    expect(messageOf(2.5)).toBe('validation.integer');
    expect(messageOf('0')).toBe('validation.minValue|min=1');
  });
});
