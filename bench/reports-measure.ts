// The reports benchmark's measures: the payments report's page 1 through the API beside the
// database's time for the same SQL (built by the API's own code), and the payments CSV streamed
// whole, timed to its last byte while the server's resident memory is sampled from /proc.
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { scopeCondition } from '../apps/api/src/lib/recipe/resource-scope.js';
import type { SessionUser } from '../apps/api/src/lib/session.js';
import { explainedPlan, tableQueries } from '../apps/api/src/lib/table/table-engine.js';
import { tableBatches } from '../apps/api/src/lib/table/table-keyset.js';
import { ROWS_BATCH, tableRows } from '../apps/api/src/lib/table/table-rows.js';
import { totalsQuery } from '../apps/api/src/lib/table/table-totals.js';
import { paymentsReportResource as report } from '../apps/api/src/modules/reports/payments-report.resource.js';

/** The report's filters, as its schema reads them. */
export type ReportFilters = Parameters<NonNullable<typeof report.filters>['where']>[0];

export interface PageResult {
  label: string;
  /** Median and slowest of the API's answers, end to end at the client. */
  apiMedianMs: number;
  apiMaxMs: number;
  /** The database's time (planning + execution) for the page and for the totals. */
  sqlPageMs: number;
  sqlTotalsMs: number;
  /** The same totals summed over the rows (no rollup). */
  sqlRowTotalsMs: number;
  totalItems: number;
}

export interface CsvResult {
  label: string;
  seconds: number;
  rows: number;
  megabytes: number;
  /** Highest VmRSS sampled every 20 ms during the download, and VmHWM (lifetime) after it. */
  peakRssMb: number;
  hwmMb: number;
  rssBeforeMb: number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function explainMs(db: Db, query: SQL | object): Promise<number> {
  const plan = explainedPlan(await db.execute(sql`explain (analyze, format json) ${query}`));
  return Number(plan['Planning Time']) + Number(plan['Execution Time']);
}

/** The median of three, the first warming the cache as the API's first calls do. */
async function medianSqlMs(db: Db, query: SQL | object) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await explainMs(db, query));
  return round(runs.sort((a, b) => a - b)[1]!);
}

const post = (baseUrl: string, path: string, token: string, body: unknown, encoding = 'identity') =>
  fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': encoding,
    },
    body: JSON.stringify(body),
  });

/** The report's page 1 for these filters as the session sees it: API and SQL. */
export async function measurePage(
  db: Db,
  server: { baseUrl: string; token: string; session: SessionUser },
  label: string,
  filters: ReportFilters,
): Promise<PageResult> {
  const body = {
    page: 1,
    rowsPerPage: 50,
    sortBy: 'date',
    descending: true,
    filters: { search: undefined, ...filters },
  };
  const times: number[] = [];
  let totalItems = 0;
  for (let i = 0; i < 23; i++) {
    const started = performance.now();
    const response = await post(server.baseUrl, 'shoppings/getTablePayments', server.token, body);
    const envelope = (await response.json()) as { data: { tableData: { total_items: number } } };
    if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
    totalItems = envelope.data.tableData.total_items;
    // The first three warm the connection's plans and the cache.
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const where = {
    scope: scopeCondition(report, server.session),
    filters: report.filters?.where(filters) ?? [],
  };
  const { page } = tableQueries(db, report.list, body, where);
  const totals = report.totals ?? {};
  const session = server.session;
  const rolledUp = totalsQuery(
    db,
    report.list,
    { totals, rollup: report.totalsRollup, session },
    body,
    where,
  );
  // The same sums over the payments themselves, as the totals were read before their rollup.
  const overRows = totalsQuery(db, report.list, { totals, session }, body, where);
  return {
    label,
    apiMedianMs: round(times[Math.floor(times.length / 2)]!),
    apiMaxMs: round(times.at(-1)!),
    sqlPageMs: await medianSqlMs(db, page),
    sqlTotalsMs: await medianSqlMs(db, rolledUp),
    sqlRowTotalsMs: await medianSqlMs(db, overRows),
    totalItems,
  };
}

/** Resident memory of a process in MB, from /proc (Linux only). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status);
  return match?.[1] ? round(Number(match[1]) / 1024) : 0;
}

/** The payments CSV for these filters, read to its last byte as a browser reads a download. */
export async function measureCsv(
  server: { baseUrl: string; token: string; pid: number },
  label: string,
  filters: ReportFilters,
  encoding: 'identity' | 'gzip',
): Promise<CsvResult> {
  const rssBeforeMb = memoryMb(server.pid, 'VmRSS');
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, memoryMb(server.pid, 'VmRSS'));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let newlines = 0;
  try {
    const response = await post(
      server.baseUrl,
      'shoppings/getCsv',
      server.token,
      { filters },
      encoding,
    );
    if (response.status !== 200 || !response.body) throw new Error(`${label}: ${response.status}`);
    // fetch undoes the gzip: the lines are counted in the file as written.
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) newlines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRssMb = Math.max(peakRssMb, memoryMb(server.pid, 'VmRSS'));
  return {
    label,
    seconds: round(seconds, 2),
    rows: newlines - 1,
    megabytes: round(bytes / 1024 / 1024),
    peakRssMb,
    hwmMb: memoryMb(server.pid, 'VmHWM'),
    rssBeforeMb,
  };
}

/**
 * The database's share of the CSV: every batch read in this process as the CSV reads them (a
 * cursor on PostgreSQL), or by keyset as PGlite reads them, none written out.
 */
export async function readAllBatches(
  db: Db,
  session: SessionUser,
  filters: ReportFilters,
  read: 'as the CSV' | 'by keyset' = 'as the CSV',
) {
  const where = {
    scope: scopeCondition(report, session),
    filters: report.filters?.where(filters) ?? [],
  };
  const started = performance.now();
  let rows = 0;
  const query = { sortBy: 'date', descending: true, filters: { search: undefined, ...filters } };
  const batches =
    read === 'by keyset'
      ? tableBatches(db, report.list, report.id, query, where, ROWS_BATCH)
      : tableRows(db, report.list, report.id, query, where);
  for await (const batch of batches) {
    rows += batch.length;
  }
  return { seconds: round((performance.now() - started) / 1000, 2), rows };
}

export const pageLine = (r: PageResult) =>
  `  ${r.label.padEnd(34)} API p50 ${r.apiMedianMs} ms (max ${r.apiMaxMs})  ` +
  `SQL page ${r.sqlPageMs} ms + totals ${r.sqlTotalsMs} ms (over the rows ${r.sqlRowTotalsMs} ms)  ` +
  `(${r.totalItems} rows)`;

export const csvLine = (r: CsvResult) =>
  `  ${r.label.padEnd(34)} ${r.seconds} s  ${r.rows} rows  ${r.megabytes} MB  ` +
  `RSS ${r.rssBeforeMb} -> peak ${r.peakRssMb} MB (VmHWM ${r.hwmMb} MB)`;
