import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';
import { requiredError } from './fields.js';
import { moneyText } from './money-text.js';

/** Up to 9,999,999,999.99: what a numeric(12,2) column holds. */
const MONEY = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * An amount of money, exact (docs/rules.md, docs/architecture.md): a JSON number or text with at most two
 * decimals (thousands separators allowed, as Iris writes money), answered as canonical decimal
 * text ('1,234.5' -> '1234.50') that PostgreSQL stores as numeric. Never through a float: a
 * float's noise (0.1 + 0.2) is refused, not rounded.
 */
export const moneyField = (message: 'money' | 'positiveMoney' | 'percent' = 'money') =>
  z.union([z.number(), z.string().trim()], requiredError).transform((value, context) => {
    const match = MONEY.exec(typeof value === 'number' ? String(value) : moneyText(value));
    if (!match?.[1]) {
      context.addIssue({ code: 'custom', message: m(message) });
      return z.NEVER;
    }
    return `${match[1].replace(/^0+(?=\d)/, '')}.${(match[2] ?? '').padEnd(2, '0')}`;
  });

/** An amount that must be more than zero (a payment): zero and a negative say the same. */
export const positiveMoneyField = () =>
  moneyField('positiveMoney').refine((value) => value !== '0.00', m('positiveMoney'));
