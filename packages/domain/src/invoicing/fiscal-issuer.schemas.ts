import { z } from 'zod';
import { idField, requiredError, requiredText } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { personKindOf, rfcProblem } from './rfc.js';
import { SAT_REGIME_CODES, SAT_REGIMES } from './sat-regimes.js';

/*
 * docs/rules.md, Invoicing (CFDI 4.0), Issuer: a legal entity that issues the chain's CFDI, with
 * the RFC, name and regime of its Constancia de Situación Fiscal, the series of its invoices, how
 * often its global invoice is made, and its CSD (uploaded apart: fiscal-issuers/uploadCsd).
 */

/** c_Periodicidad of a global invoice, as an issuer may choose it. */
export const GLOBAL_PERIODICITIES = [
  { code: '01', description: 'Diaria' },
  { code: '02', description: 'Semanal' },
  { code: '03', description: 'Quincenal' },
  { code: '04', description: 'Mensual' },
] as const;

type Periodicity = (typeof GLOBAL_PERIODICITIES)[number]['code'];
const PERIODICITY_CODES = GLOBAL_PERIODICITIES.map((p) => p.code) as [
  Periodicity,
  ...Periodicity[],
];

/**
 * A company type at the end of a name ("S.A. DE C.V.", "S DE RL", "SC", "AC", "SAPI DE CV"…): the
 * Constancia, and so a CFDI 4.0, names a persona moral without it.
 */
const COMPANY_TYPE =
  /(?:^|[\s,])(?:S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?\s?[BS]\.?|S\.?\s?A\.?|S\.?\s?DE\s?R\.?\s?L\.?|S\.?\s?EN\s?C\.?(?:\s?POR\s?A\.?)?|S\.?\s?C\.?|A\.?\s?C\.?|I\.?\s?A\.?\s?P\.?)(?:\s?DE\s?C\.?\s?V\.?)?\.?$/u;

/** Whether a name (upper case) ends in a company type. */
export const hasCompanyType = (name: string) => COMPANY_TYPE.test(name);

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

const shape = {
  rfc: rfcField(),
  // Upper case, as the Constancia writes it; spaces inside collapsed.
  name: requiredText(300)
    .toUpperCase()
    .transform((name) => name.replace(/\s+/g, ' ')),
  regime: z.enum(SAT_REGIME_CODES, requiredErrorOr('oneOf')),
  series: z
    .string(requiredError)
    .trim()
    .toUpperCase()
    .min(1, m('required'))
    .max(25, m('maxLength', { max: 25 }))
    .regex(/^[A-Z0-9]+$/, m('series')),
  globalPeriodicity: z.enum(PERIODICITY_CODES, requiredErrorOr('oneOf')),
};

/** Missing is "required"; anything else outside the list, the given message. */
function requiredErrorOr(key: 'oneOf') {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? m('required')
        : m(key),
  };
}

type IssuerValues = { rfc: string; name: string; regime: string };

/** The rules across fields: a regime of the RFC's kind of person, a company's name without its type. */
function checkIssuer(data: IssuerValues, context: z.RefinementCtx) {
  const kind = rfcProblem(data.rfc) === null ? personKindOf(data.rfc) : null;
  if (!kind) return;
  const regime = SAT_REGIMES.find((known) => known.code === data.regime);
  if (regime && !regime[kind]) {
    const message = m(kind === 'moral' ? 'regimeMoral' : 'regimeFisica');
    context.addIssue({ code: 'custom', path: ['regime'], message });
  }
  if (kind === 'moral' && hasCompanyType(data.name)) {
    context.addIssue({ code: 'custom', path: ['name'], message: m('companyType') });
  }
}

export const fiscalIssuerCreateSchema = z.object(shape).superRefine(checkIssuer);
export const fiscalIssuerUpdateSchema = z
  .object({ id: idField(), ...shape })
  .superRefine(checkIssuer);

export type FiscalIssuerInput = z.input<typeof fiscalIssuerCreateSchema>;
export type FiscalIssuerValues = z.output<typeof fiscalIssuerCreateSchema>;

/** The CSD's public facts; the key and its password never leave the server. */
export const csdFactsSchema = z.object({
  certificateNumber: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  rfc: z.string(),
});
export type CsdFacts = z.infer<typeof csdFactsSchema>;

/** Days before its end from which a CSD is said to expire soon. */
export const CSD_WARNING_DAYS = 30;

export const fiscalIssuerItemSchema = z.object({
  id: z.number(),
  rfc: z.string(),
  name: z.string(),
  regime: z.string(),
  series: z.string(),
  globalPeriodicity: z.string(),
  csd: csdFactsSchema.extend({ expiresSoon: z.boolean(), expired: z.boolean() }).nullable(),
});
export type FiscalIssuerItem = z.infer<typeof fiscalIssuerItemSchema>;

/** The form fields of `PATCH fiscal-issuers/uploadCsd` besides its two files. */
export const csdUploadFieldsSchema = z.object({
  id: idField(),
  password: z
    .string(requiredError)
    .min(1, m('required'))
    .max(100, m('maxLength', { max: 100 })),
});
