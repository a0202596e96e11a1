// Tables at scale: page 1 of the staff and patients tables under load, and a two-word search
// (autocannon), each beside the database's own time for the same SQL (EXPLAIN ANALYZE of the
// exact queries the table engine builds for that request).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { MONTH_PER_DAY } from '@iris/domain/calendar/calendar-grid';
import { tableQuerySchema, tableQuerySchemaOf } from '@iris/domain/common/table';
import type { Db } from '../apps/api/src/db/client.js';
import {
  explainedPlan,
  tableQueries,
  type TableSpec,
} from '../apps/api/src/lib/table/table-engine.js';
import { gridEventsQuery } from '../apps/api/src/modules/calendar/calendar-grid.js';
import { dayAfter } from '../apps/api/src/modules/calendar/calendar.service.js';
import { customersResource } from '../apps/api/src/modules/customers/customers.resource.js';
import { stockResource } from '../apps/api/src/modules/inventory/stock.resource.js';
import type { AnyResource } from '../apps/api/src/lib/recipe/resource.js';
import { TREE_QUERY } from '../apps/api/src/modules/questionnaire/question-tree.js';
import { userTable } from '../apps/api/src/modules/users/users.repository.js';
import { CALENDAR_MONTH, STOCK } from './generate.js';
import { QUESTIONNAIRE_NODES } from './questionnaire.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.js';
import { logInTo } from '../e2e/support/iris-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadCase {
  label: string;
  body: Record<string, unknown>;
  connections: number;
}

export interface LoadResult {
  label: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  failed: number;
  sqlMs: number;
  /** The average answer's size, headers included. */
  bytesPerResponse: number;
}

/** An endpoint under load, its cases, and the SQL one request of a case runs (to explain). */
export interface LoadTarget {
  name: string;
  endpoint: string;
  query: (db: Db, body: Record<string, unknown>) => unknown;
  cases: LoadCase[];
}

/** A table's request runs its page query (with the capped count in it) under its filters. */
const tableQuery =
  (table: TableSpec<SelectedFields>, filters?: AnyResource['filters']) =>
  (db: Db, body: Record<string, unknown>) => {
    const query = (filters ? tableQuerySchemaOf(filters.shape) : tableQuerySchema).parse(body);
    return tableQueries(db, table, query, { filters: filters?.where(query.filters) ?? [] }).page;
  };

const pageOne = (sortBy: string, connections: number): LoadCase => ({
  label: `page 1 by ${sortBy}`,
  body: { page: 1, rowsPerPage: 5, sortBy, descending: true },
  connections,
});

const searchCase = (connections: number): LoadCase => ({
  label: 'search "maria lopez"',
  body: { page: 1, rowsPerPage: 5, filters: { search: 'maria lopez' } },
  connections,
});

/** The staff table: page 1 under each sort key at 50 connections, a two-word search at 10. */
const staff: LoadTarget = {
  name: 'staff',
  endpoint: '/api/users/getBranchPersonal',
  query: tableQuery(userTable),
  cases: [...Object.keys(userTable.sortKeys).map((sortBy) => pageOne(sortBy, 50)), searchCase(10)],
};

/** The patients table: page 1 and a name search, both at 50 connections. */
const patients: LoadTarget = {
  name: 'customers',
  endpoint: '/api/customers/getTable',
  query: tableQuery(customersResource.list),
  cases: [pageOne('id', 50), pageOne('name', 50), searchCase(50)],
};

/** The days a month view shows: six weeks from the Monday on or before the 1st (FullCalendar's). */
export function monthView(year: number, month: number) {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const end = new Date(start.getTime() + 41 * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

const CALENDAR_VIEW = monthView(CALENDAR_MONTH.year, CALENDAR_MONTH.month);

/**
 * A branch's month of 5,000 events (the generator's), as the month view asks for it: getGrid, the
 * first events of each day and every day's count.
 */
export const calendar: LoadTarget = {
  name: 'calendar',
  endpoint: '/api/branches-calendar/getGrid',
  query: (_db, body) =>
    gridEventsQuery(CALENDAR_MONTH.branchId, CALENDAR_VIEW.from, dayAfter(CALENDAR_VIEW.to), {
      perDay: typeof body.perDay === 'number' ? body.perDay : undefined,
    }),
  cases: [
    {
      label: 'month of 5,000 events',
      body: { branchId: CALENDAR_MONTH.branchId, ...CALENDAR_VIEW, perDay: MONTH_PER_DAY },
      connections: 10,
    },
  ],
};

/** A storage's stock (its page's first page), a cascading filter, and a branch's stock. */
const stock: LoadTarget = {
  name: 'stock',
  endpoint: '/api/stock/getTable',
  query: tableQuery(stockResource.list, stockResource.filters),
  cases: [
    { label: 'storage page 1', body: { filters: { storageId: STOCK.storageId } }, connections: 50 },
    {
      label: 'storage + subcategory',
      body: {
        filters: {
          storageId: STOCK.storageId,
          categoryId: STOCK.categoryId,
          subcategoryId: STOCK.subcategoryId,
        },
      },
      connections: 50,
    },
    { label: 'branch page 1', body: { filters: { branchId: STOCK.branchId } }, connections: 50 },
  ],
};

/** The whole questionnaire (the generator's 500 nodes): one query, the tree built in memory. */
const questionnaire: LoadTarget = {
  name: 'questionnaire',
  endpoint: '/api/questions/getQuestions',
  query: () => TREE_QUERY,
  cases: [
    { label: `tree of ${QUESTIONNAIRE_NODES} nodes`, body: {}, connections: 1 },
    { label: `tree of ${QUESTIONNAIRE_NODES} nodes`, body: {}, connections: 10 },
  ],
};

export const LOAD_TARGETS: LoadTarget[] = [staff, patients, calendar, stock, questionnaire];

async function explainMs(db: Db, query: unknown): Promise<number> {
  const plan = explainedPlan(await db.execute(sql`explain (analyze, format json) ${query}`));
  return Number(plan['Planning Time']) + Number(plan['Execution Time']);
}

/** The database's time for the SQL of one request of a case. */
export async function sqlMs(
  db: Db,
  target: LoadTarget,
  body: Record<string, unknown>,
): Promise<number> {
  const query = target.query(db, body);
  // The median of three runs, the first warming the cache as the load's first requests do.
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await explainMs(db, query));
  return runs.sort((a, b) => a - b)[1]!;
}

/** Waits until the server has worked off what a previous case left queued (one answered call). */
export async function drained(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) });
}

export async function runLoad(
  baseUrl: string,
  token: string,
  target: LoadTarget,
  loadCase: LoadCase,
  sqlTime: number,
): Promise<LoadResult> {
  await drained(baseUrl);
  const result = await autocannon({
    url: `${baseUrl}${target.endpoint}`,
    method: 'POST',
    connections: loadCase.connections,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(loadCase.body),
  });
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    label: `${target.name}: ${loadCase.label}`,
    connections: loadCase.connections,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: round(result.latency.p50),
    p90Ms: round(result.latency.p90),
    p97_5Ms: round(result.latency.p97_5),
    p99Ms: round(result.latency.p99),
    failed: result.non2xx + result.errors + result.timeouts,
    sqlMs: round(sqlTime),
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

export function loadLine(result: LoadResult): string {
  return (
    `  ${result.label.padEnd(24)} ${String(result.connections).padStart(2)} conn  ` +
    `${String(result.reqPerSec).padStart(5)} req/s  p50 ${result.p50Ms} ms  p90 ${result.p90Ms} ms  ` +
    `p97.5 ${result.p97_5Ms} ms  p99 ${result.p99Ms} ms  SQL ${result.sqlMs} ms  ` +
    `${result.bytesPerResponse} B/answer` +
    (result.failed ? `  FAILED ${result.failed}` : '')
  );
}

/** The administrator's token, two factors set up on the first sign-in as every super_admin must. */
export function login(baseUrl: string): Promise<string> {
  return logInTo({ baseUrl }, ADMIN_EMAIL, ADMIN_PASSWORD);
}
