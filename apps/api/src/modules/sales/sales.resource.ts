import { eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  createSaleSchema,
  PAYMENT_FILTERS,
  saleFilters,
  saleSchema,
  updateSaleSchema,
} from '@iris/domain/sales/sale.schemas';
import { paymentStatus } from '@iris/domain/sales/payment-status';
import { saleStatus } from '@iris/domain/sales/sale-status';
import { ROLES } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { saleLines, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  defineAction,
  defineResource,
  insertValues,
  updateValues,
} from '../../lib/recipe/resource.js';
import { moveStatus } from '../../lib/recipe/status-moves.js';
import { customersResource } from '../customers/customers.resource.js';
import { saleTotals, salesCsv } from './sales-report.csv.js';
import { cancelSale, executeSale } from './sale-execution.js';
import { saleInvoiceOf, saleInvoiceSql } from './sale-invoice.js';
import { lockBranch, openAuditOf, recomputeTotals } from './sale-money.js';
import { jsonDecimal } from '../../lib/json-decimal.js';
import { personNameSql } from '../../lib/person-name.js';

const salesman = alias(users, 'salesman');
const fullName = (table: typeof customers | typeof salesman) => personNameSql(table);
// The outer sale is named in full: a one-table query renders its columns unqualified.
const linesOf = sql<number>`(select count(*)::int from ${saleLines} as d
  where d.shopping_id = ${sql.raw('"shoppings"."id"')})`;

/** docs/rules.md: vat_required false means VAT 0; otherwise the VAT given, or the customer's (16). */
function vatOf(required: boolean, vat: number | null | undefined, customerVat: number | null) {
  return required ? (vat ?? customerVat ?? 16) : 0;
}

async function customerOf(db: Db, id: number) {
  const [customer] = await db
    .select({
      branchId: customers.branchId,
      vatRequired: customers.vatRequired,
      vat: customers.vat,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) throw new AppError('not_found');
  return customer;
}

/**
 * A sale (docs/spec.md §2–§4; docs/rules.md, Sales, payments, audits): created NUEVO in its customer's
 * branch, with the branch's next serial (under the branch's lock) and the audit open there;
 * changed while NUEVO; executed (stock out of the default storage) or cancelled (stock back,
 * payments refunded). Its amounts are kept by sale-money.ts.
 */
export const salesResource = defineResource({
  name: 'shoppings',
  messages: { created: 'saleCreated', updated: 'saleUpdated' },
  table: sales,
  id: sales.id,
  scope: { kind: 'branch', column: sales.branchId },
  status: { column: sales.status, machine: saleStatus },
  statuses: { payment: { column: sales.paymentStatus, machine: paymentStatus } },
  endpoints: { getTable: true, get: true, create: true, update: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: sales,
    joins: [
      { table: branches, on: eq(branches.id, sales.branchId) },
      { table: customers, on: eq(customers.id, sales.customerId) },
      { table: salesman, on: eq(salesman.id, sales.salesmanId) },
    ],
    fields: {
      id: sales.id,
      serial: sales.serial,
      branchId: sales.branchId,
      branchName: branches.name,
      customerId: sales.customerId,
      customerName: fullName(customers),
      salesmanId: sales.salesmanId,
      salesmanName: fullName(salesman),
      auditId: sales.auditId,
      date: sales.date,
      time: sales.time,
      amount: sales.amount,
      discount: sales.discount,
      vat: sales.vat,
      vatRequired: sales.vatRequired,
      total: sales.total,
      paid: sales.paid,
      remaining: sales.remaining,
      status: sales.status,
      paymentStatus: sales.paymentStatus,
      lines: linesOf,
      invoice: saleInvoiceSql,
    },
    sortKeys: {
      id: sales.id,
      serial: sales.serial,
      date: sales.date,
      total: sales.total,
    },
    defaultSort: 'id',
    search: { document: customers.searchDoc },
  },
  filters: {
    shape: saleFilters,
    where: (filters) => {
      const paying = filters.paymentStatus ? PAYMENT_FILTERS[filters.paymentStatus] : null;
      return [
        filters.branchId === undefined ? undefined : eq(sales.branchId, filters.branchId),
        filters.customerId === undefined ? undefined : eq(sales.customerId, filters.customerId),
        filters.salesmanId === undefined ? undefined : eq(sales.salesmanId, filters.salesmanId),
        filters.auditId === undefined ? undefined : eq(sales.auditId, filters.auditId),
        filters.status === undefined ? undefined : eq(sales.status, filters.status),
        paying === null ? undefined : eq(sales.paymentStatus, paying),
        filters.from === undefined ? undefined : gte(sales.date, filters.from),
        filters.to === undefined ? undefined : lte(sales.date, filters.to),
      ];
    },
  },
  tableParents: [
    { filter: 'branchId', to: 'branch' },
    { filter: 'customerId', to: customersResource },
  ],
  // The sales report's totals row and CSV (POST shoppings/getSalesCsv): sales-report.csv.ts.
  totals: saleTotals,
  csv: salesCsv,
  item: saleSchema,
  toItem: (row) => ({
    id: row.id,
    serial: row.serial,
    branch: { id: row.branchId, name: row.branchName },
    branchId: row.branchId,
    customer: { id: row.customerId, name: row.customerName },
    customerId: row.customerId,
    salesman: { id: row.salesmanId, name: row.salesmanName },
    audit: { id: row.auditId },
    date: row.date,
    time: row.time.slice(0, 5),
    amount: jsonDecimal(row.amount),
    discount: jsonDecimal(row.discount),
    vat: row.vat,
    vat_required: row.vatRequired,
    total: jsonDecimal(row.total),
    paid: jsonDecimal(row.paid),
    remaining: jsonDecimal(row.remaining),
    status: saleStatus.isState(row.status) ? row.status : saleStatus.initial,
    paymentStatus: paymentStatus.isState(row.paymentStatus)
      ? row.paymentStatus
      : paymentStatus.initial,
    lines: row.lines,
    invoice: saleInvoiceOf(row.invoice),
  }),
  create: {
    schema: createSaleSchema,
    async values(input, { db, session }) {
      const customer = await customerOf(db, input.customer.id);
      if (input.branch && input.branch.id !== customer.branchId) {
        throw new AppError('invalid_input', {
          errors: [{ field: 'branch.id', message: 'validation.invalid' }],
        });
      }
      await lockBranch(db, customer.branchId);
      const auditId = await openAuditOf(db, customer.branchId);
      const [next] = await db
        .select({ serial: sql<number>`coalesce(max(${sales.serial}), 0)::int + 1` })
        .from(sales)
        .where(eq(sales.branchId, customer.branchId));
      const vatRequired = input.vat_required ?? customer.vatRequired;
      return insertValues(sales, {
        serial: next?.serial ?? 1,
        branchId: customer.branchId,
        customerId: input.customer.id,
        salesmanId: session.id,
        auditId,
        date: input.date,
        time: input.time,
        discount: input.discount ?? '0',
        vatRequired,
        vat: vatOf(vatRequired, input.vat, customer.vat),
      });
    },
  },
  update: {
    schema: updateSaleSchema,
    async values(input, { db }) {
      const [sale] = await db
        .select({
          vatRequired: sales.vatRequired,
          vat: sales.vat,
          customerVat: customers.vat,
        })
        .from(sales)
        .innerJoin(customers, eq(customers.id, sales.customerId))
        .where(eq(sales.id, input.id));
      const vatRequired = input.vat_required ?? sale?.vatRequired ?? false;
      // A sale that already charged VAT keeps its rate unless another is given; one that starts
      // charging it takes the customer's, as a new sale does.
      const current = sale?.vatRequired ? sale.vat : (sale?.customerVat ?? null);
      return updateValues(sales, {
        date: input.date,
        time: input.time,
        discount: input.discount ?? undefined,
        vatRequired,
        vat: vatOf(vatRequired, input.vat, current),
      });
    },
  },
  after: { update: ({ db }, { id }) => recomputeTotals(db, id) },
  references: [
    { field: 'branch', to: 'branch' },
    { field: 'customer', to: customersResource },
  ],
  actions: [
    defineAction(sales, {
      name: 'executed',
      method: 'PUT',
      idIn: 'body',
      roles: ROLES,
      to: 'EJECUTADO',
      message: () => 'saleExecuted',
      run: ({ db }, { id, before }) => executeSale(db, id, before.branchId),
    }),
    defineAction(sales, {
      name: 'cancel',
      method: 'PUT',
      idIn: 'params',
      roles: ROLES,
      to: 'CANCELADO',
      // docs/rules.md: a cancelled sale owes nothing, whatever it had been paid (refunded here).
      // What was paid (payments not yet refunded) is given back: the notice says so. `paid` is the
      // database's decimal text: any digit but 0 in it is money given back, no float in between.
      message: (before) => (/[1-9]/.test(before.paid) ? 'saleCancelledRefunded' : 'saleCancelled'),
      async run(context, { id, before }) {
        await cancelSale(context, before);
        await moveStatus(context, salesResource, { id, before }, 'CANCELADO', 'payment');
      },
    }),
  ],
});
