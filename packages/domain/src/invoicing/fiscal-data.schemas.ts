import { z } from 'zod';
import { emailField, requiredError, requiredText } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { personKindOf, rfcProblem } from './rfc.js';
import { cfdiUsesFor } from './sat-cfdi-uses.js';
import { SAT_REGIMES } from './sat-regimes.js';

const oneOf = { error: () => m('oneOf') };

/** The RFC as typed, upper-cased and trimmed, then as the SAT assigns it (rfc.ts). */
const rfcField = () =>
  z
    .string(requiredError)
    .trim()
    .toUpperCase()
    .min(1, m('required'))
    .superRefine((rfc, context) => {
      const problem = rfcProblem(rfc);
      if (problem) context.addIssue({ code: 'custom', message: m(problem) });
    });

const codeField = () => z.string(requiredError).trim().min(1, m('required'));

/**
 * docs/rules.md, Invoicing: a customer's fiscal data — RFC, name as on the Constancia de Situación
 * Fiscal, a regime of the RFC's kind of person, a fiscal zip code of 5 digits, a CFDI use that
 * regime may ask for and an e-mail for invoices. Each failure names its own field.
 */
export const fiscalDataSchema = z
  .object(
    {
      rfc: rfcField(),
      name: requiredText(300),
      regime: codeField(),
      zipCode: z
        .string(requiredError)
        .trim()
        .regex(/^\d{5}$/, m('digits', { length: 5 })),
      cfdiUse: codeField(),
      email: emailField(),
    },
    oneOf,
  )
  .superRefine((data, context) => {
    const regime = SAT_REGIMES.find((known) => known.code === data.regime);
    if (!regime) {
      context.addIssue({ code: 'custom', path: ['regime'], message: m('oneOf') });
      return;
    }
    const kind = personKindOf(data.rfc);
    if (kind && rfcProblem(data.rfc) === null && !regime[kind]) {
      const message = m(kind === 'moral' ? 'regimeMoral' : 'regimeFisica');
      context.addIssue({ code: 'custom', path: ['regime'], message });
    }
    if (!cfdiUsesFor(regime.code).some((use) => use.code === data.cfdiUse)) {
      context.addIssue({ code: 'custom', path: ['cfdiUse'], message: m('cfdiUseForRegime') });
    }
  });

export type FiscalDataInput = z.input<typeof fiscalDataSchema>;
export type FiscalData = z.infer<typeof fiscalDataSchema>;

/** The fiscal data a record answers: as stored, or null when the customer wants no invoices. */
export const fiscalDataItemSchema = z
  .object({
    rfc: z.string(),
    name: z.string(),
    regime: z.string(),
    zipCode: z.string(),
    cfdiUse: z.string(),
    email: z.string(),
  })
  .nullable();
