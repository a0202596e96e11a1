import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';
import { SAT_PAYMENT_FORM_CODES } from './sat-payment-forms.js';
import { SAT_UNIT_CODES } from './sat-units.js';

/*
 * docs/rules.md Invoicing, Keys: the SAT keys of products, categories and payment methods. Each is
 * optional (a catalogue written before invoicing keeps working); a form's empty field ("") and
 * null are "none".
 */

const blankIsNull = (value: string) => (value === '' ? null : value);

/** ClaveProdServ: 8 digits of the SAT's c_ClaveProdServ. */
export const satProductKeyField = () =>
  z
    .string({ error: () => m('type') })
    .trim()
    .regex(/^(\d{8})?$/, m('digits', { length: 8 }))
    .transform(blankIsNull)
    .nullable()
    .optional();

const codeOf = <T extends string>(codes: readonly [T, ...T[]]) =>
  z
    .enum([...codes, ''], { error: () => m('oneOf') })
    .transform((value) => (value === '' ? null : (value as T)))
    .nullable()
    .optional();

/** A ClaveUnidad of SAT_UNITS. */
export const satUnitKeyField = () => codeOf(SAT_UNIT_CODES);

/** A c_FormaPago code. */
export const satPaymentFormField = () => codeOf(SAT_PAYMENT_FORM_CODES);
