// `npm run bench:sales`: the cash register and the sales rules at scale, on PostgreSQL
// (BENCH_POSTGRES_URL), against Iris as `npm start` runs it. Closes audits of 10,000 sales and
// 15,000 payments (beside the database's own time for the same SQL), then runs 50 clients selling
// at once and checks afterwards that no rule broke. Writes bench/results/sales-latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { generate } from './generate.js';
import { brokenRules, stockOf } from '../apps/api/src/testing/shop-invariants.js';
import { violationLines } from './sales-checks.js';
import { closeLines, measureAuditClose } from './sales-close.js';
import {
  CASHIER_EMAIL,
  generateSales,
  PAYMENTS_PER_AUDIT,
  SALES_PER_AUDIT,
} from './sales-generate.js';
import { loadLines, runSalesLoad } from './sales-load.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_SALES_DB ?? 'iris_bench_sales';
/** Branches whose open audit is closed (one close each); each also holds this many closed ones. */
const CLOSING_BRANCHES = 3;
const HISTORY_AUDITS = Number(process.env.BENCH_SALES_HISTORY ?? 6);
/** The tables generator's staff, patients and stock rows under the sales. */
const BASE_ROWS = 20_000;

async function cashierToken(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CASHIER_EMAIL, password: ADMIN_PASSWORD }),
  });
  const envelope = (await response.json()) as { data?: { token?: string } };
  if (!envelope.data?.token) throw new Error(`the cashier's login failed (${response.status})`);
  return envelope.data.token;
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-sales-'));
try {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const database = await openDatabase({ url: url.href, poolSize: 4 });
  try {
    const started = performance.now();
    await database.migrate();
    await generate(database.db, {
      users: BASE_ROWS,
      customers: BASE_ROWS,
      stock: BASE_ROWS,
      branches: CLOSING_BRANCHES + 1,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    const data = await generateSales(database.db, {
      adminEmail: ADMIN_EMAIL,
      closingBranches: CLOSING_BRANCHES,
      historyAudits: HISTORY_AUDITS,
    });
    const seedMs = Math.round(performance.now() - started);
    const totalSales = data.historySales + CLOSING_BRANCHES * SALES_PER_AUDIT;
    console.log(
      `Sales benchmark (${availableParallelism()} cores): ${CLOSING_BRANCHES} open audits of ` +
        `${SALES_PER_AUDIT} sales and ${PAYMENTS_PER_AUDIT} payments, ${totalSales} sales in all, seeded in ${seedMs} ms`,
    );

    const server = await startServer({ dataDir, databaseUrl: url.href });
    try {
      const token = await login(server.baseUrl);
      const close = await measureAuditClose(
        database.db,
        server.baseUrl,
        token,
        data.closing.map((audit) => audit.auditId),
      );
      console.log(closeLines(close).join('\n'));

      const before = await stockOf(database.db, data.load.storageId);
      const load = await runSalesLoad(
        server.baseUrl,
        await cashierToken(server.baseUrl),
        data.load,
      );
      console.log(loadLines(load).join('\n'));
      const violations = await brokenRules(database.db, { ...data.load, before });
      console.log(violationLines(violations).join('\n'));

      mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
      const results = {
        date: new Date().toISOString(),
        cores: availableParallelism(),
        close,
        load,
        violations,
      };
      writeFileSync(
        path.join(ROOT, 'bench/results/sales-latest.json'),
        `${JSON.stringify(results, null, 2)}\n`,
      );
      console.log('(written to bench/results/sales-latest.json)');
      if (load.failures > 0 || Object.values(violations).some((n) => n > 0)) process.exitCode = 1;
    } finally {
      await stopServer(server);
    }
  } finally {
    await database.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
