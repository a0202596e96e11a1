import { z } from 'zod';
import { dateField } from '../common/fields.js';
import { idFilter } from '../common/table.js';

/**
 * docs/rules.md, Clinical record: every read and change of a patient's record is appended to the access
 * log (who, when, what, which patient, from which address); nobody edits or deletes it.
 */
export const ACCESS_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  /** docs/rules.md, Privacy and accounts: the patient's access export, blocking, anonymising. */
  'export',
  'block',
  'anonymize',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** What part of the record was reached. */
export const ACCESS_SUBJECTS = [
  'customer',
  'note',
  'doctorNote',
  'document',
  'history',
  'historyPdf',
  'answers',
  'prescription',
  'prescriptionPdf',
] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];

export const accessLogFilters = {
  userId: idFilter(),
  customerId: idFilter(),
  action: z.enum(ACCESS_ACTIONS).optional(),
  subject: z.enum(ACCESS_SUBJECTS).optional(),
  /** Inclusive days, `YYYY-MM-DD`, in the clinic's time zone. */
  from: dateField().optional(),
  to: dateField().optional(),
};

export const accessLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  action: z.enum(ACCESS_ACTIONS),
  subject: z.enum(ACCESS_SUBJECTS),
  customer: z.object({ id: z.number(), name: z.string() }),
  recordId: z.number().nullable(),
  ip: z.string(),
  /** What an entry names beyond its subject: the fields an anonymisation removed (never values). */
  detail: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
