import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { sealComplements } from './complement.js';
import { sealCreditNote } from './credit-note.js';
import { revokeAtPac } from './invoice-revoke.js';
import { stampInvoice } from './invoice-stamping.js';
import { queueContext } from './queue-session.js';

/*
 * The CFDIs a sale's later life asks for, made by the queue after the request that caused them
 * (docs/rules.md, Payment complement, Credit note): a payment's complement, the cancellation of a
 * deleted payment's complement, a cancelled sale's credit note. Each job's key is what it is of
 * (the payment, the sale): queued again by a retry, it is one job; run again, it finds the CFDI
 * made and stamps or leaves it — never a second one.
 */

export const PAYMENT_COMPLEMENT = 'payment-complement';
export const COMPLEMENT_CANCEL = 'complement-cancel';
export const CREDIT_NOTE = 'credit-note';

interface PaymentJob {
  saleId: number;
  paymentId: number;
}

interface SaleJob {
  saleId: number;
}

export const enqueueComplement = (tx: Db, job: PaymentJob) =>
  enqueueInTransaction(tx, PAYMENT_COMPLEMENT, job, { singletonKey: `payment-${job.paymentId}` });

export const enqueueComplementCancel = (tx: Db, job: PaymentJob) =>
  enqueueInTransaction(tx, COMPLEMENT_CANCEL, job, { singletonKey: `payment-${job.paymentId}` });

export const enqueueCreditNote = (tx: Db, job: SaleJob) =>
  enqueueInTransaction(tx, CREDIT_NOTE, job, { singletonKey: `sale-${job.saleId}` });

/**
 * Stamps what waits: a PAC that is down throws, and the queue tries again later (the hourly run
 * resumes any CFDI still waiting); one another request is stamping is left to it.
 */
async function stampWaiting(app: FastifyInstance, ids: readonly number[]) {
  for (const id of ids) {
    try {
      await stampInvoice(app.db, app.stamper, id);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'invoice_in_progress') throw error;
    }
  }
}

/** The sale's CFDIs of a kind still waiting for their stamp, oldest first. */
async function waitingOf(db: Db, saleId: number, kind: 'P' | 'E') {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.saleId, saleId), eq(invoices.kind, kind), eq(invoices.status, 'TIMBRANDO')),
    )
    .orderBy(asc(invoices.id));
  return rows.map((row) => row.id);
}

/** Every complement the sale's PPD invoice lacks, sealed in order, then stamped. */
export async function makeComplements(app: FastifyInstance, { saleId }: PaymentJob) {
  const context = queueContext(app);
  const sealed = await app.db.transaction((tx) =>
    sealComplements(app, { ...context, db: tx }, saleId),
  );
  await stampWaiting(app, await waitingOf(app.db, saleId, 'P'));
  return { sealed };
}

/** A deleted payment's complement: stamped first if it was still waiting, then cancelled (02). */
export async function cancelComplement(app: FastifyInstance, { paymentId }: PaymentJob) {
  const find = async () =>
    (
      await app.db
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), sql`${invoices.status} <> 'FALLIDA'`))
    )[0];
  let complement = await find();
  if (complement?.status === 'TIMBRANDO') {
    await stampWaiting(app, [complement.id]);
    complement = await find();
  }
  if (complement?.status !== 'VIGENTE' && complement?.status !== 'RECHAZADA') {
    return { cancelled: null };
  }
  const status = await revokeAtPac(app, queueContext(app), complement.id, '02');
  return { cancelled: complement.id, status };
}

/** A cancelled sale's credit note, sealed once, then stamped. */
export async function makeCreditNote(app: FastifyInstance, { saleId }: SaleJob) {
  const context = queueContext(app);
  const id = await app.db.transaction((tx) => sealCreditNote(app, { ...context, db: tx }, saleId));
  await stampWaiting(app, await waitingOf(app.db, saleId, 'E'));
  return { creditNote: id };
}

/** Retried with a growing delay: a PAC down for a while is waited out. */
const RETRY = { retryLimit: 8, retryDelay: 60, retryBackoff: true } as const;

export function registerLaterCfdis(app: FastifyInstance) {
  app.jobs.register<PaymentJob>(PAYMENT_COMPLEMENT, (data) => makeComplements(app, data), RETRY);
  app.jobs.register<PaymentJob>(COMPLEMENT_CANCEL, (data) => cancelComplement(app, data), RETRY);
  app.jobs.register<SaleJob>(CREDIT_NOTE, (data) => makeCreditNote(app, data), RETRY);
}
