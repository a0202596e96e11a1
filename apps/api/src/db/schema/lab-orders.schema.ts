import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches } from './geography.schema.js';
import { prescriptions } from './prescriptions.schema.js';
import { sales } from './sales.schema.js';

/** A laboratory (docs/rules.md, Lab orders): its lead days give an order's default promised date. */
export const laboratories = pgTable(
  'laboratories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }),
    phone: varchar('phone', { length: 10 }),
    leadDays: smallint('lead_days').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('laboratories_name_u550').on(sql`lower(trim(${t.name}))`),
    index('laboratories_name_idx').on(t.name, t.id),
    check('laboratories_lead_days', sql`${t.leadDays} between 0 and 60`),
  ],
);

/**
 * The lenses of a sale sent to a laboratory for one prescription of the sale's customer
 * (docs/rules.md, Lab orders). `serial` is gap-free per branch, given under the branch's lock; the
 * customer is the sale's, kept here so that a patient's orders are found without the sale.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    serial: integer('serial').notNull(),
    saleId: integer('shopping_id')
      .notNull()
      .references(() => sales.id),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id),
    status: varchar('status', { length: 20 }).notNull().default('PEDIDO'),
    promisedDate: date('promised_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('lab_orders_branch_serial_key').on(t.branchId, t.serial),
    // The board: a branch's orders by promised date, and by the table's default key `urgency`
    // (the days to a far date: descending, the soonest promised first).
    index('lab_orders_branch_promised_idx').on(t.branchId, t.promisedDate, t.id),
    index('lab_orders_promised_idx').on(t.promisedDate, t.id),
    index('lab_orders_branch_urgency_idx').on(
      t.branchId,
      sql`(date '9999-12-31' - ${t.promisedDate})`,
      t.id,
    ),
    index('lab_orders_urgency_idx').on(sql`(date '9999-12-31' - ${t.promisedDate})`, t.id),
    index('lab_orders_shopping_idx').on(t.saleId),
    index('lab_orders_prescription_idx').on(t.prescriptionId),
    index('lab_orders_customer_idx').on(t.customerId, t.id),
    check(
      'lab_orders_status',
      sql`${t.status} in ('PEDIDO', 'ENVIADO', 'RECIBIDO', 'ENTREGADO', 'CANCELADO')`,
    ),
  ],
);

/** An order's history: each stage it reached, when and by whom. One row per stage. */
export const labOrderStages = pgTable(
  'lab_order_stages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => labOrders.id),
    status: varchar('status', { length: 20 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byId: integer('by_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    // A stage is reached once: the last line behind the order's lock.
    uniqueIndex('lab_order_stages_order_status_key').on(t.orderId, t.status),
  ],
);
