import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, optionalText, relation, requiredText } from '../common/fields.js';
import { defineStateMachine } from '../common/state-machine.js';
import { idFilter } from '../common/table.js';
import { localDate } from '../customers/customer-age.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { addBusinessDays } from './business-days.js';

/** The patient's rights under the data-protection law: access, rectify, cancel, oppose. */
export const ARCO_KINDS = ['ACCESO', 'RECTIFICACION', 'CANCELACION', 'OPOSICION'] as const;
export type ArcoKind = (typeof ARCO_KINDS)[number];

/** docs/rules.md, Privacy and accounts: a request is answered once, ABIERTA -> RESUELTA. */
export const arcoStatus = defineStateMachine({
  initial: 'ABIERTA',
  transitions: { ABIERTA: ['RESUELTA'], RESUELTA: [] },
  editable: ['ABIERTA'],
});
export const ARCO_STATUSES = arcoStatus.states;
export type ArcoStatus = (typeof ARCO_STATUSES)[number];

/** The legal term: 20 business days after the request was received. */
export const ARCO_BUSINESS_DAYS = 20;
/** An open request is "por vencer" this many business days before its due date. */
export const ARCO_WARNING_DAYS = 5;

export const arcoDueDate = (receivedAt: string) => addBusinessDays(receivedAt, ARCO_BUSINESS_DAYS);
/** The first day an open request shows as "por vencer" (its due date less the warning days). */
export const arcoWarningDate = (dueDate: string) => addBusinessDays(dueDate, -ARCO_WARNING_DAYS);

/** The earliest reception date taken: before it, a date is a typing slip. */
export const EARLIEST_ARCO_DATE = '2000-01-01';

/** A real date, not after today (this computer's day, as birthDateField) and not before 2000. */
const receivedAtField = () =>
  dateField()
    .refine((value) => value >= EARLIEST_ARCO_DATE, {
      message: m('dateFrom', { min: '01/01/2000' }),
    })
    .refine((value) => value <= localDate(), { message: m('futureDate') });

/** docs/api.md arco-requests/create: the request as it was received; the due date follows. */
export const createArcoRequestSchema = z.object({
  customer: relation(),
  kind: z.enum(ARCO_KINDS, { error: () => m('oneOf') }),
  receivedAt: receivedAtField(),
  notes: optionalText(2000).nullable(),
});
export type CreateArcoRequestInput = z.input<typeof createArcoRequestSchema>;

/** `PUT arco-requests/resolve`: what was answered to the patient; once. */
export const resolveArcoRequestSchema = z.object({
  id: idField(),
  resolution: requiredText(2000),
});
export type ResolveArcoRequestInput = z.input<typeof resolveArcoRequestSchema>;

export const arcoRequestFilters = {
  branchId: idFilter(),
  customerId: idFilter(),
  kind: z.enum(ARCO_KINDS).optional(),
  status: z.enum(ARCO_STATUSES).optional(),
  /** Only the open ones past their due date (true) or only the others (false). */
  overdue: z.boolean().optional(),
};

/** The patient's data a rectification may change, as kept before and after it. */
export const RECTIFIABLE_FIELDS = [
  'name',
  'paternal',
  'maternal',
  'phone',
  'email',
  'address',
  'birthDate',
  'sex',
] as const;
export type RectifiableField = (typeof RECTIFIABLE_FIELDS)[number];
export const personalDataSchema = z.partialRecord(
  z.enum(RECTIFIABLE_FIELDS),
  z.string().nullable(),
);
export type PersonalData = Partial<Record<RectifiableField, string | null>>;

export const fieldChangeSchema = z.object({
  field: z.enum(RECTIFIABLE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** The fields whose value differs between two copies of the patient's data, in the fields' order. */
export function changedFields(before: PersonalData, after: PersonalData): FieldChange[] {
  return RECTIFIABLE_FIELDS.filter(
    (field) => (before[field] ?? null) !== (after[field] ?? null),
  ).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export const arcoRequestSchema = z.object({
  id: z.number(),
  branch: refSchema,
  customer: refSchema,
  kind: z.enum(ARCO_KINDS),
  status: z.enum(ARCO_STATUSES),
  receivedAt: z.string(),
  dueDate: z.string(),
  /** Open and past its due date. */
  overdue: z.boolean(),
  /** Open, not overdue, and due within ARCO_WARNING_DAYS business days. */
  dueSoon: z.boolean(),
  notes: z.string().nullable(),
  resolution: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  createdBy: refSchema.nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: refSchema.nullable(),
  /**
   * A RECTIFICACION's patient data as it was when the request was registered and when it was
   * resolved (null while open), and what changed between them; null for the other kinds.
   */
  rectification: z
    .object({
      before: personalDataSchema,
      after: personalDataSchema.nullable(),
      changes: z.array(fieldChangeSchema),
    })
    .nullable(),
});
export type ArcoRequest = z.infer<typeof arcoRequestSchema>;
