import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.schema.js';
import { branches } from './geography.schema.js';
import { labOrders } from './lab-orders.schema.js';
import { reminders } from './reminders.schema.js';

/**
 * A WhatsApp message Iris sends (docs/rules.md WhatsApp). `key` names what it is about — a reminder,
 * a lab order's glasses ready, a BAJA answered — and is claimed before the Cloud API is called, so
 * that a retry, a second replica or a restart finds it instead of sending a second. `waId` is the
 * id Meta answered with; its webhook's statuses find the message by it.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    /** CITA, REVISION (reminders), LISTOS (glasses ready), BAJA (the answer to a stop). */
    kind: varchar('kind', { length: 10 }).notNull(),
    category: varchar('category', { length: 10 }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    reminderId: integer('reminder_id').references(() => reminders.id),
    labOrderId: integer('lab_order_id').references(() => labOrders.id),
    waId: varchar('wa_id', { length: 128 }),
    /** ENVIANDO while the call is under way, then as far as Meta's statuses got. */
    status: varchar('status', { length: 10 }).notNull().default('ENVIANDO'),
    reason: varchar('reason', { length: 30 }),
    /** The Cloud API's error code of a failure (never its text: it may quote the number). */
    errorCode: integer('error_code'),
    /** The quick-reply button the patient tapped (the appointment reminder's). */
    answer: varchar('answer', { length: 10 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_key_u').on(t.key),
    uniqueIndex('whatsapp_messages_wa_id_u').on(t.waId),
    index('whatsapp_messages_reminder_idx').on(t.reminderId),
    index('whatsapp_messages_lab_order_idx').on(t.labOrderId),
    // The costs: a period's messages of a branch, or of every branch.
    index('whatsapp_messages_sent_idx').on(t.sentAt),
    index('whatsapp_messages_branch_sent_idx').on(t.branchId, t.sentAt),
    check('whatsapp_messages_kind', sql`${t.kind} in ('CITA', 'REVISION', 'LISTOS', 'BAJA')`),
    check('whatsapp_messages_category', sql`${t.category} in ('UTILITY', 'MARKETING', 'SERVICE')`),
    check(
      'whatsapp_messages_status',
      sql`${t.status} in ('ENVIANDO', 'ENVIADO', 'ENTREGADO', 'LEIDO', 'FALLIDO')`,
    ),
    check('whatsapp_messages_answer', sql`${t.answer} in ('CONFIRMAR', 'CAMBIAR')`),
  ],
);

/**
 * The patients' messages (button taps, BAJA) already read: Meta delivers a webhook at least once,
 * so a message id seen before is not acted on again.
 */
export const whatsappInbound = pgTable('whatsapp_inbound', {
  waId: varchar('wa_id', { length: 128 }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A status Meta reported for a message id Iris has not recorded yet (its webhook can overtake the
 * answer to the send): applied when the id is recorded, so no status is lost to the race.
 */
export const whatsappEarlyStatuses = pgTable(
  'whatsapp_early_statuses',
  {
    waId: varchar('wa_id', { length: 128 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    errorCode: integer('error_code'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.waId, t.status] }),
    index('whatsapp_early_statuses_received_idx').on(t.receivedAt),
  ],
);
