import { asc, eq, isNull, and, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import { users } from '../../db/schema/accounts.schema.js';
import { paymentMethods, products } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { notFound } from '../../lib/app-error.js';
import { findOne } from '../../lib/recipe/crud.repository.js';
import { documentBranch } from '../../lib/document-branch.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { auditsResource } from './audits.resource.js';
import { salesResource } from './sales.resource.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * What the receipt and the closing report print, read within the session's branch (another
 * branch's sale or audit is 403, none 404). Every amount is the database's exact text: the
 * documents format digits, they never add them up.
 */

const salesman = alias(users, 'salesman');
const fullName = (table: typeof customers | typeof salesman) => personNameSql(table);

/**
 * The discount as money is rounded to cents, and the VAT is what is left of the total: so that
 * the receipt's amount - discount + VAT reads exactly as its total, whatever cents the total's
 * own rounding (sale-money.ts) gave.
 */
const discountMoney = sql`round(${sales.amount} * ${sales.discount} / 100, 2)`;

/** A sale's lines in the order they were added: the product, its quantity, price and amount. */
export function saleLinesOf(db: ResourceContext['db'], saleId: number) {
  return db
    .select({
      product: products.name,
      qty: saleLines.qty,
      price: saleLines.price,
      amount: sql<string>`(${saleLines.qty} * ${saleLines.price})::text`,
    })
    .from(saleLines)
    .innerJoin(products, eq(products.id, saleLines.productId))
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.id));
}

export async function receiptData(context: ResourceContext, files: FileStorage, saleId: number) {
  await findVisible(context, salesResource, saleId);
  const { db } = context;
  const [sale] = await db
    .select({
      branchId: sales.branchId,
      serial: sales.serial,
      date: sales.date,
      time: sales.time,
      status: sales.status,
      paymentStatus: sales.paymentStatus,
      customer: fullName(customers),
      salesman: fullName(salesman),
      amount: sales.amount,
      discountPercent: sales.discount,
      discount: sql<string>`${discountMoney}::text`,
      subtotal: sql<string>`(${sales.amount} - ${discountMoney})::text`,
      vatPercent: sales.vat,
      vat: sql<string>`(${sales.total} - (${sales.amount} - ${discountMoney}))::text`,
      total: sales.total,
      paid: sales.paid,
      remaining: sales.remaining,
    })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .innerJoin(salesman, eq(salesman.id, sales.salesmanId))
    .where(eq(sales.id, saleId));
  // Gone between the check above and this read.
  if (!sale) throw notFound();
  const paid = await db
    .select({
      date: payments.date,
      time: payments.time,
      method: paymentMethods.name,
      kind: payments.kind,
      total: payments.total,
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(and(eq(payments.saleId, saleId), isNull(payments.deletedAt)))
    .orderBy(asc(payments.id));
  return {
    branch: await documentBranch(db, files, sale.branchId),
    sale,
    lines: await saleLinesOf(db, saleId),
    payments: paid,
  };
}
export type ReceiptData = Awaited<ReturnType<typeof receiptData>>;

/** The most sales a closing report lists: a very busy day, and a bound on one request's work. */
export const REPORT_MAX_SALES = 2000;

export async function auditReportData(
  context: ResourceContext,
  files: FileStorage,
  auditId: number,
  item: ItemContext,
) {
  const summary = (await findOne(context, auditsResource, auditId, item)) as AuditSummary;
  const saleRows = await context.db
    .select({
      serial: sales.serial,
      customer: fullName(customers),
      status: sales.status,
      paymentStatus: sales.paymentStatus,
      total: sales.total,
    })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(eq(sales.auditId, auditId))
    .orderBy(asc(sales.serial))
    .limit(REPORT_MAX_SALES);
  return {
    branch: await documentBranch(context.db, files, summary.branchId),
    summary,
    sales: saleRows,
  };
}
export type AuditReportData = Awaited<ReturnType<typeof auditReportData>>;
