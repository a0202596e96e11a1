import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  createPaymentSchema,
  PAYMENT_KINDS,
  paymentFilters,
  paymentSchema,
} from '@iris/domain/sales/payment.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { audits, payments, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource, insertValues, type ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { moveStatus } from '../../lib/recipe/status-moves.js';
import { openAuditOf, recomputePaid } from './sale-money.js';
import { paymentDeleted, paymentTaken } from './payment-hooks.js';
import { salesResource } from './sales.resource.js';
import { jsonDecimal } from '../../lib/json-decimal.js';

/**
 * A payment's base, VAT and total, by the database's numeric arithmetic (docs/rules.md): from the base
 * `amount`, VAT = round(amount x rate) and total = amount + VAT; from the `total` the customer
 * handed over, amount = round(total / (1 + rate)) and VAT the rest, so the drawer holds exactly
 * what was typed.
 */
function paymentMoney(input: { amount?: string | null; total?: string | null; vat_rate: string }) {
  const rate = sql`${input.vat_rate}::numeric`;
  if (input.total !== null && input.total !== undefined) {
    const amount = sql`round(${input.total}::numeric / (1 + ${rate}), 2)`;
    return { amount, vat: sql`${input.total}::numeric - ${amount}`, total: input.total };
  }
  if (input.amount === null || input.amount === undefined) throw new Error('no amount nor total');
  const vat = sql`round(${input.amount}::numeric * ${rate}, 2)`;
  return { amount: input.amount, vat, total: sql`${input.amount}::numeric + ${vat}` };
}

/** paid and the payment status of the sale (locked by the recipe as the payment's parent). */
async function settle(context: ResourceContext, saleId: number) {
  const before = await findVisible(context, salesResource, saleId);
  const to = await recomputePaid(context.db, saleId);
  await moveStatus(context, salesResource, { id: saleId, before: before.row }, to, 'payment');
}

/**
 * docs/rules.md: a payment is deleted only while its audit is open (share-locked, so a close waits),
 * and a refund is never deleted on its own.
 */
async function assertDeletable({ db }: ResourceContext, id: number) {
  const [payment] = await db
    .select({ kind: payments.kind, auditStatus: audits.status })
    .from(payments)
    .innerJoin(audits, eq(audits.id, payments.auditId))
    .where(eq(payments.id, id))
    .for('share', { of: audits });
  if (payment?.kind !== 'PAGO') throw new AppError('invalid_state');
  if (payment.auditStatus !== 'ABIERTA') throw new AppError('audit_closed');
}

/**
 * A sale's payments (docs/spec.md §2 payments tab; docs/api.md payments): taken while the sale is NUEVO (a
 * deposit) or EJECUTADO, in the audit open in its branch; vat and total are computed by the
 * database from the amount and the rate. Paid past the total is 524, also for payments sent at
 * once: the sale is locked by each, so they are summed one after the other.
 */
export const paymentsResource = defineResource({
  name: 'payments',
  messages: { created: 'paymentCreated', deleted: 'paymentDeleted' },
  table: payments,
  id: payments.id,
  scope: {
    kind: 'parent',
    parent: salesResource,
    column: payments.saleId,
    field: 'shopping',
    parentStates: ['NUEVO', 'EJECUTADO'],
  },
  rows: isNull(payments.deletedAt),
  softDelete: payments.deletedAt,
  endpoints: { getTable: true, create: true, delete: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: payments,
    joins: [
      { table: paymentMethods, on: eq(paymentMethods.id, payments.methodId) },
      { table: audits, on: eq(audits.id, payments.auditId) },
      { table: sales, on: eq(sales.id, payments.saleId) },
    ],
    fields: {
      id: payments.id,
      kind: payments.kind,
      methodId: payments.methodId,
      methodName: paymentMethods.name,
      amount: payments.amount,
      vatRate: payments.vatRate,
      vat: payments.vat,
      total: payments.total,
      date: payments.date,
      time: payments.time,
      auditId: payments.auditId,
      auditStatus: audits.status,
      saleId: payments.saleId,
      serial: sales.serial,
    },
    sortKeys: { id: payments.id, date: payments.date, total: payments.total },
    defaultSort: 'id',
    search: [],
  },
  filters: {
    shape: paymentFilters,
    where: (filters) => [eq(payments.saleId, filters.shoppingId)],
  },
  tableParents: [{ filter: 'shoppingId', to: salesResource }],
  item: paymentSchema,
  toItem: (row) => ({
    id: row.id,
    kind: row.kind === 'DEVOLUCION' ? 'DEVOLUCION' : PAYMENT_KINDS[0],
    method: { id: row.methodId, name: row.methodName },
    amount: jsonDecimal(row.amount),
    vat_rate: jsonDecimal(row.vatRate),
    vat: jsonDecimal(row.vat),
    total: jsonDecimal(row.total),
    date: row.date,
    time: row.time,
    audit: { id: row.auditId, status: row.auditStatus },
    shopping: { id: row.saleId, serial: row.serial },
    serial: row.serial,
  }),
  create: {
    schema: createPaymentSchema,
    async values(input, { db, session }) {
      const [sale] = await db
        .select({ branchId: sales.branchId })
        .from(sales)
        .where(eq(sales.id, input.shopping.id));
      if (!sale) throw new AppError('not_found');
      const auditId = await openAuditOf(db, sale.branchId);
      return insertValues(payments, {
        saleId: input.shopping.id,
        auditId,
        methodId: input.method.id,
        vatRate: input.vat_rate,
        ...paymentMoney(input),
        createdBy: session.id,
      });
    },
  },
  guard: (context, id) => assertDeletable(context, id),
  after: {
    insert: async (context, { id, input }) => {
      await settle(context, input.shopping.id);
      await paymentTaken.run(context, { paymentId: id, saleId: input.shopping.id });
    },
    delete: async (context, { id, before }) => {
      await context.db
        .update(payments)
        .set({ deletedBy: context.session.id })
        .where(and(eq(payments.id, id)));
      await settle(context, before.saleId);
      await paymentDeleted.run(context, { paymentId: id, saleId: before.saleId });
    },
  },
});
