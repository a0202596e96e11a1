import { and, eq, gte, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idField, relation, wholeNumber } from '@iris/domain/common/fields';
import { idFilter } from '@iris/domain/common/table';
import { movementStatus } from '@iris/domain/inventory/movement-status';
import { paymentStatus, paymentStatusOf } from '@iris/domain/sales/payment-status';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import {
  defineAction,
  defineResource,
  insertValues,
  updateValues,
  type ResourceContext,
} from '../lib/recipe/resource.js';
import { moveStatus } from '../lib/recipe/status-moves.js';

/*
 * Two resources declared only for the recipe's own tests: an order of a branch that moves through
 * the movement state machine and takes stock out of its branch when executed, and its lines, a
 * child resource. They exercise what the domain resources will declare: scope, parent, references,
 * actions with row locks and state machines.
 */
export const fixtureOrders = pgTable('recipe_fixture_orders', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id').notNull(),
  note: text('note').notNull(),
  status: text('status').notNull().default('NUEVO'),
  paymentStatus: text('payment_status').notNull().default('PENDIENTE'),
  total: integer('total').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  updatedAt: timestamp('updated_at').notNull().defaultNow(),
});

export const fixtureLines = pgTable('recipe_fixture_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  qty: integer('qty').notNull(),
});

export const fixtureStock = pgTable('recipe_fixture_stock', {
  branchId: integer('branch_id').primaryKey(),
  qty: integer('qty').notNull(),
});

export async function createFixtureTables(db: Db) {
  await db.execute(sql`
    create table recipe_fixture_orders (
      id serial primary key,
      branch_id integer not null references branches(id),
      note text not null,
      status text not null default 'NUEVO',
      payment_status text not null default 'PENDIENTE',
      total integer not null default 0,
      paid integer not null default 0,
      updated_at timestamp not null default now()
    )`);
  await db.execute(sql`
    create table recipe_fixture_lines (
      id serial primary key,
      order_id integer not null references recipe_fixture_orders(id),
      qty integer not null check (qty > 0)
    )`);
  await db.execute(sql`
    create table recipe_fixture_payments (
      id serial primary key,
      order_id integer not null references recipe_fixture_orders(id),
      amount integer not null check (amount > 0)
    )`);
  // The last line of defence, as the real stock table will have: never below zero.
  await db.execute(sql`
    create table recipe_fixture_stock (
      branch_id integer primary key references branches(id),
      qty integer not null check (qty >= 0)
    )`);
}

const orderBody = { note: z.string().trim().min(1).max(100), branch: relation() };

export const ordersResource = defineResource({
  name: 'fixture-orders',
  table: fixtureOrders,
  id: fixtureOrders.id,
  scope: { kind: 'branch', column: fixtureOrders.branchId },
  status: { column: fixtureOrders.status, machine: movementStatus },
  statuses: { payment: { column: fixtureOrders.paymentStatus, machine: paymentStatus } },
  endpoints: { getTable: true, get: true, create: true, update: true, delete: true },
  writeRoles: ['super_admin', 'doctor', 'receptionist'],
  list: {
    table: fixtureOrders,
    fields: {
      id: fixtureOrders.id,
      note: fixtureOrders.note,
      status: fixtureOrders.status,
      branchId: fixtureOrders.branchId,
    },
    sortKeys: { id: fixtureOrders.id, note: fixtureOrders.note },
    defaultSort: 'id',
    search: [fixtureOrders.note],
  },
  item: z.object({ id: z.number(), note: z.string(), status: z.string(), branchId: z.number() }),
  toItem: (row) => row,
  create: {
    schema: z.object(orderBody),
    values: (input) => insertValues(fixtureOrders, { note: input.note, branchId: input.branch.id }),
  },
  update: {
    schema: z.object({ id: idField(), ...orderBody }),
    values: (input) => updateValues(fixtureOrders, { note: input.note, branchId: input.branch.id }),
  },
  references: [{ field: 'branch', to: 'branch' }],
  actions: [
    defineAction(fixtureOrders, {
      name: 'executed',
      method: 'PUT',
      idIn: 'body',
      roles: ['super_admin', 'doctor', 'receptionist'],
      to: 'EJECUTADO',
      // Takes each line out of the branch's stock; the first that does not fit undoes them all.
      async run({ db }, { id }) {
        const lines = await db
          .select({ qty: fixtureLines.qty, branchId: fixtureOrders.branchId })
          .from(fixtureLines)
          .innerJoin(fixtureOrders, eq(fixtureOrders.id, fixtureLines.orderId))
          .where(eq(fixtureLines.orderId, id));
        for (const line of lines) {
          const taken = await db
            .update(fixtureStock)
            .set({ qty: sql`${fixtureStock.qty} - ${line.qty}` })
            .where(and(eq(fixtureStock.branchId, line.branchId), gte(fixtureStock.qty, line.qty)))
            .returning({ qty: fixtureStock.qty });
          if (taken.length === 0) throw new AppError(666);
        }
      },
    }),
    defineAction(fixtureOrders, {
      name: 'cancel',
      method: 'PUT',
      idIn: 'params',
      roles: ['super_admin', 'doctor', 'receptionist'],
      to: 'CANCELADO',
      // What the order was when it was cancelled stays in its note: the row as it was read.
      async run({ db }, { id, before }) {
        await db
          .update(fixtureOrders)
          .set({ note: `${before.note} (ERA ${before.status})` })
          .where(eq(fixtureOrders.id, id));
      },
    }),
    // A move of the second machine: marks the order paid whatever its main status.
    defineAction(fixtureOrders, {
      name: 'settle',
      method: 'PUT',
      idIn: 'body',
      roles: ['super_admin', 'doctor', 'receptionist'],
      machine: 'payment',
      to: 'PAGADO',
    }),
  ],
});

/** The order's total, summed again from its lines inside the line's write (its parent locked). */
async function recomputeTotal(db: Db, orderId: number) {
  const lineSum = db
    .select({ total: sql<number>`coalesce(sum(${fixtureLines.qty}), 0)` })
    .from(fixtureLines)
    .where(eq(fixtureLines.orderId, orderId));
  const [order] = await db
    .update(fixtureOrders)
    .set({ total: sql`(${lineSum})` })
    .where(eq(fixtureOrders.id, orderId))
    .returning({ total: fixtureOrders.total });
  // A hook's refusal undoes the write it follows.
  if ((order?.total ?? 0) > 1000) throw new AppError('invalid_amount');
}

const lineBody = { order: relation(), qty: wholeNumber(1, 1000) };

export const linesResource = defineResource({
  name: 'fixture-lines',
  table: fixtureLines,
  id: fixtureLines.id,
  scope: { kind: 'parent', parent: ordersResource, column: fixtureLines.orderId, field: 'order' },
  endpoints: { getTable: true, create: true, update: true, delete: true },
  writeRoles: ['super_admin', 'doctor', 'receptionist'],
  list: {
    table: fixtureLines,
    fields: { id: fixtureLines.id, orderId: fixtureLines.orderId, qty: fixtureLines.qty },
    sortKeys: { id: fixtureLines.id, qty: fixtureLines.qty },
    defaultSort: 'id',
    search: [],
  },
  filters: {
    shape: { orderId: idFilter() },
    where: (filters) => [
      filters.orderId === undefined ? undefined : eq(fixtureLines.orderId, filters.orderId),
    ],
  },
  item: z.object({ id: z.number(), orderId: z.number(), qty: z.number() }),
  toItem: (row) => row,
  create: {
    schema: z.object(lineBody),
    values: (input) => insertValues(fixtureLines, { orderId: input.order.id, qty: input.qty }),
  },
  update: {
    schema: z.object({ id: idField(), ...lineBody }),
    values: (input) => updateValues(fixtureLines, { orderId: input.order.id, qty: input.qty }),
  },
  after: {
    insert: ({ db }, { input }) => recomputeTotal(db, input.order.id),
    update: async ({ db }, { before, input }) => {
      await recomputeTotal(db, input.order.id);
      if (before.orderId !== input.order.id) await recomputeTotal(db, before.orderId);
    },
    delete: ({ db }, { before }) => recomputeTotal(db, before.orderId),
  },
});

export const fixturePayments = pgTable('recipe_fixture_payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  amount: integer('amount').notNull(),
});

/** The paid amount and the payment status, from the order's payments, checked by its machine. */
async function recomputePaid(context: ResourceContext, orderId: number) {
  const [before] = await context.db
    .select()
    .from(fixtureOrders)
    .where(eq(fixtureOrders.id, orderId));
  if (!before) return;
  // Amounts are integer cents, summed and compared by the database: no float touches money.
  const paidSum = context.db
    .select({ paid: sql`coalesce(sum(${fixturePayments.amount}), 0)` })
    .from(fixturePayments)
    .where(eq(fixturePayments.orderId, orderId));
  const [order] = await context.db
    .update(fixtureOrders)
    .set({ paid: sql`(${paidSum})` })
    .where(eq(fixtureOrders.id, orderId))
    .returning({
      paid: fixtureOrders.paid,
      total: fixtureOrders.total,
      over: sql<boolean>`${fixtureOrders.paid} > ${fixtureOrders.total}`,
    });
  if (!order || order.over) throw new AppError('invalid_amount');
  const to = paymentStatusOf(order.paid, order.total);
  await moveStatus(context, ordersResource, { id: orderId, before }, to, 'payment');
}

/** Payments of an order: taken while it is NUEVO or EJECUTADO, never once CANCELADO. */
export const paymentsResource = defineResource({
  name: 'fixture-payments',
  table: fixturePayments,
  id: fixturePayments.id,
  scope: {
    kind: 'parent',
    parent: ordersResource,
    column: fixturePayments.orderId,
    field: 'order',
    parentStates: ['NUEVO', 'EJECUTADO'],
  },
  endpoints: { create: true, delete: true },
  writeRoles: ['super_admin', 'doctor', 'receptionist'],
  list: {
    table: fixturePayments,
    fields: { id: fixturePayments.id, orderId: fixturePayments.orderId },
    sortKeys: { id: fixturePayments.id },
    defaultSort: 'id',
    search: [],
  },
  item: z.object({ id: z.number(), orderId: z.number() }),
  toItem: (row) => row,
  create: {
    schema: z.object({ order: relation(), amount: wholeNumber(1, 100000) }),
    values: (input) =>
      insertValues(fixturePayments, { orderId: input.order.id, amount: input.amount }),
  },
  after: {
    insert: (context, { input }) => recomputePaid(context, input.order.id),
    delete: (context, { before }) => recomputePaid(context, before.orderId),
  },
});
