import { z } from 'zod';
import { firstAppointmentSchema } from '../calendar/calendar.schemas.js';
import { refSchema } from '../catalogue/catalogue.items.js';
import {
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

/** SPEC.md §9: a customer's VAT, when it is required. */
export const CUSTOMER_VAT_RATES = [16, 8] as const;
export type CustomerVat = (typeof CUSTOMER_VAT_RATES)[number];

/** API.md, customers (beyond): F, M or X (not stated otherwise). */
export const CUSTOMER_SEXES = ['F', 'M', 'X'] as const;
export type CustomerSex = (typeof CUSTOMER_SEXES)[number];

const vatField = () =>
  z.union([z.literal(16), z.literal(8)], { error: () => m('oneOf') }).nullable();

/**
 * SPEC.md §5 Customer: names and phone required, e-mail optional but well-formed, VAT required
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
};

type VatChoice = { vatRequired: boolean; vat: CustomerVat | null };
const vatMatchesChoice = <T extends z.ZodType<VatChoice>>(schema: T) =>
  schema.refine((value) => (value.vatRequired ? value.vat !== null : value.vat === null), {
    message: m('oneOf'),
    path: ['vat'],
  });

export const createCustomerSchema = vatMatchesChoice(
  z.object({
    ...customerFields,
    branch: relation(),
    /** The first appointment, booked with the patient in one transaction (API.md). */
    appointment: firstAppointmentSchema.optional(),
  }),
);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/** A customer stays in the branch that registered them. */
export const updateCustomerSchema = vatMatchesChoice(
  z.object({ id: idField(), ...customerFields }),
);
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
  branch: refSchema,
  branchId: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

/** One line of the customer's history (SPEC.md §2 History tab), newest first. */
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['note', 'doctorNote', 'appointment']),
  title: z.string(),
  description: z.string(),
  date: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyFilters = { customerId: idField() };
