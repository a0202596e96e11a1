import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@iris/domain/sales/payment-status';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/geography.schema.js';
import { storages } from '../../db/schema/inventory.schema.js';
import { audits, payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';

/*
 * A sale's money, kept by the database (docs/rules.md, Sales, payments, audits): every sum, product
 * and rounding is PostgreSQL numeric arithmetic inside the transaction that changes a line or a
 * payment, with the sale locked; no binary float ever holds an amount.
 */

/**
 * The audit open in a branch, share-locked until the transaction ends: closing it (which locks it
 * for update) waits for the sale or payment being written in it, and a write that waited for a
 * close finds none open. None open: `open_audit_required`.
 */
export async function openAuditOf(db: Db, branchId: number): Promise<number> {
  const [audit] = await db
    .select({ id: audits.id })
    .from(audits)
    .where(and(eq(audits.branchId, branchId), eq(audits.status, 'ABIERTA')))
    .for('share');
  if (!audit) throw new AppError('open_audit_required');
  return audit.id;
}

/** Serializes the writers of a branch's sale serials (gap-free, docs/rules.md) behind its row. */
export async function lockBranch(db: Db, branchId: number) {
  await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId))
    .for('no key update');
}

/** The branch's default storage: where a sale's products are sold from (none: null). */
export async function defaultStorageOf(db: Db, branchId: number): Promise<number | null> {
  const [storage] = await db
    .select({ id: storages.id })
    .from(storages)
    .where(and(eq(storages.branchId, branchId), eq(storages.isDefault, true)));
  return storage?.id ?? null;
}

/**
 * amount = sum(qty x price); total = (amount - amount x discount%) x (1 + vat%), rounded to
 * cents. A total below what was already paid (a deposit, then a line removed) breaks the sale's
 * `_c524` check: 524, and the change is undone. The payment status follows the new total: a line
 * added to a sale paid in full leaves it ABONADO, a discount down to what was paid makes it PAGADO.
 */
export async function recomputeTotals(db: Db, saleId: number) {
  const total = sql`round((l.amount - l.amount * s.discount / 100) * (100 + s.vat) / 100, 2)`;
  await db.execute(sql`
    update ${sales} as s
    set amount = l.amount,
      total = ${total},
      payment_status = case when s.paid <= 0 then 'PENDIENTE'
        when s.paid >= ${total} then 'PAGADO' else 'ABONADO' end,
      updated_at = now()
    from (select coalesce(sum(${saleLines.qty} * ${saleLines.price}), 0) as amount
      from ${saleLines} where ${saleLines.saleId} = ${saleId}) as l
    where s.id = ${saleId}`);
}

/**
 * paid = the sum of the sale's payments and refunds that are not deleted; more than the total is
 * 524 (the check refuses it too). Answers the payment status that paid gives the sale.
 */
export async function recomputePaid(db: Db, saleId: number): Promise<PaymentStatus> {
  const paidSum = sql`(select coalesce(sum(${payments.total}), 0) from ${payments}
    where ${payments.saleId} = ${saleId} and ${payments.deletedAt} is null)`;
  const [over] = await db
    .select({ over: sql<boolean>`${paidSum} > ${sales.total}` })
    .from(sales)
    .where(eq(sales.id, saleId));
  if (over?.over) throw new AppError(524);
  const [sale] = await db
    .update(sales)
    .set({ paid: paidSum, updatedAt: sql`now()` })
    .where(eq(sales.id, saleId))
    .returning({
      status: sql<PaymentStatus>`case when ${sales.paid} <= 0 then 'PENDIENTE'
        when ${sales.paid} >= ${sales.total} then 'PAGADO' else 'ABONADO' end`,
    });
  return sale?.status ?? 'PENDIENTE';
}
