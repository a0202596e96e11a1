import { eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS } from '@iris/domain/sales/payment.schemas';
import { SALES_DOCUMENT_LABELS } from '@iris/domain/sales/sales-document-labels';
import {
  paymentsReportFilters,
  paymentsReportItemSchema,
} from '@iris/domain/reports/payments-report.schemas';
import { REPORT_LABELS } from '@iris/domain/reports/report-labels';
import { ROLES } from '@iris/domain/users/roles';
import { users } from '../../db/schema/accounts.schema.js';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { paymentTotals } from '../../db/schema/reports.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { defineResource } from '../../lib/recipe/resource.js';
import { salesResource } from '../sales/sales.resource.js';
import { jsonDecimal } from '../../lib/json-decimal.js';
import { paymentsFileName } from '../sales/report-file-names.repository.js';
import { personNameSql } from '../../lib/person-name.js';

const salesman = alias(users, 'salesman');
/**
 * When the payment was taken, newest first: one timestamp, so that one index on (it, id) walks
 * the report in its order (migration 0017), and the CSV's cursor (or keyset, on PGlite) walks it.
 */
export const paidAt = sql<string>`(${payments.date} + ${payments.time})`;

/**
 * The payments report (docs/spec.md §2; docs/api.md shoppings/getTablePayments and getCsv): the payments
 * and refunds not deleted of one branch's sales, newest first, with their totals and as a CSV.
 * The branch is required (validations.branch) and another branch's is a 403; the rows are a
 * sale's payments, so they are scoped through their sale like the payments table.
 */
export const paymentsReportResource = defineResource({
  name: 'payments-report',
  table: payments,
  id: payments.id,
  scope: { kind: 'parent', parent: salesResource, column: payments.saleId, field: 'shopping' },
  rows: isNull(payments.deletedAt),
  endpoints: { getTable: { path: '/shoppings/getTablePayments' } },
  readRoles: ROLES,
  list: {
    table: payments,
    joins: [
      { table: sales, on: eq(sales.id, payments.saleId) },
      { table: paymentMethods, on: eq(paymentMethods.id, payments.methodId) },
      { table: salesman, on: eq(salesman.id, sales.salesmanId) },
    ],
    fields: {
      id: payments.id,
      kind: payments.kind,
      saleId: payments.saleId,
      serial: sales.serial,
      saleDate: sales.date,
      saleTime: sales.time,
      date: payments.date,
      time: payments.time,
      methodId: payments.methodId,
      methodName: paymentMethods.name,
      salesmanId: sales.salesmanId,
      salesmanName: personNameSql(salesman),
      auditId: payments.auditId,
      saleAmount: sales.total,
      amount: payments.amount,
      vat: payments.vat,
      total: payments.total,
    },
    sortKeys: { id: payments.id, date: paidAt },
    notNullSorts: ['date'],
    defaultSort: 'date',
    search: [],
  },
  filters: {
    shape: paymentsReportFilters,
    where: (filters) => [
      eq(sales.branchId, filters.branchId),
      filters.date === undefined ? undefined : eq(payments.date, filters.date),
      filters.auditId === undefined ? undefined : eq(payments.auditId, filters.auditId),
      filters.methodId === undefined ? undefined : eq(payments.methodId, filters.methodId),
    ],
  },
  tableParents: [{ filter: 'branchId', to: 'branch' }],
  totals: { amount: payments.amount, vat: payments.vat, total: payments.total },
  // Every filter of the report is a key of the rollup: its totals never sum the payments.
  totalsRollup: {
    table: paymentTotals,
    sums: { amount: paymentTotals.amount, vat: paymentTotals.vat, total: paymentTotals.total },
    filters: {
      branchId: paymentTotals.branchId,
      date: paymentTotals.date,
      auditId: paymentTotals.auditId,
      methodId: paymentTotals.methodId,
    },
    branch: paymentTotals.branchId,
  },
  item: paymentsReportItemSchema,
  toItem: (row) => ({
    id: row.id,
    kind: row.kind === 'DEVOLUCION' ? 'DEVOLUCION' : PAYMENT_KINDS[0],
    serial: row.serial,
    shopping: { id: row.saleId, serial: row.serial },
    sale_date: row.saleDate,
    sale_time: row.saleTime.slice(0, 5),
    date: row.date,
    time: row.time,
    method: { id: row.methodId, name: row.methodName },
    salesman: { id: row.salesmanId, name: row.salesmanName },
    audit: { id: row.auditId },
    sale_amount: jsonDecimal(row.saleAmount),
    amount: jsonDecimal(row.amount),
    vat: jsonDecimal(row.vat),
    total: jsonDecimal(row.total),
  }),
  csv: {
    path: '/shoppings/getCsv',
    filename: paymentsFileName,
    columns: (lang) => {
      const words = REPORT_LABELS[lang].payments;
      const kinds = SALES_DOCUMENT_LABELS[lang].receipt.kinds;
      return [
        { header: words.serial, text: (row) => row.serial },
        { header: words.saleDate, date: (row) => row.saleDate },
        { header: words.saleTime, time: (row) => row.saleTime },
        { header: words.date, date: (row) => row.date },
        { header: words.time, time: (row) => row.time },
        { header: words.method, text: (row) => row.methodName },
        { header: words.salesman, text: (row) => row.salesmanName },
        { header: words.saleAmount, money: (row) => row.saleAmount },
        { header: words.amount, money: (row) => row.amount },
        { header: words.vat, money: (row) => row.vat },
        { header: words.total, money: (row) => row.total },
        {
          header: words.kind,
          text: (row) => (row.kind === 'DEVOLUCION' ? kinds.DEVOLUCION : kinds.PAGO),
        },
      ];
    },
  },
});
