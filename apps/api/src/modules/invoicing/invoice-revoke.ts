import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CancelReason } from '@iris/domain/invoicing/invoice.schemas';
import type { Db } from '../../db/client.js';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import type { CancelStatus } from './stamping/stamper.js';

/**
 * A stamped CFDI with what a cancel request needs. One whose cancellation waits for its receiver
 * (EN_PROCESO) is not asked again (`invoice_cancel_pending`); a refused one (RECHAZADA) may be.
 */
export async function cancellable({ db }: ResourceContext, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      status: invoices.status,
      uuid: invoices.uuid,
      series: invoices.series,
      folio: invoices.folio,
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
  if (row.status === 'EN_PROCESO') {
    throw new AppError('invoice_cancel_pending', { folio: `${row.series}-${row.folio}` });
  }
  if (row.status === 'CANCELADA' || row.status === 'TIMBRANDO' || row.status === 'FALLIDA') {
    throw new AppError('invalid_state');
  }
  return { ...row, uuid: row.uuid };
}

/**
 * The SAT's answer about a CFDI's cancellation, written (the PAC's answer to the request, or the
 * queue's status query, invoice-cancel-status.job.ts): its status and when it was asked; once
 * CANCELADA its sales are free (invoice_sales inactive): invoiced again, or cancelled. RECHAZADA
 * keeps the CFDI valid, still covering its sales. `pending`: written only over EN_PROCESO, so an
 * answer never undoes what another one wrote meanwhile. Answers whether the row changed.
 */
export async function recordCancelStatus(
  db: Db,
  id: number,
  status: CancelStatus,
  { reason, pending = false }: { reason?: CancelReason; pending?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const asked = { statusCheckedAt: sql`now()` };
    const changes =
      pending && status === 'EN_PROCESO'
        ? asked
        : {
            ...asked,
            status,
            ...(reason ? { cancelReason: reason } : {}),
            cancelledAt: status === 'CANCELADA' ? sql`now()` : null,
            updatedAt: sql`now()`,
          };
    const written = await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.id, id), pending ? eq(invoices.status, 'EN_PROCESO') : undefined))
      .returning({ id: invoices.id });
    if (written.length > 0 && status === 'CANCELADA') {
      await tx.update(invoiceSales).set({ active: false }).where(eq(invoiceSales.invoiceId, id));
    }
    return written.length > 0;
  });
}

/**
 * The PAC asked to cancel the CFDI with the SAT's reason; its answer becomes the CFDI's status
 * (never deleted): CANCELADA at once, or EN_PROCESO while the receiver may accept or refuse it,
 * which the queue follows until the SAT settles it.
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
    kind: current.kind,
    total: current.total,
    receiverRfc: current.rfc,
  });
  await recordCancelStatus(context.db, id, status, { reason });
  return status;
}
