// Closing a cash audit of 10,000 sales and 15,000 payments: the API's time for POST
// audit/getSummary/{id} and PUT audit/close, beside the database's own time for the same SQL (the
// summary's query under EXPLAIN ANALYZE, the close's statements timed in a rolled-back transaction).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { audits } from '../apps/api/src/db/schema/sales.schema.js';
import { explainedPlan, selectFrom } from '../apps/api/src/lib/table/table-engine.js';
import {
  expectedCashOf,
  livePendingSalesOf,
  liveSalesCountOf,
} from '../apps/api/src/modules/sales/audit-summary.js';
import { auditsResource } from '../apps/api/src/modules/sales/audits.resource.js';
import { drained } from './table-load.js';

/** How many times the summary is asked for, one after the other; the median is reported. */
const SUMMARY_RUNS = 15;

export interface AuditCloseResult {
  audits: number;
  /** The summary of an open audit: median, p95 and slowest of SUMMARY_RUNS per audit. */
  summaryApiMs: { median: number; p95: number; max: number };
  /** The summary's own query (EXPLAIN ANALYZE, planning + execution), median. */
  summarySqlMs: number;
  /** PUT audit/close, once per audit. */
  closeApiMs: number[];
  /** The close's statements (NUEVO sales, the closing update) by hand, median. */
  closeSqlMs: number;
  /** The summary of a closed audit, median. */
  closedSummaryApiMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

async function timed(baseUrl: string, token: string, method: string, path: string, body = {}) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return elapsed;
}

/** The exact query getSummary/{id} runs (the audits' list, one row). */
const summaryQuery = (db: Db, id: number) =>
  selectFrom(db, auditsResource.list).where(eq(audits.id, id));

async function summarySqlMs(db: Db, id: number): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await db.execute(sql`explain (analyze, format json) ${summaryQuery(db, id)}`);
    const plan = explainedPlan(result);
    runs.push(Number(plan['Planning Time']) + Number(plan['Execution Time']));
  }
  return median(runs);
}

class RolledBack extends Error {}

/** The median of three runs of `work` (the milliseconds it answers), each undone after it. */
export async function undoneMedianMs(db: Db, work: (tx: Db) => Promise<number>) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    await db
      .transaction(async (tx) => {
        runs.push(await work(tx));
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  return median(runs);
}

/** The close's statement, as audits.resource.ts runs it, undone after each run. */
const closeSqlMs = (db: Db, id: number) =>
  undoneMedianMs(db, async (tx) => {
    const started = performance.now();
    await tx
      .update(audits)
      .set({
        status: 'CERRADA',
        closeAmount: '0',
        closeDate: sql`current_date`,
        closeTime: sql`localtime(0)`,
        expectedCash: expectedCashOf(),
        salesCount: liveSalesCountOf(),
        pendingSales: livePendingSalesOf(),
      })
      .where(eq(audits.id, id));
    return performance.now() - started;
  });

/** Measures the audits' summaries, then closes each through the API. */
export async function measureAuditClose(
  db: Db,
  baseUrl: string,
  token: string,
  auditIds: number[],
): Promise<AuditCloseResult> {
  const summary: number[] = [];
  const sqlRuns: number[] = [];
  const closeSql: number[] = [];
  for (const id of auditIds) {
    sqlRuns.push(await summarySqlMs(db, id));
    closeSql.push(await closeSqlMs(db, id));
  }
  await drained(baseUrl);
  for (const id of auditIds) {
    // The first request of each warms the server's statement and the cache, as a day's first would.
    await timed(baseUrl, token, 'POST', `audit/getSummary/${id}`);
    for (let i = 0; i < SUMMARY_RUNS; i++) {
      summary.push(await timed(baseUrl, token, 'POST', `audit/getSummary/${id}`));
    }
  }
  const close: number[] = [];
  const closed: number[] = [];
  for (const id of auditIds) {
    close.push(await timed(baseUrl, token, 'PUT', 'audit/close', { id, closeAmount: '123456.78' }));
    for (let i = 0; i < 5; i++) {
      closed.push(await timed(baseUrl, token, 'POST', `audit/getSummary/${id}`));
    }
  }
  return {
    audits: auditIds.length,
    summaryApiMs: {
      median: round(median(summary)),
      p95: round(percentile(summary, 0.95)),
      max: round(Math.max(...summary)),
    },
    summarySqlMs: round(median(sqlRuns)),
    closeApiMs: close.map(round),
    closeSqlMs: round(median(closeSql)),
    closedSummaryApiMs: round(median(closed)),
  };
}

export const closeLines = (result: AuditCloseResult) => [
  `  audit/getSummary (open, ${result.audits} audits x ${SUMMARY_RUNS}): median ${result.summaryApiMs.median} ms, ` +
    `p95 ${result.summaryApiMs.p95} ms, max ${result.summaryApiMs.max} ms (its SQL: ${result.summarySqlMs} ms)`,
  `  audit/close: ${result.closeApiMs.join(', ')} ms (its statements by hand: ${result.closeSqlMs} ms)`,
  `  audit/getSummary (closed): median ${result.closedSummaryApiMs} ms`,
];
