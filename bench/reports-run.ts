// `npm run bench:reports`: the payments report at 1,000,000 payments of one branch, on PostgreSQL
// (BENCH_POSTGRES_URL), against Iris as `npm start` runs it. Times page 1 of
// shoppings/getTablePayments (one day, every day) beside the database's time for the same SQL, and
// POST shoppings/getCsv of every payment to its last byte while sampling the server's resident
// memory (targets: 10 s, 200 MB), also with the heap limit README advises.
// BENCH_BASE_ROOT=<checkout> measures another checkout's Iris first, on the same data (the code
// before a change). Writes bench/results/reports-latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import type { SessionUser } from '../apps/api/src/lib/session.js';
import { generate } from './generate.js';
import {
  csvLine,
  measureCsv,
  measurePage,
  pageLine,
  readAllBatches,
  type CsvResult,
} from './reports-measure.js';
import { generateReports, LAST_DAY } from './reports-generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, startServer, stopServer } from './server.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_REPORTS_DB ?? 'iris_bench_reports';
const TARGET_SECONDS = 10;
const TARGET_MB = 200;
const HEAP_LIMIT = '--max-old-space-size=512';
/** Another checkout whose Iris is measured first on the same data (before and after a change). */
const BASE_ROOT = process.env.BENCH_BASE_ROOT;

async function tokenOf(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  const envelope = (await response.json()) as { data?: { token?: string } };
  if (!envelope.data?.token) throw new Error(`the login of ${email} failed (${response.status})`);
  return envelope.data.token;
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-reports-'));
try {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  try {
    const started = performance.now();
    await database.migrate();
    await generate(database.db, {
      users: 2000,
      customers: 2000,
      stock: 2000,
      branches: 2,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    const data = await generateReports(database.db, { adminEmail: ADMIN_EMAIL });
    console.log(
      `Reports benchmark (${availableParallelism()} cores): ${data.payments} payments of one ` +
        `branch over a year (and a tenth as many in another), seeded in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
    // The receptionist's session as the API builds it: the branch scope applies to her.
    const session: SessionUser = {
      id: data.staffId,
      email: data.staffEmail,
      role: 'receptionist',
      roles: ['receptionist'],
      branchId: data.branchId,
      enabled: true,
      sessionVersion: 0,
      sessionId: 0,
      mfaEnabled: false,
    };

    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      cores: availableParallelism(),
      payments: data.payments,
    };
    /** Page 1 and the file through the API of one checkout's Iris (this one: `root` undefined). */
    const measureIris = async (root: string | undefined, prefix: string) => {
      const server = await startServer({ dataDir, databaseUrl: url.href, root });
      try {
        const caller = {
          baseUrl: server.baseUrl,
          token: await tokenOf(server.baseUrl, data.staffEmail),
          session,
          pid: server.pid,
        };
        console.log(
          `${prefix}shoppings/getTablePayments, page 1 of 50, newest first (as the branch receptionist):`,
        );
        const pages = [
          await measurePage(database.db, caller, `one day (${LAST_DAY})`, {
            branchId: data.branchId,
            date: LAST_DAY,
          }),
          await measurePage(database.db, caller, 'every day', { branchId: data.branchId }),
        ];
        for (const page of pages) console.log(pageLine(page));
        console.log(`${prefix}shoppings/getCsv of every payment of the branch:`);
        const files: CsvResult[] = [];
        for (const encoding of ['identity', 'gzip'] as const) {
          const filters = { branchId: data.branchId };
          files.push(await measureCsv(caller, `as a file (${encoding})`, filters, encoding));
          console.log(csvLine(files.at(-1)!));
        }
        return { pages, files };
      } finally {
        await stopServer(server);
      }
    };
    // Another checkout's Iris first (the code before a change), on the same data: its page's SQL
    // is explained as this checkout builds it, beside the totals over the rows it ran.
    if (BASE_ROOT) results.base = await measureIris(BASE_ROOT, `base (${BASE_ROOT}): `);
    const own = await measureIris(undefined, BASE_ROOT ? 'this checkout: ' : '');
    results.pages = own.pages;
    const csv: CsvResult[] = own.files;
    const filters = { branchId: data.branchId };
    const batches = await readAllBatches(database.db, session, filters);
    console.log(
      `  the database's share (every batch read, nothing written): ${batches.seconds} s, ${batches.rows} rows`,
    );
    results.batches = batches;
    const keyset = await readAllBatches(database.db, session, filters, 'by keyset');
    console.log(`  the same by keyset batches (as on PGlite): ${keyset.seconds} s`);
    results.keysetBatches = keyset;

    // The same file from a server whose heap is given a limit, as README's Production advises:
    // without one, V8 on a machine with memory to spare lets the old generation grow to about
    // four times what is live before collecting it.
    // One process (startServer), as for the runs above: with the default WORKERS the PID
    // measured was the primary's, which serves nothing (its 92 MB were not the file's).
    const capped = await startServer({
      dataDir,
      databaseUrl: url.href,
      env: { NODE_OPTIONS: HEAP_LIMIT },
    });
    try {
      const caller = {
        baseUrl: capped.baseUrl,
        token: await tokenOf(capped.baseUrl, data.staffEmail),
        pid: capped.pid,
      };
      const filters = { branchId: data.branchId };
      csv.push(await measureCsv(caller, `as a file, ${HEAP_LIMIT}`, filters, 'identity'));
      console.log(csvLine(csv.at(-1)!));
    } finally {
      await stopServer(capped);
    }

    const misses = (r: CsvResult) =>
      r.seconds > TARGET_SECONDS || r.peakRssMb > TARGET_MB || r.rows !== data.payments;
    const missed = csv.filter(misses);
    console.log(
      `Targets (≤ ${TARGET_SECONDS} s, ≤ ${TARGET_MB} MB, every row in the file) ` +
        (missed.length === 0 ? 'met.' : `missed by: ${missed.map((r) => r.label).join('; ')}`),
    );
    // The bench fails on a wrong file, or on a miss of the server configured as advised.
    if (csv.some((r) => r.rows !== data.payments) || misses(csv.at(-1)!)) process.exitCode = 1;
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/reports-latest.json'),
      `${JSON.stringify({ ...results, csv }, null, 2)}\n`,
    );
    console.log('(written to bench/results/reports-latest.json)');
  } finally {
    await database.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
