import { z } from 'zod';
import { firstAppointmentSchema } from '../calendar/calendar.schemas.js';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import {
  dateField,
  emailField,
  idField,
  optionalText,
  phoneField,
  relation,
  requiredError,
  requiredText,
} from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { fiscalDataItemSchema, fiscalDataSchema } from '../invoicing/fiscal-data.schemas.js';
import { localDate } from './customer-age.js';
import { consentSchema } from '../privacy/consent.schemas.js';
import { WHATSAPP_CONSENT_WAYS, whatsappNumber } from './whatsapp.js';

/** docs/spec.md §9: a customer's VAT, when it is required. */
export const CUSTOMER_VAT_RATES = [16, 8] as const;
export type CustomerVat = (typeof CUSTOMER_VAT_RATES)[number];

/** docs/api.md, customers (beyond): F, M or X (not stated otherwise). */
export const CUSTOMER_SEXES = ['F', 'M', 'X'] as const;
export type CustomerSex = (typeof CUSTOMER_SEXES)[number];

const wellFormed = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The earliest birth date taken: before it, a date is a typing slip (1090 for 1990). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * A real date, not after today and not before 1900. "Today" is this computer's day: the browser's
 * on screen; the server's own on the API (a day's leeway across time zones at most).
 */
export const birthDateField = () =>
  dateField()
    // A malformed date has its own message already (zod runs every check).
    .refine((value) => !wellFormed(value) || value >= EARLIEST_BIRTH_DATE, {
      message: m('dateFrom', { min: '01/01/1900' }),
    })
    .refine((value) => !wellFormed(value) || value <= localDate(), { message: m('futureDate') });

const sexField = () => z.enum(CUSTOMER_SEXES, { error: () => m('oneOf') });

/**
 * A form's empty date or select is "": not given, as an empty e-mail. A value neither of them
 * takes keeps the field's own message rather than zod's generic one for a union.
 */
const orBlank = <T extends z.ZodType>(field: T, message: 'date' | 'oneOf') =>
  z.union([field, z.literal('').transform(() => undefined)], { error: () => m(message) });

/**
 * docs/api.md customers (beyond): the patient's consent to WhatsApp notices, and how it was given or
 * ended (the counter by default). The server stamps its date when the consent changes.
 */
export const whatsappConsentInputSchema = z.object({
  consent: z.boolean(requiredError),
  way: z.enum(WHATSAPP_CONSENT_WAYS, { error: () => m('oneOf') }).optional(),
});
export type WhatsappConsentInput = z.input<typeof whatsappConsentInputSchema>;

const vatField = () =>
  z.union([z.literal(16), z.literal(8)], { error: () => m('oneOf') }).nullable();

/**
 * docs/spec.md §5 Customer: names and phone required, e-mail optional but well-formed, VAT required
 * yes or no; yes takes 16 or 8, no takes none.
 */
const customerFields = {
  name: requiredText(100),
  paternal: requiredText(100),
  maternal: requiredText(100),
  phone: phoneField(),
  email: emailField()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  address: optionalText(300),
  vatRequired: z.boolean(requiredError),
  vat: vatField(),
  birthDate: orBlank(birthDateField(), 'date').optional(),
  sex: orBlank(sexField(), 'oneOf').optional(),
  /** docs/api.md customers (beyond): e-mails to the patient. Absent: true on create, kept on update. */
  reminders: z.boolean().optional(),
  /**
   * docs/api.md invoicing fields: the data of the customer's invoices, or null when they want none.
   * Absent: none on create, kept on update (a client that never sends it keeps working).
   */
  fiscal: fiscalDataSchema.nullable().optional(),
  /** Absent or null: no consent on create, kept on update (the e-mail stays the channel). */
  whatsapp: whatsappConsentInputSchema.optional(),
};

type VatChoice = { vatRequired: boolean; vat: CustomerVat | null; fiscal?: unknown };
type WhatsappChoice = { phone: string; whatsapp?: { consent: boolean } | undefined };
/**
 * `vatRequired` ("Requiere factura con IVA") is the first contract's way to say that the patient
 * wants invoices: the fiscal data goes with it only (docs/rules.md Invoicing, asked for only when
 * a customer wants an invoice); without it, none may be sent. WhatsApp consent needs a phone that
 * WhatsApp can reach.
 */
const customerChecks = <T extends z.ZodType<VatChoice & WhatsappChoice>>(schema: T) =>
  schema
    // docs/rules.md WhatsApp: the messages go to the phone as +52, so consent needs a Mexican number.
    .refine((value) => !value.whatsapp?.consent || whatsappNumber(value.phone) !== null, {
      message: m('whatsappPhone'),
      path: ['whatsapp', 'consent'],
    })
    .refine((value) => (value.vatRequired ? value.vat !== null : value.vat === null), {
      message: m('oneOf'),
      path: ['vat'],
    })
    .refine((value) => value.vatRequired || value.fiscal === undefined || value.fiscal === null, {
      message: m('fiscalWithoutInvoice'),
      path: ['fiscal'],
    });

export const createCustomerSchema = customerChecks(
  z.object({
    ...customerFields,
    branch: relation(),
    /** The first appointment, booked with the patient in one transaction (docs/api.md). */
    appointment: firstAppointmentSchema.optional(),
  }),
);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/** A customer stays in the branch that registered them. */
export const updateCustomerSchema = customerChecks(z.object({ id: idField(), ...customerFields }));
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;

export const customerFilters = { branchId: idFilter() };

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  paternal: z.string(),
  maternal: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  vatRequired: z.boolean(),
  vat: z.number().nullable(),
  /** docs/api.md customers (beyond): optional, `YYYY-MM-DD`; null when never given. */
  birthDate: z.string().nullable(),
  sex: z.enum(CUSTOMER_SEXES).nullable(),
  /** False: the patient opted out of every e-mail (glasses ready, reminders). */
  reminders: z.boolean(),
  /**
   * docs/rules.md WhatsApp: whether the patient gets WhatsApp notices; `at` (ISO) and `way` tell
   * when and how the consent was last given or ended, null when it never was.
   */
  whatsapp: z.object({
    consent: z.boolean(),
    at: z.string().nullable(),
    way: z.enum(WHATSAPP_CONSENT_WAYS).nullable(),
  }),
  fiscal: fiscalDataItemSchema,
  /** docs/rules.md, Privacy and accounts: the latest acceptance of the aviso de privacidad. */
  consent: consentSchema.nullable(),
  branch: refSchema,
  branchId: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

/** One answer of `customers/getCustomersOptions`: enough to tell two namesakes apart. */
export const customerOptionSchema = z.object({
  id: z.number(),
  /** Name and both surnames. */
  name: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  branchId: z.number(),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** One line of the customer's history (docs/spec.md §2 History tab), newest first. */
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum([
    'note',
    'doctorNote',
    'appointment',
    'appointmentStatus',
    'sale',
    'payment',
    'refund',
    'prescription',
  ]),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  /** Whether `date` has the hour it happened; a prescription written for an earlier day has its day only. */
  timed: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyFilters = { customerId: idField() };
