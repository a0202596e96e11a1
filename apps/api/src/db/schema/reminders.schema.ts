import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { calendarEvents } from './calendar.schema.js';
import { customers } from './customers.schema.js';
import { branches } from './geography.schema.js';
import { prescriptions } from './prescriptions.schema.js';

/**
 * A reminder e-mail (docs/rules.md, Reminders and recalls), planned on the day it goes out. `key` names
 * what it reminds — an appointment at one time, a patient's recall of one year — so that planning
 * it again, in another replica or after a restart, finds it instead of adding a second.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PENDIENTE'),
    key: varchar('key', { length: 100 }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** CITA: the appointment (null once it is deleted) and its start when planned. */
    eventId: integer('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
    appointmentAt: timestamp('appointment_at', { mode: 'string' }),
    /** REVISION: the latest prescription when planned. */
    prescriptionId: integer('prescription_id').references(() => prescriptions.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** docs/rules.md WhatsApp: WHATSAPP once its message is claimed; EMAIL otherwise or after a fallback. */
    channel: varchar('channel', { length: 10 }).notNull().default('EMAIL'),
    reason: varchar('reason', { length: 30 }),
    detail: varchar('detail', { length: 200 }),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_key_u').on(t.key),
    index('reminders_due_idx').on(t.dueDate, t.id),
    index('reminders_branch_due_idx').on(t.branchId, t.dueDate, t.id),
    index('reminders_customer_idx').on(t.customerId, t.kind, t.dueDate),
    index('reminders_event_idx').on(t.eventId),
    check('reminders_channel', sql`${t.channel} in ('EMAIL', 'WHATSAPP')`),
    check('reminders_kind', sql`${t.kind} in ('CITA', 'REVISION')`),
    check('reminders_status', sql`${t.status} in ('PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO')`),
    check(
      'reminders_what',
      sql`(${t.kind} = 'CITA' and ${t.appointmentAt} is not null) or (${t.kind} = 'REVISION' and ${t.prescriptionId} is not null)`,
    ),
  ],
);
