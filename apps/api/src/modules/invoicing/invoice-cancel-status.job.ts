import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices } from '../../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordCancelStatus } from './invoice-revoke.js';

const CANCEL_STATUS = 'invoice-cancel-status';
/**
 * Every quarter of an hour: the receiver has 3 business days to answer, so a quarter of an hour
 * after their answer the sale is free (or the refusal shown), and a CFDI waiting the whole term is
 * asked some 300 times, one light query each, of a service that asks no fee.
 */
const EVERY_QUARTER_HOUR = '*/15 * * * *';
/** The CFDIs asked in one run, the longest unasked first; the rest wait for the next run. */
const PER_RUN = 200;

/** What a run did: each status the SAT answered, and why the others were left as they were. */
interface CancelStatusRun {
  cancelled: number;
  refused: number;
  pending: number;
  /** The SAT refused the question (the CFDI not found…): asked again next time, last in line. */
  failed: number;
  /** The PAC or the SAT did not answer: the run stopped, everything left for the next one. */
  unavailable: boolean;
}

/**
 * docs/rules.md, Cancellation: every CFDI left EN_PROCESO (its receiver may accept or refuse), the
 * one asked longest ago first, asked of the SAT's status service through the PAC until settled:
 * CANCELADA frees its sales, RECHAZADA leaves it valid and covering them, still EN_PROCESO (or
 * VIGENTE, the SAT not showing the request yet) notes when it was asked. A PAC that is down stops
 * the run: nothing changes, the next run asks again. Run by the queue every quarter of an hour
 * (one job across replicas, written only over EN_PROCESO, so two runs write one answer).
 */
export async function runCancelStatus(app: FastifyInstance): Promise<CancelStatusRun> {
  const waiting = await app.db
    .select({
      id: invoices.id,
      uuid: invoices.uuid,
      total: invoices.total,
      receiverRfc: invoices.rfc,
      issuerRfc: fiscalIssuers.rfc,
    })
    .from(invoices)
    .innerJoin(fiscalIssuers, eq(fiscalIssuers.id, invoices.issuerId))
    .where(eq(invoices.status, 'EN_PROCESO'))
    .orderBy(sql`${invoices.statusCheckedAt} asc nulls first`, asc(invoices.id))
    .limit(PER_RUN);
  const run: CancelStatusRun = {
    cancelled: 0,
    refused: 0,
    pending: 0,
    failed: 0,
    unavailable: false,
  };
  for (const row of waiting) {
    let answer;
    try {
      answer = await app.stamper.status({ ...row, uuid: row.uuid ?? '' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code !== 'pac_refused') {
        run.unavailable = true;
        break;
      }
      await recordCancelStatus(app.db, row.id, 'EN_PROCESO', { pending: true });
      run.failed += 1;
      continue;
    }
    const status = answer.status === 'VIGENTE' ? 'EN_PROCESO' : answer.status;
    await recordCancelStatus(app.db, row.id, status, { pending: true });
    if (status === 'CANCELADA') run.cancelled += 1;
    else if (status === 'RECHAZADA') run.refused += 1;
    else run.pending += 1;
  }
  return run;
}

export function registerCancelStatus(app: FastifyInstance) {
  app.jobs.register(CANCEL_STATUS, () => runCancelStatus(app));
  app.jobs.schedule(CANCEL_STATUS, EVERY_QUARTER_HOUR, app.config.timeZone);
}
