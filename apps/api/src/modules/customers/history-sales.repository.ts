import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatMoneyText } from '@iris/domain/common/column-text';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import type { RecordLabels } from '@iris/domain/customers/record-labels';
import { interpolate } from '@iris/domain/i18n/messages';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * A patient's sales and payments in their history (docs/spec.md §2 History tab): each sale once, at
 * its date and time, with its serial, total and status; each payment and refund not deleted, at
 * its own, with its amount, method and sale. The words are put together in the reader's language
 * from these columns (saleWords), so the table and the PDF read alike.
 */

/** What only a sale or a payment carries; the history's other sources leave it empty. */
export const noSale = {
  serial: sql<number | null>`null::int`.as('serial'),
  money: sql<string | null>`null::text`.as('money'),
  detail: sql<string | null>`null::text`.as('detail'),
  timed: sql<boolean>`true`.as('timed'),
};

const staff = alias(users, 'staff');
const staffName = personNameSql(staff, { short: true });

/** The patient's sales, as history rows (status = the sale's, detail = its payment status). */
export function salesOf(db: Db, customerId: number) {
  return db
    .select({
      id: sql<number>`${sales.id}`.as('id'),
      kind: sql<HistoryEntry['kind']>`'sale'`.as('kind'),
      title: sql<string>`''`.as('title'),
      description: sql<string>`''`.as('description'),
      // A sale's date and time are the clinic's wall clock; the session's zone is the clinic's.
      at: sql<Date>`(${sales.date} + ${sales.time})::timestamptz`.as('at'),
      status: sql<string | null>`${sales.status}::text`.as('status'),
      appointment: sql<string | null>`null::text`.as('appointment'),
      changedBy: sql<string | null>`${staffName}`.as('changed_by'),
      serial: sql<number | null>`${sales.serial}`.as('serial'),
      money: sql<string | null>`${sales.total}::text`.as('money'),
      detail: sql<string | null>`${sales.paymentStatus}::text`.as('detail'),
      timed: sql<boolean>`true`.as('timed'),
    })
    .from(sales)
    .leftJoin(staff, eq(staff.id, sales.salesmanId))
    .where(eq(sales.customerId, customerId));
}

/** The payments and refunds of the patient's sales (money = the amount given or given back). */
export function paymentsOf(db: Db, customerId: number) {
  return db
    .select({
      id: sql<number>`${payments.id}`.as('id'),
      kind: sql<HistoryEntry['kind']>`case when ${payments.kind} = 'DEVOLUCION' then 'refund'
        else 'payment' end`.as('kind'),
      title: sql<string>`''`.as('title'),
      description: sql<string>`''`.as('description'),
      // When it was taken, to the microsecond like a note's: its date and time columns say the
      // same to the second, which would put a payment before a note written that same second.
      at: sql<Date>`${payments.createdAt}`.as('at'),
      status: sql<string | null>`null::text`.as('status'),
      appointment: sql<string | null>`null::text`.as('appointment'),
      changedBy: sql<string | null>`${staffName}`.as('changed_by'),
      serial: sql<number | null>`${sales.serial}`.as('serial'),
      money: sql<string | null>`abs(${payments.total})::text`.as('money'),
      detail: sql<string | null>`${paymentMethods.name}::text`.as('detail'),
      timed: sql<boolean>`true`.as('timed'),
    })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.saleId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .leftJoin(staff, eq(staff.id, payments.createdBy))
    .where(and(eq(sales.customerId, customerId), isNull(payments.deletedAt)));
}

interface SaleRow {
  kind: HistoryEntry['kind'];
  status: string | null;
  changedBy: string | null;
  serial: number | null;
  money: string | null;
  detail: string | null;
}

/**
 * "Venta folio 12 · $2,714.69 · EJECUTADO", "Pago $1,160.00 EFECTIVO, venta folio 12",
 * "Devolución …": the title and description of a sale's row; null for the other kinds.
 */
export function saleWords(row: SaleRow, labels: RecordLabels['history']) {
  const values = {
    serial: String(row.serial ?? ''),
    total: formatMoneyText(row.money ?? ''),
    status: row.status ?? '',
    paymentStatus: row.detail ?? '',
    method: row.detail ?? '',
    user: row.changedBy ?? '',
  };
  switch (row.kind) {
    case 'sale':
      return {
        title: interpolate(labels.saleTitle, values),
        description: interpolate(labels.saleDescription, values),
      };
    case 'payment':
    case 'refund':
      return {
        title: interpolate(
          row.kind === 'payment' ? labels.paymentTitle : labels.refundTitle,
          values,
        ),
        description: interpolate(labels.paymentDescription, values),
      };
    default:
      return null;
  }
}
