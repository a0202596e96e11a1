import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES } from '@iris/domain/calendar/appointment-status';
import { users } from './accounts.schema.js';
import { appointmentTypes } from './catalogue.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches, eventColorEnum } from './geography.schema.js';

export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);

/**
 * A branch's calendar (docs/spec.md §3 Calendar event). Dates and times are the clinic's wall clock,
 * as staff enter them; `starts_at`/`ends_at` join them for comparisons. Two events of a branch
 * never start at the same minute (522), held by a unique index behind the check the API makes
 * under the branch's lock.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    startTime: time('start_time').notNull(),
    endDate: date('end_date').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: timestamp('starts_at').generatedAlwaysAs(
      (): SQL => sql`${calendarEvents.startDate} + ${calendarEvents.startTime}`,
    ),
    endsAt: timestamp('ends_at').generatedAlwaysAs(
      (): SQL => sql`${calendarEvents.endDate} + ${calendarEvents.endTime}`,
    ),
    color: eventColorEnum('color').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id').references(() => customers.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id),
    /** docs/rules.md, Calendar: the appointment's status, and the doctor of its branch who sees it. */
    status: appointmentStatusEnum('status').notNull().default('PROGRAMADA'),
    doctorId: integer('doctor_id').references(() => users.id),
    /** docs/rules.md WhatsApp: when the patient tapped _Necesito cambiarla_; null once cleared. */
    changeRequestedAt: timestamp('change_requested_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('calendar_events_branch_start_u522').on(t.branchId, t.startsAt),
    index('calendar_events_branch_range_idx').on(t.branchId, t.startsAt, t.endsAt),
    // What overlaps a range near today: the events that end after its start are few (this month
    // and what is booked ahead), where those that start before its end are the branch's history.
    index('calendar_events_branch_ends_idx').on(t.branchId, t.endsAt),
    index('calendar_events_customer_idx').on(t.customerId, t.startsAt),
    index('calendar_events_doctor_idx').on(t.doctorId, t.startsAt),
    // Tomorrow's appointments of every branch, which the reminders plan each day.
    index('calendar_events_starts_idx').on(t.startsAt),
    // The front desk's _Piden cambio_: few at any time, read on every dashboard.
    index('calendar_events_change_requested_idx')
      .on(t.branchId, t.startsAt)
      .where(sql`${t.changeRequestedAt} is not null`),
    check(
      'calendar_events_end_after_start',
      sql`${t.endDate} + ${t.endTime} > ${t.startDate} + ${t.startTime}`,
    ),
  ],
);

/** Every change of an appointment's status, stamped with who and when (kept in the history). */
export const calendarEventStatuses = pgTable(
  'calendar_event_statuses',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    status: appointmentStatusEnum('status').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    /** 'WHATSAPP' when the patient made the change by replying (changedBy is then null). */
    via: varchar('via', { length: 10 }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_event_statuses_event_idx').on(t.eventId, t.id),
    check('calendar_event_statuses_via', sql`${t.via} in ('WHATSAPP')`),
  ],
);
