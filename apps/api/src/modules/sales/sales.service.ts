import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import type { StorageProduct } from '@iris/domain/inventory/stock.schemas';
import type { sellableQuerySchema } from '@iris/domain/sales/sale.schemas';
import { audits } from '../../db/schema/sales.schema.js';
import { assertBranch } from '../../lib/branch-scope.js';
import { findOne } from '../../lib/recipe/crud.repository.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { productsByStorage } from '../inventory/stock.service.js';
import { auditsResource } from './audits.resource.js';
import { defaultStorageOf } from './sale-money.js';
import { salesResource } from './sales.resource.js';

/** The most products the sale page lists at once (a branch's whole shop); typing narrows it. */
const MAX_SELLABLE = 1000;

/*
 * By hand: one branch's open audit (or none) for the top bar, and a sale's sellable products, a
 * bounded list for its cards rather than a paged table.
 */

/** The audit open in a branch within the session's reach, summarized; null when none is. */
export async function currentAudit(
  context: ResourceContext,
  branchId: number,
  item: ItemContext,
): Promise<AuditSummary | null> {
  assertBranch(context.session, branchId);
  const [open] = await context.db
    .select({ id: audits.id })
    .from(audits)
    .where(and(eq(audits.branchId, branchId), eq(audits.status, 'ABIERTA')));
  if (!open) return null;
  return (await findOne(context, auditsResource, open.id, item)) as AuditSummary;
}

/** What a sale can sell: stock > 0 in its branch's default storage (none without a default). */
export async function sellableProducts(
  context: ResourceContext,
  { shopping: { id: saleId }, search, categoryId }: z.infer<typeof sellableQuerySchema>,
  item: ItemContext,
): Promise<StorageProduct[]> {
  const sale = await findVisible(context, salesResource, saleId);
  const storageId = await defaultStorageOf(context.db, Number(sale.row['branchId']));
  if (storageId === null) return [];
  return productsByStorage(
    context,
    { storage: { id: storageId }, search, categoryId, max: MAX_SELLABLE },
    item,
  );
}
