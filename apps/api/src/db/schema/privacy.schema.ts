import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PersonalData } from '@iris/domain/privacy/arco.schemas';
import { users } from './accounts.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches } from './geography.schema.js';

/**
 * The versions of the chain's aviso de privacidad (docs/rules.md, Privacy and accounts): numbered
 * 1, 2, 3… and never changed; the current one is the highest.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_notices_version_u').on(t.version),
    check('privacy_notices_version_positive', sql`${t.version} > 0`),
  ],
);

/**
 * Every acceptance of the aviso by a patient, kept (a new version erases none). `latest` marks the
 * patient's newest one, which customers' table reads through its partial unique index: one index
 * lookup per row of the page.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => privacyNotices.id),
    version: integer('version').notNull(),
    way: varchar('way', { length: 10 }).notNull(),
    sensitive: boolean('sensitive').notNull(),
    latest: boolean('latest').notNull().default(true),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('customer_consents_latest_u')
      .on(t.customerId)
      .where(sql`${t.latest}`),
    index('customer_consents_customer_idx').on(t.customerId, t.id),
    check('customer_consents_way', sql`${t.way} in ('PAPEL', 'PANTALLA')`),
  ],
);

/**
 * The patients' ARCO requests (docs/rules.md, Privacy and accounts): in the patient's branch, due
 * 20 business days after they were received; `warning_date` is the first day one open shows as
 * "por vencer". A RECTIFICACION keeps the patient's data as registered and as resolved.
 */
export const arcoRequests = pgTable(
  'arco_requests',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 15 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ABIERTA'),
    receivedAt: date('received_at').notNull(),
    dueDate: date('due_date').notNull(),
    warningDate: date('warning_date').notNull(),
    notes: text('notes'),
    resolution: text('resolution'),
    dataBefore: jsonb('data_before').$type<PersonalData>(),
    dataAfter: jsonb('data_after').$type<PersonalData>(),
    createdBy: integer('created_by').references(() => users.id),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('arco_requests_branch_idx').on(t.branchId, t.id),
    index('arco_requests_customer_idx').on(t.customerId, t.id),
    index('arco_requests_due_idx').on(t.dueDate, t.id),
    index('arco_requests_branch_due_idx').on(t.branchId, t.dueDate, t.id),
    index('arco_requests_open_idx')
      .on(t.warningDate, t.id)
      .where(sql`${t.status} = 'ABIERTA'`),
    check(
      'arco_requests_kind',
      sql`${t.kind} in ('ACCESO', 'RECTIFICACION', 'CANCELACION', 'OPOSICION')`,
    ),
    check('arco_requests_status', sql`${t.status} in ('ABIERTA', 'RESUELTA')`),
    check(
      'arco_requests_resolved',
      sql`${t.status} <> 'RESUELTA' or (${t.resolvedAt} is not null and ${t.resolution} is not null)`,
    ),
  ],
);
