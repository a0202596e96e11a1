import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, relation, requiredText, timeField } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { APPOINTMENT_STATUSES } from './appointment-status.js';
import { eventColorField } from './event-color-field.js';
import { EVENT_COLOR_KEYS } from './event-colors.js';

/** docs/spec.md §9: the day view's 15-minute intervals, 28 px each; without hours, 68 from the 24th. */
export const SLOT_MINUTES = 15;
export const SLOT_HEIGHT_PX = 28;
export const DEFAULT_FIRST_SLOT = 24;
export const DEFAULT_SLOTS = 68;

const HH_MM = (time: string) => time.slice(0, 5);
/** `YYYY-MM-DD` + `HH:mm` as a comparable key (the clinic's wall clock). */
const instant = (date: string, time: string) => `${date}T${HH_MM(time)}`;

interface Span {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

/** docs/rules.md, Calendar: the end comes after the start. */
export const endsAfterStart = (span: Span) =>
  instant(span.end_date, span.end_time) > instant(span.start_date, span.start_time);

const spanFields = {
  start_date: dateField(),
  start_time: timeField(),
  end_date: dateField(),
  end_time: timeField(),
};

const withOrderedSpan = <T extends z.ZodType<Span>>(schema: T) =>
  schema.refine(endsAfterStart, { message: m('endAfterStart'), path: ['end_time'] });

const eventFields = {
  name: requiredText(150),
  description: requiredText(1000),
  ...spanFields,
  color: eventColorField(),
  type: relation(),
  /** An appointment is a patient's; a blocked hour (a meeting) has none. */
  customer: relation().nullable().optional(),
  /** docs/rules.md: the doctor of the event's branch who sees the patient, if one is named. */
  doctor: relation().nullable().optional(),
  /** Book even if the start falls inside another event (523) or outside the branch's hours. */
  force: z.boolean().optional(),
};

/** An event's own fields, as its dialog edits them (the branch and the id come from the page). */
export const eventFormSchema = withOrderedSpan(z.object(eventFields));
export type EventFormValues = z.output<typeof eventFormSchema>;

/** docs/spec.md §5 Calendar; docs/api.md branches-calendar/create. */
export const createEventSchema = withOrderedSpan(z.object({ ...eventFields, branch: relation() }));
export type CreateEventInput = z.input<typeof createEventSchema>;

/** An event stays in its branch. */
export const updateEventSchema = withOrderedSpan(z.object({ id: idField(), ...eventFields }));
export type UpdateEventInput = z.input<typeof updateEventSchema>;

/** POST branches-calendar/validateDates; `id` leaves the event being edited out of the check. */
export const validateDatesSchema = withOrderedSpan(
  z.object({ branchId: idField(), id: idField().optional(), ...spanFields }),
);

export const validateDatesAnswerSchema = z.object({
  result: z.boolean(),
  /** 522 and 523 first (a clash), then `outside_hours`. */
  codeError: z.union([z.literal(522), z.literal(523), z.literal('outside_hours')]).nullable(),
  /** The clashing event's start, for the message (docs/spec.md §8: 522 shows the date and time). */
  date: z.string().nullable(),
  time: z.string().nullable(),
  /** The clashing event's end and its patient, so that the warning names who is booked. */
  end_time: z.string().nullable(),
  customer: z.string().nullable(),
  /** Whether the span leaves the branch's opening hours, even when a clash is answered first. */
  outsideHours: z.boolean(),
  /** The branch's opening hours (`HH:mm`), null when the branch has none that make a day. */
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
});
export type ValidateDatesAnswer = z.infer<typeof validateDatesAnswerSchema>;

/** POST getData: a month of the branch, or the visible range of a month view (`from`–`to`). */
export const monthQuerySchema = z
  .object({
    branchId: idField(),
    month: z
      .number()
      .int()
      .min(1, m('minValue', { min: 1 }))
      .max(12, m('maxValue', { max: 12 })),
    year: z
      .number()
      .int()
      .min(2000, m('minValue', { min: 2000 }))
      .max(2100, m('maxValue', { max: 2100 })),
    from: dateField().optional(),
    to: dateField().optional(),
    /** Only the appointments whose patient asked, by WhatsApp, to change them (true). */
    changeRequested: z.boolean().nullable().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m('endAfterStart'),
    path: ['to'],
  });

export const dayQuerySchema = z.object({ branchId: idField(), date: dateField() });

/** An event in both of docs/spec.md §3's forms: stored (start_date …) and listing (title, date …). */
export const calendarEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  color: z.enum(EVENT_COLOR_KEYS),
  branch: z.object({ id: z.number() }),
  customer: refSchema.nullable(),
  type: refSchema,
  title: z.string(),
  details: z.string(),
  date: z.string(),
  time: z.string(),
  bgcolor: z.string(),
  branchId: z.number(),
  customerId: z.number().nullable(),
  typeId: z.number(),
  /** docs/rules.md: PROGRAMADA, CONFIRMADA, LLEGO, ATENDIDA or NO_ASISTIO. */
  status: z.enum(APPOINTMENT_STATUSES),
  doctor: refSchema.nullable(),
  doctorId: z.number().nullable(),
  /** docs/rules.md WhatsApp: the patient tapped _Necesito cambiarla_; cleared by the front desk. */
  changeRequested: z.boolean(),
  /** How the appointment reached CONFIRMADA when the patient did it: 'WHATSAPP'; null otherwise. */
  confirmedVia: z.literal('WHATSAPP').nullable(),
  /** Minutes from start to end, and the calendar days it spans (1 for a same-day event). */
  duration: z.number(),
  days: z.number(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** PUT branches-calendar/status: one step of the appointment's status (appointment-status.ts). */
export const statusChangeSchema = z.object({
  id: idField(),
  status: z.enum(APPOINTMENT_STATUSES, { error: () => m('oneOf') }),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** PUT branches-calendar/clearChangeRequest: the front desk called the patient back. */
export const clearChangeRequestSchema = z.object({ id: idField() });

/** The first appointment booked with a new patient (docs/api.md customers/create `appointment`). */
export const firstAppointmentSchema = withOrderedSpan(
  z.object({ ...spanFields, type: relation(), force: z.boolean().optional() }),
);
export type FirstAppointmentInput = z.input<typeof firstAppointmentSchema>;
