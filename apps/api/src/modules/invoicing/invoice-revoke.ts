import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CancelReason } from '@iris/domain/invoicing/invoice.schemas';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';

/** A stamped CFDI with what a cancel request needs. */
export async function cancellable({ db }: ResourceContext, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      status: invoices.status,
      uuid: invoices.uuid,
      global: invoices.global,
      saleId: invoices.saleId,
      total: invoices.total,
      rfc: invoices.rfc,
      issuerRfc: fiscalIssuers.rfc,
    })
    .from(invoices)
    .innerJoin(fiscalIssuers, eq(fiscalIssuers.id, invoices.issuerId))
    .where(eq(invoices.id, id));
  if (!row?.uuid) throw notFound();
  if (row.status === 'CANCELADA' || row.status === 'TIMBRANDO' || row.status === 'FALLIDA') {
    throw new AppError('invalid_state');
  }
  return { ...row, uuid: row.uuid };
}

/**
 * The PAC asked to cancel the CFDI with the SAT's reason; its answer becomes the CFDI's status
 * (never deleted). Once CANCELADA its sales are free (invoice_sales inactive): invoiced again,
 * or cancelled.
 */
export async function revokeAtPac(
  app: FastifyInstance,
  context: ResourceContext,
  id: number,
  reason: CancelReason,
  replacementUuid?: string,
): Promise<string> {
  const current = await cancellable(context, id);
  const { status } = await app.stamper.cancel({
    issuerRfc: current.issuerRfc,
    uuid: current.uuid,
    reason,
    ...(replacementUuid ? { replacementUuid } : {}),
    total: current.total,
    receiverRfc: current.rfc,
  });
  await context.db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({
        status,
        cancelReason: reason,
        cancelledAt: status === 'CANCELADA' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, id));
    if (status === 'CANCELADA') {
      await tx.update(invoiceSales).set({ active: false }).where(eq(invoiceSales.invoiceId, id));
    }
  });
  return status;
}
