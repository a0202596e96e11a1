import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.js';
import { paymentMethods, products } from './catalogue.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches } from './geography.schema.js';
import { storages } from './inventory.schema.js';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A branch's cash register (docs/rules.md, Sales, payments, audits): at most one ABIERTA per branch,
 * held by a partial unique index (`_u525`), so two openings at once cannot both win. Dates and
 * times are the clinic's (every session runs in its time zone). `expected_cash` is written when
 * it closes: a closed audit never changes again.
 */
export const audits = pgTable(
  'cash_audits',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: varchar('status', { length: 10 }).notNull().default('ABIERTA'),
    openAmount: money('open_amount').notNull(),
    openDate: date('open_date')
      .notNull()
      .default(sql`current_date`),
    openTime: time('open_time', { precision: 0 })
      .notNull()
      .default(sql`localtime(0)`),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    closeAmount: money('close_amount'),
    closeDate: date('close_date'),
    closeTime: time('close_time', { precision: 0 }),
    closedBy: integer('closed_by').references(() => users.id),
    expectedCash: money('expected_cash'),
    /** Its sales not cancelled when it closed: a later cancel of one does not rewrite its report. */
    salesCount: integer('sales_count'),
    /** Its sales still NUEVO when it closed, with what each had received (audit-summary.ts). */
    pendingSales: jsonb('pending_sales'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cash_audits_open_per_branch_u525')
      .on(t.branchId)
      .where(sql`${t.status} = 'ABIERTA'`),
    index('cash_audits_branch_date_idx').on(t.branchId, t.openDate, t.id),
    index('cash_audits_date_idx').on(t.openDate, t.id),
    check('cash_audits_status', sql`${t.status} in ('ABIERTA', 'CERRADA')`),
    check('cash_audits_open_amount', sql`${t.openAmount} >= 0`),
    check(
      'cash_audits_closed',
      sql`(${t.status} = 'CERRADA') = (${t.closeAmount} is not null and ${t.closeDate} is not null)`,
    ),
  ],
);

/**
 * A sale (docs/spec.md §3 Sale): `serial` is gap-free per branch, given under the branch's lock.
 * amount, total and paid are kept by the database from the lines and payments in the same
 * transaction that changes them; the CHECK `_c524` is the last line against an overpayment.
 */
export const sales = pgTable(
  'shoppings',
  {
    id: serial('id').primaryKey(),
    serial: integer('serial').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    salesmanId: integer('salesman_id')
      .notNull()
      .references(() => users.id),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    /** The storage its products left from when it was executed: a cancel puts them back there. */
    storageId: integer('storage_id').references(() => storages.id),
    date: date('date').notNull(),
    time: time('time').notNull(),
    amount: money('amount').notNull().default('0'),
    /** Percent, 0 to 100, two decimals. */
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    vat: smallint('vat').notNull().default(0),
    vatRequired: boolean('vat_required').notNull().default(false),
    total: money('total').notNull().default('0'),
    paid: money('paid').notNull().default('0'),
    status: varchar('status', { length: 20 }).notNull().default('NUEVO'),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('PENDIENTE'),
    /** What is still owed: a cancelled sale owes nothing (docs/rules.md), wherever it is read. */
    remaining: money('remaining')
      .notNull()
      .generatedAlwaysAs(sql`case when status = 'CANCELADO' then 0 else total - paid end`),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('shoppings_branch_serial_key').on(t.branchId, t.serial),
    index('shoppings_branch_idx').on(t.branchId, t.id),
    index('shoppings_branch_date_idx').on(t.branchId, t.date, t.id),
    index('shoppings_date_idx').on(t.date, t.id),
    // Every sort key of the sales table, with the id as tie-break, for all branches and for one.
    index('shoppings_serial_idx').on(t.serial, t.id),
    index('shoppings_total_idx').on(t.total, t.id),
    index('shoppings_branch_total_idx').on(t.branchId, t.total, t.id),
    index('shoppings_customer_idx').on(t.customerId, t.id),
    index('shoppings_audit_idx').on(t.auditId, t.id),
    check('shoppings_status', sql`${t.status} in ('NUEVO', 'EJECUTADO', 'CANCELADO')`),
    check(
      'shoppings_payment_status',
      sql`${t.paymentStatus} in ('PENDIENTE', 'ABONADO', 'PAGADO', 'CANCELADO')`,
    ),
    check('shoppings_vat', sql`${t.vat} in (0, 8, 16)`),
    check('shoppings_discount', sql`${t.discount} between 0 and 100`),
    check('shoppings_paid_c524', sql`${t.paid} >= 0 and ${t.paid} <= ${t.total}`),
  ],
);

/** A line of a sale: a product of the branch's default storage, its quantity and price. */
export const saleLines = pgTable(
  'shopping_details',
  {
    id: serial('id').primaryKey(),
    saleId: integer('shopping_id')
      .notNull()
      .references(() => sales.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('shopping_details_shopping_idx').on(t.saleId, t.id),
    index('shopping_details_product_idx').on(t.productId),
    check('shopping_details_qty', sql`${t.qty} > 0`),
    check('shopping_details_price', sql`${t.price} >= 0`),
  ],
);

/**
 * A payment (PAGO) or a refund (DEVOLUCION, negative, one per payment of a cancelled sale) in the
 * audit open when it was made. A deleted payment keeps its row, stamped with who and when: money
 * that passed through the drawer stays traceable.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('shopping_id')
      .notNull()
      .references(() => sales.id),
    auditId: integer('audit_id')
      .notNull()
      .references(() => audits.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    kind: varchar('kind', { length: 12 }).notNull().default('PAGO'),
    amount: money('amount').notNull(),
    vatRate: numeric('vat_rate', { precision: 3, scale: 2 }).notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    date: date('date')
      .notNull()
      .default(sql`current_date`),
    time: time('time', { precision: 0 })
      .notNull()
      .default(sql`localtime(0)`),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    refundOf: integer('refund_of'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    index('payments_shopping_idx').on(t.saleId, t.id),
    index('payments_audit_idx').on(t.auditId, t.methodId),
    index('payments_date_idx').on(t.date, t.id),
    // The payments report, newest first (date + time, then id), of every day and of one day:
    // page 1 and each batch of its CSV walk an index instead of sorting a branch's payments.
    index('payments_paid_at_idx')
      .on(sql`(${t.date} + ${t.time})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('payments_day_paid_at_idx')
      .on(t.date, sql`(${t.date} + ${t.time})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('payments_one_refund_key')
      .on(t.refundOf)
      .where(sql`${t.refundOf} is not null`),
    check('payments_kind', sql`${t.kind} in ('PAGO', 'DEVOLUCION')`),
    check('payments_vat_rate', sql`${t.vatRate} in (0, 0.08, 0.16)`),
    check(
      'payments_sign',
      sql`(${t.kind} = 'PAGO' and ${t.amount} > 0) or (${t.kind} = 'DEVOLUCION' and ${t.amount} < 0)`,
    ),
    check('payments_total', sql`${t.total} = ${t.amount} + ${t.vat}`),
  ],
);
