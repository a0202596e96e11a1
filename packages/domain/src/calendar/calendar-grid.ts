import { z } from 'zod';
import { dateField, idField, wholeNumber } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { APPOINTMENT_STATUSES } from './appointment-status.js';
import { EVENT_COLOR_KEYS } from './event-colors.js';

/** The longest range getGrid answers: a month view's six weeks and then some. */
export const GRID_MAX_DAYS = 62;
/** The events a month view's day draws before its "+N más", which opens the day. */
export const MONTH_PER_DAY = 3;
/** The most events a day of the range may be asked to carry (`perDay`). */
export const GRID_MAX_PER_DAY = 20;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * POST branches-calendar/getGrid: the days a calendar view shows, first and last included; a
 * doctor's events only (or those without one, `none`); and, for a month view, which draws a few
 * events a day and how many more there are, the first `perDay` events of each day by start (0:
 * only the counts, a phone's month).
 */
export const gridQuerySchema = z
  .object({
    branchId: idField(),
    from: dateField(),
    to: dateField(),
    doctor: z.union([idField(), z.literal('none')]).optional(),
    perDay: wholeNumber(0, GRID_MAX_PER_DAY).optional(),
    /** Only the appointments whose patient asked, by WhatsApp, to change them. */
    changeRequested: z.boolean().nullable().optional(),
  })
  .refine((query) => query.from <= query.to, { message: m('endAfterStart'), path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) < GRID_MAX_DAYS, {
    message: m('maxValue', { max: GRID_MAX_DAYS }),
    path: ['to'],
  });
export type GridQuery = z.infer<typeof gridQuerySchema>;

/**
 * An event as the month and day views draw it, and no more: its span (`YYYY-MM-DDTHH:mm`, the
 * clinic's wall clock), name, colour and status, its patient's and doctor's names. The dialog
 * that opens it reads the whole event (POST branches-calendar/get/{id}).
 */
export const gridEventSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  color: z.enum(EVENT_COLOR_KEYS),
  /** docs/rules.md: PROGRAMADA, CONFIRMADA, LLEGO, ATENDIDA or NO_ASISTIO. */
  status: z.enum(APPOINTMENT_STATUSES),
  /** The patient's full name; null for an event without one (a meeting, a blocked hour). */
  customer: z.string().nullable(),
  doctorId: z.number().nullable(),
  doctor: z.string().nullable(),
  /** docs/rules.md WhatsApp: the patient tapped _Necesito cambiarla_ (until the front desk clears it). */
  changeRequested: z.boolean(),
});
export type GridEvent = z.infer<typeof gridEventSchema>;

/** getGrid's answer: the events, and how many start on each day of the range (days with none left out). */
export const gridAnswerSchema = z.object({
  data: z.array(gridEventSchema),
  days: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type GridAnswer = z.infer<typeof gridAnswerSchema>;
