import { eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ACCEPTANCE_ABOVE } from '@iris/domain/invoicing/cancel-acceptance';
import {
  INVOICE_STATUSES,
  invoiceFilters,
  invoiceSchema,
  type Invoice,
} from '@iris/domain/invoicing/invoice.schemas';
import { GENERIC_RFCS } from '@iris/domain/invoicing/rfc';
import { ROLES } from '@iris/domain/users/roles';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { jsonDecimal } from '../../lib/json-decimal.js';
import { personNameSql } from '../../lib/person-name.js';
import { defineResource } from '../../lib/recipe/resource.js';
import { customersResource } from '../customers/customers.resource.js';
import { salesResource } from '../sales/sales.resource.js';

// What the CFDI relates to (CfdiRelacionados), oldest first.
const related = sql<{ id: number; uuid: string; relation: string }[] | string>`coalesce((
  select json_agg(json_build_object('id', r.related_id, 'uuid', o.uuid, 'relation', r.relation)
    order by r.related_id)
  from invoice_relations as r join invoices as o on o.id = r.related_id
  where r.invoice_id = ${sql.raw('"invoices"."id"')}), '[]'::json)`;

// A global invoice's sales, counted.
const coveredSales = sql<number>`(select count(*)::int from invoice_sales as c
  where c.invoice_id = ${sql.raw('"invoices"."id"')})`;

// docs/rules.md, Cancellation (cancel-acceptance.ts): the receiver must accept it; numeric, exact.
const cancelNeedsAcceptance = sql<boolean>`(${invoices.kind} = 'I'
  and ${invoices.total} > ${ACCEPTANCE_ABOVE}::numeric
  and ${invoices.rfc} not in (${sql.join(
    GENERIC_RFCS.map((rfc) => sql`${rfc}`),
    sql`, `,
  )}))`;

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** ISO instant of a timestamp column as drizzle answers it (a Date, or text from a raw row). */
const instant = (value: Date | string | null) =>
  value === null ? '' : new Date(value).toISOString();

/**
 * The CFDIs (docs/rules.md, Invoicing; docs/api.md invoices): every stamped one of the branch
 * (administrators: every branch), newest first, with its status. Writes are the invoicing routes
 * (invoices.routes.ts): sealing and stamping are not a row's insert. A CFDI is never deleted.
 */
export const invoicesResource = defineResource({
  name: 'invoices',
  table: invoices,
  id: invoices.id,
  scope: { kind: 'branch', column: invoices.branchId },
  endpoints: { getTable: true, get: true },
  readRoles: ROLES,
  rows: inArray(invoices.status, [...INVOICE_STATUSES]),
  list: {
    table: invoices,
    joins: [
      { table: branches, on: eq(branches.id, invoices.branchId) },
      { table: customers, on: eq(customers.id, invoices.customerId) },
      { table: sales, on: eq(sales.id, invoices.saleId) },
      { table: payments, on: eq(payments.id, invoices.paymentId) },
    ],
    fields: {
      id: invoices.id,
      kind: invoices.kind,
      series: invoices.series,
      folio: invoices.folio,
      uuid: invoices.uuid,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
      stampedAt: invoices.stampedAt,
      branchId: invoices.branchId,
      branchName: branches.name,
      customerId: invoices.customerId,
      customerName: personNameSql(customers),
      rfc: invoices.rfc,
      name: invoices.name,
      saleId: invoices.saleId,
      saleSerial: sales.serial,
      global: invoices.global,
      subtotal: invoices.subtotal,
      discount: invoices.discount,
      vat: invoices.vat,
      total: invoices.total,
      paymentMethod: invoices.paymentMethod,
      paymentForm: invoices.paymentForm,
      cfdiUse: invoices.cfdiUse,
      production: invoices.production,
      periodFrom: invoices.periodFrom,
      periodTo: invoices.periodTo,
      paymentId: invoices.paymentId,
      paymentTotal: payments.total,
      related,
      coveredSales,
      cancelNeedsAcceptance,
    },
    sortKeys: {
      id: invoices.id,
      issuedAt: invoices.issuedAt,
      folio: invoices.folio,
      total: invoices.total,
    },
    defaultSort: 'id',
    search: [invoices.rfc, invoices.name, invoices.uuid, invoices.series, invoices.folio],
  },
  filters: {
    shape: invoiceFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(invoices.branchId, filters.branchId),
      filters.kind === undefined ? undefined : eq(invoices.kind, filters.kind),
      filters.status === undefined ? undefined : eq(invoices.status, filters.status),
      filters.customerId === undefined ? undefined : eq(invoices.customerId, filters.customerId),
      // The sale's CFDIs: the ones that cover it (its own, a global), its complements and notes.
      filters.shoppingId === undefined
        ? undefined
        : sql`(${invoices.saleId} = ${filters.shoppingId} or exists (select 1
            from invoice_sales as c where c.invoice_id = ${invoices.id}
            and c.shopping_id = ${filters.shoppingId}))`,
      filters.global === undefined ? undefined : eq(invoices.global, filters.global),
      // A day of the clinic: the session runs in its time zone.
      filters.from === undefined ? undefined : gte(invoices.issuedAt, sql`${filters.from}::date`),
      filters.to === undefined ? undefined : lt(invoices.issuedAt, sql`${filters.to}::date + 1`),
    ],
  },
  tableParents: [
    { filter: 'branchId', to: 'branch' },
    { filter: 'customerId', to: customersResource },
    { filter: 'shoppingId', to: salesResource },
  ],
  item: invoiceSchema,
  toItem: (row): Invoice => ({
    id: row.id,
    kind: row.kind as Invoice['kind'],
    series: row.series,
    folio: row.folio,
    uuid: row.uuid ?? '',
    status: row.status as Invoice['status'],
    issuedAt: instant(row.issuedAt),
    stampedAt: instant(row.stampedAt),
    branch: { id: row.branchId, name: row.branchName },
    customer: row.customerId === null ? null : { id: row.customerId, name: row.customerName },
    rfc: row.rfc,
    name: row.name,
    shopping: row.saleId === null ? null : { id: row.saleId, serial: row.saleSerial },
    global: row.global,
    subtotal: jsonDecimal(row.subtotal),
    discount: jsonDecimal(row.discount),
    vat: jsonDecimal(row.vat),
    total: jsonDecimal(row.total),
    paymentMethod: row.kind === 'P' ? null : (row.paymentMethod as 'PUE' | 'PPD'),
    paymentForm: row.paymentForm,
    cfdiUse: row.cfdiUse,
    production: row.production,
    payment:
      row.paymentId === null ? null : { id: row.paymentId, total: jsonDecimal(row.paymentTotal) },
    related: parsed(row.related),
    cancelNeedsAcceptance: row.cancelNeedsAcceptance,
    period:
      row.periodFrom === null || row.periodTo === null
        ? null
        : { from: row.periodFrom, to: row.periodTo, sales: row.coveredSales },
  }),
});
