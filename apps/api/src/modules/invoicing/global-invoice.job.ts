import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, periodOf, type GlobalPeriodicity } from '@iris/domain/invoicing/global-period';
import { branches } from '../../db/schema/geography.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { AppError } from '../../lib/app-error.js';
import { sealGlobal } from './global-invoice.js';
import { resumeStamping, stampInvoice } from './invoice-stamping.js';
import { queueContext } from './queue-session.js';

const GLOBAL_INVOICES = 'global-invoices';
/** Every hour: a period is invoiced within the hour after it closes, whatever restarts missed. */
const EVERY_HOUR = '7 * * * *';

/** The last period of `periodicity` that closed before `today` (ISO days of the clinic). */
export function lastClosedPeriod(today: string, periodicity: GlobalPeriodicity) {
  const yesterday = addDays(today, -1);
  const holding = periodOf(yesterday, periodicity);
  return holding.to === yesterday ? holding : periodOf(addDays(holding.from, -1), periodicity);
}

/**
 * docs/rules.md, Global invoice: for every branch with an issuer, the global invoice of the
 * issuer's last closed period, when some EJECUTADO sale of it is covered by no CFDI. Run by the
 * queue every hour (one job across replicas); run again, it finds nothing left and makes nothing.
 * Answers how many waiting CFDIs it stamped, and what it made or why not, branch by branch (the
 * job's output).
 */
export async function runGlobalInvoices(app: FastifyInstance) {
  // First the CFDIs still waiting for their stamp: their sales are covered only once stamped.
  const resumed = await resumeStamping(app.db, app.stamper);
  const clock = (await app.db.execute<{ today: string }>(
    sql`select current_date::text as today`,
  )) as { rows: { today: string }[] };
  const today = clock.rows[0]?.today ?? '';
  const rows = await app.db
    .select({ branchId: branches.id, periodicity: fiscalIssuers.globalPeriodicity })
    .from(branches)
    .innerJoin(fiscalIssuers, eq(fiscalIssuers.id, branches.fiscalIssuerId))
    .where(isNotNull(branches.fiscalIssuerId));
  const context = queueContext(app);
  const outcome: Record<number, string> = {};
  for (const row of rows) {
    const period = lastClosedPeriod(today, row.periodicity as GlobalPeriodicity);
    try {
      const id = await app.db.transaction((tx) =>
        sealGlobal(app, { ...context, db: tx }, row.branchId, period),
      );
      await stampInvoice(app.db, app.stamper, id);
      outcome[row.branchId] = `invoice ${id} for ${period.from}..${period.to}`;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Nothing to invoice, or an issuer without a valid CSD yet: said, not retried.
      outcome[row.branchId] = `${String(error.code)} for ${period.from}..${period.to}`;
    }
  }
  return { resumed, branches: outcome };
}

export function registerGlobalInvoices(app: FastifyInstance) {
  app.jobs.register(GLOBAL_INVOICES, () => runGlobalInvoices(app));
  app.jobs.schedule(GLOBAL_INVOICES, EVERY_HOUR, app.config.timeZone);
}
