// `npm run bench`: start-to-ready time, /login JavaScript size, Lighthouse's score of /login and the
// dashboard, and getTable latency on PGlite and PostgreSQL. Prints a table and writes
// bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { generate } from './generate.js';
import { LOAD_TARGETS, loadLine, login, runLoad, sqlMs, type LoadResult } from './table-load.js';
import { countLine, report, type EngineResult, type Skipped, type Startup } from './report.js';
import { CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { measureLoginJs, type LoginJs } from './login-js.js';
import { countSqlMs, executeCountMs } from './movement-count.js';
import { measureTreeRender, type TreeRender } from './questionnaire.js';
import { measureLighthouse, type PageScore } from './lighthouse.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ROOT,
  rssMb,
  startServer,
  stopServer,
  type RunningServer,
} from './server.js';

// docs/architecture.md, Tables at scale: a million rows on PostgreSQL; the embedded engine at 100,000.
const ROWS = {
  postgres: Number(process.env.BENCH_PG_ROWS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_ROWS ?? 100_000),
};
const BRANCHES = 20;
const STARTUP_RUNS = 3;
const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_DB ?? 'iris_bench';

const tempDirs = new Set<string>();
const servers = new Set<RunningServer>();

function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `iris-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}
function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}
async function serve(options: { dataDir: string; databaseUrl?: string }) {
  const server = await startServer(options);
  servers.add(server);
  return server;
}
async function stop(server: RunningServer) {
  await stopServer(server);
  servers.delete(server);
}

const round = (value: number) => Math.round(value);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The first start on an empty DATA_DIR creates the embedded database (PGlite's initdb) and the
 * administrator; later starts open it. Both are reported, each the median of STARTUP_RUNS.
 */
async function measureStartup(): Promise<{ first: Startup; restart: Startup }> {
  const first: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) {
    const dataDir = tempDir('start');
    for (const runs of [first, restart]) {
      const server = await serve({ dataDir });
      runs.push(round(server.readyMs));
      await stop(server);
    }
    removeDir(dataDir);
  }
  return {
    first: { medianMs: median(first), runs: first },
    restart: { medianMs: median(restart), runs: restart },
  };
}

/**
 * Seeds the engine's database, then times each load case's own SQL on it, before the server
 * opens it (the embedded database has one owner at a time).
 */
async function seed(
  engine: EngineResult['engine'],
  options: { dataDir?: string; url?: string },
): Promise<{ seedMs: number; sql: number[]; countSqlMs: number }> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await generate(database.db, {
      users: ROWS[engine],
      customers: ROWS[engine],
      stock: ROWS[engine],
      branches: BRANCHES,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    const seedMs = round(performance.now() - started);
    const sql: number[] = [];
    for (const target of LOAD_TARGETS) {
      for (const loadCase of target.cases)
        sql.push(await sqlMs(database.db, target, loadCase.body));
    }
    return { seedMs, sql, countSqlMs: await countSqlMs(database.db) };
  } finally {
    await database.close();
  }
}

async function runEngine(
  engine: EngineResult['engine'],
  server: RunningServer,
  seeded: { seedMs: number; sql: number[]; countSqlMs: number },
): Promise<EngineResult> {
  const token = await login(server.baseUrl);
  const load: LoadResult[] = [];
  const cases = LOAD_TARGETS.flatMap((target) =>
    target.cases.map((loadCase) => ({ target, loadCase })),
  );
  for (const [i, { target, loadCase }] of cases.entries()) {
    load.push(await runLoad(server.baseUrl, token, target, loadCase, seeded.sql[i]!));
    console.log(`${engine}${loadLine(load.at(-1)!)}`);
  }
  const count = { apiMs: await executeCountMs(server.baseUrl, token), sqlMs: seeded.countSqlMs };
  console.log(`${engine}  ${countLine(count)}`);
  return {
    engine,
    users: ROWS[engine],
    seedMs: seeded.seedMs,
    load,
    count,
    rssMb: rssMb(server.pid),
  };
}

/** A measure taken in Chromium: skipped, saying why, without it or when it fails. */
async function inBrowser<T>(measure: () => Promise<T | null>): Promise<T | Skipped> {
  try {
    return (await measure()) ?? { skipped: `${CHROMIUM_PATH} not found` };
  } catch (error) {
    return { skipped: message(error) };
  }
}

async function benchPglite(): Promise<{
  result: EngineResult;
  loginJs: LoginJs | Skipped;
  treeRender: TreeRender | Skipped;
  lighthouse: PageScore[] | Skipped;
}> {
  const dataDir = tempDir('pglite');
  try {
    const seeded = await seed('pglite', { dataDir });
    const server = await serve({ dataDir });
    try {
      const result = await runEngine('pglite', server, seeded);
      const loginJs = await inBrowser(() => measureLoginJs(server.baseUrl));
      const treeRender = await inBrowser(async () =>
        measureTreeRender(server.baseUrl, await login(server.baseUrl)),
      );
      const lighthouse = await inBrowser(async () =>
        measureLighthouse(server.baseUrl, await login(server.baseUrl)),
      );
      return { result, loginJs, treeRender, lighthouse };
    } finally {
      await stop(server);
    }
  } finally {
    removeDir(dataDir);
  }
}

async function benchPostgres(): Promise<EngineResult | Skipped> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${PG_ADMIN_URL}: ${message(error)}` };
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const dataDir = tempDir('postgres');
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    const seeded = await seed('postgres', { url: url.href });
    const server = await serve({ dataDir, databaseUrl: url.href });
    try {
      return await runEngine('postgres', server, seeded);
    } finally {
      await stop(server);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.end();
    removeDir(dataDir);
  }
}

function cleanUp() {
  for (const server of servers) server.child.kill('SIGTERM');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  console.log(
    `Iris benchmark: ${ROWS.postgres} rows on PostgreSQL, ${ROWS.pglite} on PGlite, ${STARTUP_RUNS} start-ups…`,
  );
  const startup = await measureStartup();
  console.log(
    `first start: ${startup.first.runs.join(', ')} ms; restart: ${startup.restart.runs.join(', ')} ms`,
  );
  const pglite = await benchPglite();
  const postgres = await benchPostgres();
  const results = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    node: process.version,
    startup,
    loginJs: pglite.loginJs,
    treeRender: pglite.treeRender,
    lighthouse: pglite.lighthouse,
    getTable: { pglite: pglite.result, postgres },
  };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(`\n${report(results)}\n\n(written to bench/results/latest.json)`);
} finally {
  cleanUp();
}
