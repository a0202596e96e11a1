// `npm run bench:dashboard`: dashboard/get with a year of data in 20 branches, on PostgreSQL
// (BENCH_POSTGRES_URL), against Iris as `npm start` runs it: the time of one call for one
// branch and for every branch (target 100 ms), beside the database's own time for the same
// statement (EXPLAIN ANALYZE). Writes bench/results/dashboard.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { dashboardStatement } from '../apps/api/src/modules/dashboard/dashboard.repository.js';
import { generateYear } from './dashboard-generate.js';
import { generate } from './generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_DASHBOARD_DB ?? 'iris_bench_dashboard';
const BRANCHES = 20;
const DAYS = 365;
const SALES_PER_DAY = Number(process.env.BENCH_DASHBOARD_SALES ?? 30);
const APPOINTMENTS_PER_DAY = 30;
/** Calls timed per case, after as many to warm up. */
const CALLS = Number(process.env.BENCH_DASHBOARD_CALLS ?? 50);
const TARGET_MS = 100;

interface CaseResult {
  name: string;
  calls: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  sqlMs: number;
  bytes: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Planning and execution time of the statement, the median of three (the first warms up). */
async function sqlMs(db: Db, branchId: number | null): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = (await db.execute(
      sql`explain (analyze, format json) ${dashboardStatement(branchId, null)}`,
    )) as { rows: { 'QUERY PLAN': [Record<string, unknown>] }[] };
    const plan = result.rows[0]!['QUERY PLAN'][0];
    runs.push(Number(plan['Planning Time']) + Number(plan['Execution Time']));
  }
  return round(runs.sort((a, b) => a - b)[1]!);
}

async function timeCalls(
  baseUrl: string,
  token: string,
  name: string,
  body: Record<string, unknown>,
  db: Db,
  branchId: number | null,
): Promise<CaseResult> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/dashboard/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${text}`);
    return { ms, bytes: text.length };
  };
  for (let i = 0; i < CALLS; i++) await call();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < CALLS; i++) {
    const timed = await call();
    times.push(timed.ms);
    bytes = timed.bytes;
  }
  return {
    name,
    calls: CALLS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    sqlMs: await sqlMs(db, branchId),
    bytes,
  };
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-dashboard-'));
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
      // One default storage of the 10,000 products per branch.
      stock: BRANCHES * 10_000,
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
      appointmentsPerDay: APPOINTMENTS_PER_DAY,
    });
    const seedMs = Math.round(performance.now() - started);
    console.log(
      `Dashboard benchmark (${availableParallelism()} cores): ${counts.branches} branches, a year ` +
        `of ${counts.audits} registers, ${counts.sales} sales, ${counts.payments} payments, ` +
        `${counts.appointments} appointments, ${counts.stock} stock rows; seeded in ${seedMs} ms`,
    );

    const server = await startServer({ dataDir, databaseUrl: url.href });
    try {
      const token = await login(server.baseUrl);
      const oneBranch = 7;
      const results = [
        await timeCalls(
          server.baseUrl,
          token,
          'one branch',
          { branchId: oneBranch },
          database.db,
          oneBranch,
        ),
        await timeCalls(server.baseUrl, token, 'all branches', {}, database.db, null),
      ];
      const lines = results.map(
        (r) =>
          `${`dashboard/get, ${r.name}`.padEnd(32)}median ${r.medianMs} ms, p95 ${r.p95Ms} ms, ` +
          `max ${r.maxMs} ms (${r.calls} calls, ${Math.round(r.bytes / 1024)} KB); SQL ${r.sqlMs} ms; ` +
          `target ${TARGET_MS} ms ${r.p95Ms <= TARGET_MS ? 'met' : 'MISSED'}`,
      );
      console.log(lines.join('\n'));
      mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(
        path.join(ROOT, 'bench/results/dashboard.json'),
        `${JSON.stringify({ date: new Date().toISOString(), counts, seedMs, results }, null, 2)}\n`,
      );
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.close();
  }
} finally {
  // BENCH_DASHBOARD_KEEP=1 leaves the database for a look at its plans.
  if (!process.env.BENCH_DASHBOARD_KEEP) {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
