import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { moduleHook } from '../../lib/module-hooks.js';
import type { ResourceContext, RowOf } from '../../lib/recipe/resource.js';
import { putBack, takeOut, type StockLine } from '../inventory/stock-ledger.js';
import { defaultStorageOf, openAuditOf, recomputePaid } from './sale-money.js';

/** A sale's lines, one per product (a product added twice is summed). */
function linesOf(db: Db, saleId: number): Promise<StockLine[]> {
  return db
    .select({
      productId: saleLines.productId,
      qty: sql<number>`sum(${saleLines.qty})::int`,
    })
    .from(saleLines)
    .where(eq(saleLines.saleId, saleId))
    .groupBy(saleLines.productId)
    .orderBy(asc(saleLines.productId));
}

/**
 * Executing (the sale locked and NUEVO): its quantities leave the branch's default storage
 * through the stock ledger, all or none (666 when a line no longer fits); the storage is kept on
 * the sale so that a cancel puts them back where they came from. A sale without lines is refused.
 */
export async function executeSale(db: Db, saleId: number, branchId: number) {
  const lines = await linesOf(db, saleId);
  if (lines.length === 0) throw new AppError('empty_sale');
  const storageId = await defaultStorageOf(db, branchId);
  if (storageId === null) throw new AppError(666);
  await takeOut(db, storageId, lines);
  await db.update(sales).set({ storageId }).where(eq(sales.id, saleId));
}

/**
 * What the modules built on sales do when a sale is cancelled, first thing in its transaction, the
 * sale locked: lab orders cancel the sale's open orders (docs/rules.md, Lab orders; registered by
 * lab-order-stages.ts from app.ts, as lab orders import sales and not the reverse).
 */
export const saleCancelled = moduleHook<[context: ResourceContext, saleId: number]>();

/**
 * Cancelling (docs/rules.md): its open lab orders are cancelled, each stamped; an executed sale's
 * quantities go back to its storage; each payment not yet refunded gets its refund (DEVOLUCION,
 * same method, negative) in the audit open now (none open: `open_audit_required`), so paid
 * becomes 0. Answers whether it refunded any payment.
 */
export async function cancelSale(
  context: ResourceContext,
  sale: RowOf<typeof sales>,
): Promise<boolean> {
  const { db, session } = context;
  // docs/rules.md, Lab orders: its open orders are cancelled with it, in this transaction.
  await saleCancelled.run(context, sale.id);
  if (sale.status === 'EJECUTADO' && sale.storageId !== null) {
    await putBack(db, sale.storageId, await linesOf(db, sale.id));
  }
  const unrefunded = and(
    eq(payments.saleId, sale.id),
    eq(payments.kind, 'PAGO'),
    isNull(payments.deletedAt),
    sql`not exists (select 1 from ${payments} as r where r.refund_of = ${payments.id})`,
  );
  const [any] = await db.select({ id: payments.id }).from(payments).where(unrefunded).limit(1);
  if (!any) return false;
  const auditId = await openAuditOf(db, sale.branchId);
  await db.execute(sql`
    insert into ${payments} (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      created_by, refund_of)
    select shopping_id, ${auditId}, method_id, 'DEVOLUCION', -amount, vat_rate, -vat, -total,
      ${session.id}, id
    from ${payments} where ${unrefunded}
    order by id`);
  await recomputePaid(db, sale.id);
  return true;
}
