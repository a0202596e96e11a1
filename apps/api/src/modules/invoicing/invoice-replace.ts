import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { sealGlobal } from './global-invoice.js';
import { sealSaleInvoice } from './invoice-issue.js';
import { stampInvoice } from './invoice-stamping.js';

/**
 * docs/rules.md, reason 01: the replacing CFDI is issued first, with the data as it now stands
 * (the customer's corrected fiscal data, the same sales) and CfdiRelacionados 04 to the one it
 * replaces, which then is cancelled naming it. Answers the replacement's UUID.
 */
export async function replaceInvoice(
  app: FastifyInstance,
  context: ResourceContext,
  replaced: { id: number; uuid: string; global: boolean; saleId: number | null },
): Promise<string> {
  const replacing = { id: replaced.id, uuid: replaced.uuid };
  const id = await context.db.transaction(async (tx) => {
    const scoped = { ...context, db: tx };
    if (!replaced.global && replaced.saleId !== null) {
      return sealSaleInvoice(app, scoped, { shopping: { id: replaced.saleId } }, replacing);
    }
    const [global] = await tx
      .select({ branchId: invoices.branchId, from: invoices.periodFrom, to: invoices.periodTo })
      .from(invoices)
      .where(eq(invoices.id, replaced.id));
    if (!global?.from || !global.to) throw new AppError('invalid_state');
    return sealGlobal(app, scoped, global.branchId, global as { from: string; to: string }, {
      replacing,
    });
  });
  await stampInvoice(context.db, app.stamper, id);
  const [row] = await context.db
    .select({ uuid: invoices.uuid })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row?.uuid) throw new AppError('invalid_state');
  return row.uuid;
}
