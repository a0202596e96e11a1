import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { idField, relation } from '../common/fields.js';
import { positiveMoneyField } from '../common/money.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/** docs/spec.md §9: a payment's VAT rate; docs/api.md writes it as a fraction (0, 0.08, 0.16). */
export const PAYMENT_VAT_RATES = ['0.00', '0.08', '0.16'] as const;
export type PaymentVatRate = (typeof PAYMENT_VAT_RATES)[number];

/**
 * A VAT rate as a JSON number or text (`0.16`, `.16`, `0.160`), answered as the exact text the
 * database stores; anything else (16, 0.15, a float's noise) is refused, not rounded.
 */
export const vatRateField = () =>
  z
    .union([z.number(), z.string().trim()], { error: () => m('oneOf') })
    .transform((value, context) => {
      const text = String(value).replace(/^\./, '0.');
      const match = /^0(?:\.(\d{1,3}))?$/.exec(text);
      const rate = match ? `0.${(match[1] ?? '').padEnd(2, '0').slice(0, 2)}` : '';
      const exact = match && (match[1] ?? '').slice(2).replace(/0/g, '') === '';
      if (!exact || !(PAYMENT_VAT_RATES as readonly string[]).includes(rate)) {
        context.addIssue({ code: 'custom', message: m('oneOf') });
        return z.NEVER;
      }
      return rate as PaymentVatRate;
    });

/**
 * docs/api.md payments/create: the base `amount` (the contract's form: total = amount + VAT), or the
 * `total` the customer handed over (docs/rules.md: amount = round(total / (1 + rate), 2), VAT the
 * rest), never both. Either may come as null when the other is given.
 */
export const createPaymentSchema = z
  .object({
    shopping: relation(),
    method: relation(),
    amount: positiveMoneyField().nullable().optional(),
    total: positiveMoneyField().nullable().optional(),
    vat_rate: vatRateField(),
  })
  .superRefine((input, context) => {
    const given = [input.amount, input.total].filter(
      (value) => value !== null && value !== undefined,
    );
    if (given.length === 0)
      context.addIssue({ code: 'custom', path: ['total'], message: m('required') });
    if (given.length === 2) {
      context.addIssue({ code: 'custom', path: ['total'], message: m('moneyOrTotal') });
    }
  });
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

/** The payments tab's form: what the customer handed over, and the rate it carries. */
export const paymentFormSchema = z.object({
  method: relation(),
  total: positiveMoneyField(),
  vat_rate: vatRateField(),
});
export type PaymentFormValues = z.output<typeof paymentFormSchema>;

export const paymentFilters = { shoppingId: idField() };

export const PAYMENT_KINDS = ['PAGO', 'DEVOLUCION'] as const;

export const paymentSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  method: refSchema,
  amount: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  date: z.string(),
  time: z.string(),
  audit: z.object({ id: z.number(), status: z.string() }),
  shopping: z.object({ id: z.number(), serial: z.number() }),
  serial: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;
