import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import {
  REMINDER_CHANNELS,
  WHATSAPP_ANSWERS,
  WHATSAPP_DELIVERIES,
} from '../whatsapp/whatsapp.schemas.js';

/**
 * docs/rules.md, Reminders and recalls: CITA reminds an appointment the day before; REVISION invites a
 * patient whose latest prescription is more than 12 months old to the yearly exam.
 */
export const REMINDER_KINDS = ['CITA', 'REVISION'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** PENDIENTE until sent (ENVIADO), given up after its retries (FALLIDO) or not sent (OMITIDO). */
export const REMINDER_STATUSES = ['PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * Why a reminder was not sent (OMITIDO) or why its last attempt failed; the screen words each.
 * SMTP_REJECTED carries the server's reply code as `detail`. The WHATSAPP_ ones say why WhatsApp
 * did not take it (the Cloud API's error code as `detail`): kept when the e-mail went instead.
 */
export const REMINDER_REASONS = [
  'NO_EMAIL',
  'OPTED_OUT',
  'APPOINTMENT_MOVED',
  'APPOINTMENT_DELETED',
  'APPOINTMENT_CLOSED',
  'SMTP_REJECTED',
  'SMTP_UNREACHABLE',
  'SMTP_ERROR',
  'WHATSAPP_NOT_USER',
  'WHATSAPP_TEMPLATE',
  'WHATSAPP_STOPPED',
  'WHATSAPP_REFUSED',
  'WHATSAPP_UNREACHABLE',
  'WHATSAPP_UNCERTAIN',
] as const;
export type ReminderReason = (typeof REMINDER_REASONS)[number];

/** docs/api.md reminders/getTable; `from`/`to` are inclusive days on which a reminder goes out. */
export const reminderFilters = {
  branchId: idFilter(),
  customerId: idFilter(),
  kind: z.enum(REMINDER_KINDS).optional(),
  status: z.enum(REMINDER_STATUSES).optional(),
  channel: z.enum(REMINDER_CHANNELS).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
};

export const reminderSchema = z.object({
  id: z.number(),
  kind: z.enum(REMINDER_KINDS),
  status: z.enum(REMINDER_STATUSES),
  branch: refSchema,
  customer: refSchema,
  /** The day it goes out, `YYYY-MM-DD` in the clinic's time zone. */
  dueDate: z.string(),
  /** CITA: the appointment reminded, at the time it had when planned (clinic's wall clock). */
  appointment: z
    .object({ id: z.number().nullable(), date: z.string(), time: z.string() })
    .nullable(),
  reason: z.enum(REMINDER_REASONS).nullable(),
  detail: z.string().nullable(),
  /** WHATSAPP for a patient who agreed when it went out; EMAIL otherwise, or after a fallback. */
  channel: z.enum(REMINDER_CHANNELS),
  /** WhatsApp: the furthest its message got; null for an e-mail or before it went. */
  delivery: z.enum(WHATSAPP_DELIVERIES).nullable(),
  /** The appointment reminder's button the patient tapped, if any. */
  answer: z.enum(WHATSAPP_ANSWERS).nullable(),
  attempts: z.number(),
  /** ISO instant it was sent. */
  sentAt: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** POST reminders/run: the reminders it planned now (those planned before are not counted). */
export const reminderRunSchema = z.object({
  appointments: z.number(),
  recalls: z.number(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;
