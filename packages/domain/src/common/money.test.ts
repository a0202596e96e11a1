import { describe, expect, it } from 'vitest';
import { moneyField } from './money.js';

const money = moneyField();

describe('money', () => {
  it('takes money as Iris writes it, thousands separators and $ included, exactly', () => {
    expect(money.parse('1,229.00')).toBe('1229.00');
    expect(money.parse('$1,229.5')).toBe('1229.50');
    expect(money.parse('$ 9,999,999,999.99')).toBe('9999999999.99');
    expect(money.parse('1229')).toBe('1229.00');
    expect(money.parse('007.5')).toBe('7.50');
    expect(money.parse(12.3)).toBe('12.30');
  });

  it('refuses what is not money with the money message, never guessing', () => {
    for (const bad of ['12,50', '1,2,3', '1,22.00', '12.345', '1.229,00', 'caro', '-5', '$', '']) {
      const result = money.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe('validation.money');
    }
    expect(money.safeParse(0.1 + 0.2).success).toBe(false);
  });
});
