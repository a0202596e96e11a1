// `npm run bench:reconciliation`: invoices/getReconciliation of a month of a 20-branch chain, on
// PostgreSQL (BENCH_POSTGRES_URL), against Iris as `npm start` runs it. The data is the dashboard
// benchmark's year (BENCH_RECONCILIATION_SALES sales a day per branch, default 30) with its CFDIs
// (reconciliation-generate.ts). Times the last whole month for its branch with the most gaps and
// for every branch (target 500 ms), then the year so far for every branch, beside the database's
// own time for the same statement (EXPLAIN ANALYZE, as the server runs it without JIT, and with
// it); checks that each answer finds exactly the gaps planted, and downloads each CSV.
// Writes bench/results/reconciliation.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import {
  reconciliationStatement,
  type ReconciliationScope,
} from '../apps/api/src/modules/invoicing/reconciliation.repository.js';
import { generateYear } from './dashboard-generate.js';
import { generate } from './generate.js';
import { generateCfdis } from './reconciliation-generate.js';
import { rowsOf } from './sales-generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_RECONCILIATION_DB ?? 'iris_bench_reconciliation';
const BRANCHES = 20;
const DAYS = 365;
const SALES_PER_DAY = Number(process.env.BENCH_RECONCILIATION_SALES ?? 30);
/** Calls timed per case, after as many to warm up. */
const CALLS = Number(process.env.BENCH_RECONCILIATION_CALLS ?? 20);
const TARGET_MS = 500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Planning and execution time of the statement, the median of three: as the server runs it
 * (JIT off), and with PostgreSQL's JIT as configured, for comparison.
 */
async function sqlMs(db: Db, scope: ReconciliationScope, jit: boolean): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const plan = await db.transaction(async (tx) => {
      if (!jit) await tx.execute(sql`set local jit = off`);
      const result: unknown = await tx.execute(
        sql`explain (analyze, format json) ${reconciliationStatement(scope)}`,
      );
      return (result as { rows: { 'QUERY PLAN': [Record<string, unknown>] }[] }).rows[0]![
        'QUERY PLAN'
      ][0];
    });
    runs.push(Number(plan['Planning Time']) + Number(plan['Execution Time']));
  }
  return round(runs.sort((a, b) => a - b)[1]!);
}

async function post(baseUrl: string, token: string, url: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms, text };
}

async function timeCase(
  baseUrl: string,
  token: string,
  name: string,
  db: Db,
  scope: ReconciliationScope,
  calls = CALLS,
) {
  const body = scope;
  const call = () => post(baseUrl, token, 'invoices/getReconciliation', body);
  for (let i = 0; i < calls; i++) await call();
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < calls; i++) {
    const timed = await call();
    times.push(timed.ms);
    text = timed.text;
  }
  const answer = (
    JSON.parse(text) as {
      data: { data: { missingCount: number; missingByKind: Record<string, number> } };
    }
  ).data.data;
  const csv = await post(baseUrl, token, 'invoices/getReconciliationCsv', body);
  return {
    name,
    calls,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    sqlMs: await sqlMs(db, scope, false),
    sqlWithJitMs: await sqlMs(db, scope, true),
    kb: Math.round(text.length / 1024),
    missingByKind: answer.missingByKind,
    csvMs: round(csv.ms),
    csvRows: csv.text.trimEnd().split('\n').length - 1,
  };
}

/** What was planted in the month (reconciliation-generate.ts), for one branch or every one. */
async function planted(db: Db, scope: ReconciliationScope) {
  const branch = scope.branchId === null ? sql`true` : sql`s.branch_id = ${scope.branchId}`;
  const [row] = await rowsOf<{ uncovered: number; complements: number }>(
    db,
    sql`select
      (select count(*)::int from shoppings as s where s.status = 'EJECUTADO' and ${branch}
        and s.date between ${scope.from} and ${scope.to} and hashint4(s.id) % 1000 = 7) as uncovered,
      (select count(*)::int from invoices as i join payments as p on p.shopping_id = i.shopping_id
        join shoppings as s on s.id = i.shopping_id
        where i.kind = 'I' and i.payment_method = 'PPD' and p.kind = 'PAGO' and ${branch}
          and p.deleted_at is null and p.created_at > i.stamped_at and hashint4(p.id) % 500 = 0
          and p.date between ${scope.from} and ${scope.to}) as complements`,
  );
  return { SIN_CFDI: row!.uncovered, PAGO_SIN_COMPLEMENTO: row!.complements };
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-reconciliation-'));
try {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  try {
    const started = performance.now();
    await database.migrate();
    await generate(database.db, {
      users: 2_000,
      customers: 40_000,
      stock: BRANCHES * 1_000,
      branches: BRANCHES,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    const [adminRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    const counts = await generateYear(database.db, {
      adminId: adminRow!.id,
      days: DAYS,
      salesPerDay: SALES_PER_DAY,
      appointmentsPerDay: 1,
    });
    const cfdis = await generateCfdis(database.db);
    const seedMs = Math.round(performance.now() - started);
    console.log(
      `Reconciliation benchmark (${availableParallelism()} cores): ${counts.branches} branches, a ` +
        `year of ${counts.sales} sales and ${counts.payments} payments; ${cfdis.invoices} invoices, ` +
        `${cfdis.globals} global invoices, ${cfdis.complements} complements; seeded in ${seedMs} ms`,
    );
    // The last whole month, and its branch with the most sales left out on purpose.
    const [month] = await rowsOf<{ from: string; to: string; branch: number }>(
      database.db,
      sql`with m as (select date_trunc('month', current_date - interval '1 month')::date as f,
          (date_trunc('month', current_date) - interval '1 day')::date as t)
        select m.f::text as "from", m.t::text as "to", coalesce((select s.branch_id
          from shoppings as s where s.date between m.f and m.t and hashint4(s.id) % 1000 = 7
          group by s.branch_id order by count(*) desc, s.branch_id limit 1), 1) as branch
        from m`,
    );
    const server = await startServer({ dataDir, databaseUrl: url.href });
    try {
      const token = await login(server.baseUrl);
      const days = { from: month!.from, to: month!.to };
      const year = { from: `${month!.to.slice(0, 4)}-01-01`, to: month!.to };
      const cases = [
        { name: 'a month, one branch', scope: { ...days, branchId: month!.branch }, target: true },
        { name: 'a month, every branch', scope: { ...days, branchId: null }, target: true },
        // Beyond the target: the year so far, to see how the statement grows with the period.
        { name: 'the year so far, every branch', scope: { ...year, branchId: null }, calls: 3 },
      ];
      const results = [];
      for (const { name, scope, calls, target } of cases) {
        const result = await timeCase(server.baseUrl, token, name, database.db, scope, calls);
        results.push({ ...result, target, planted: await planted(database.db, scope) });
      }
      console.log(
        results
          .map(
            (r) =>
              `${`getReconciliation, ${r.name}`.padEnd(50)}median ` +
              `${r.medianMs} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms (${r.calls} calls, ` +
              `${r.kb} KB); SQL ${r.sqlMs} ms (with JIT ${r.sqlWithJitMs} ms)` +
              (r.target
                ? `; target ${TARGET_MS} ms ${r.p95Ms <= TARGET_MS ? 'met' : 'MISSED'}`
                : '') +
              `\n  found ${JSON.stringify(r.missingByKind)}` +
              `, planted ${JSON.stringify(r.planted)}; CSV ${r.csvRows} rows in ${r.csvMs} ms`,
          )
          .join('\n'),
      );
      mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(
        path.join(ROOT, 'bench/results/reconciliation.json'),
        `${JSON.stringify({ date: new Date().toISOString(), counts, cfdis, seedMs, month, results }, null, 2)}\n`,
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.close();
  }
} finally {
  // BENCH_RECONCILIATION_KEEP=1 leaves the database for a look at its plans.
  if (!process.env.BENCH_RECONCILIATION_KEEP) {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
