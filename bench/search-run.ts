// `npm run bench:search`: docs/architecture.md, Tables at scale — a search never walks a whole table. Every
// large searchable table at BENCH_SEARCH_ROWS rows (default 1,000,000) on PostgreSQL, searched for
// words no row holds together, for one row and for many, through the API (one client, then
// BENCH_SEARCH_CONNECTIONS at once, default 10) beside the database's own time for the same statements (the probe of the search's own
// table, then the page with its capped count), and the node types of their plans, so that a
// walk of a whole table shows (a Seq Scan, or an Index Scan that filters every row).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { explainedPlan } from '../apps/api/src/lib/table/table-engine.js';
import { generatedDatabase } from './generated-database.js';
import { startServer, stopServer } from './server.js';
import { login } from './table-load.js';
import { SEARCH_TARGETS, type SearchCase, type Statement } from './search-cases.js';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);
const BENCH_DB = process.env.BENCH_SEARCH_DB ?? 'iris_bench_search';
const SINGLE_CALLS = 20;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** A plan as its node types, outermost first: `Limit > Bitmap Heap Scan users > …`. */
function planShape(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  const here = on ? `${node['Node Type']} ${on}` : node['Node Type'];
  const children = (node.Plans ?? []).map(planShape);
  if (children.length === 0) return here;
  return `${here} > ${children.length === 1 ? children[0] : `(${children.join(' | ')})`}`;
}

async function explained(db: Db, statement: Statement) {
  const runs: { ms: number; shape: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const plan = explainedPlan(await db.execute(sql`explain (analyze, format json) ${statement}`));
    const ms = Number(plan['Planning Time']) + Number(plan['Execution Time']);
    runs.push({ ms, shape: planShape(plan.Plan as PlanNode) });
  }
  return runs.sort((a, b) => a.ms - b.ms)[1]!;
}

/** The database's time for one request's statements, and their plans. */
async function sqlOf(db: Db, searchCase: SearchCase) {
  const statements = await searchCase.statements(db);
  const plans = [];
  for (const statement of statements) plans.push(await explained(db, statement));
  return { ms: plans.reduce((sum, plan) => sum + plan.ms, 0), shapes: plans.map((p) => p.shape) };
}

async function call(baseUrl: string, token: string, searchCase: SearchCase) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${searchCase.url}`, {
    method: searchCase.body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(searchCase.body ? { body: JSON.stringify(searchCase.body) } : {}),
  });
  const envelope = (await response.json()) as { data: unknown };
  if (response.status !== 200) throw new Error(`${searchCase.url}: ${response.status}`);
  return { ms: performance.now() - started, found: searchCase.found(envelope.data) };
}

async function measure(baseUrl: string, token: string, searchCase: SearchCase) {
  for (let i = 0; i < 3; i++) await call(baseUrl, token, searchCase);
  const single: number[] = [];
  let found = '';
  for (let i = 0; i < SINGLE_CALLS; i++) {
    const answer = await call(baseUrl, token, searchCase);
    single.push(answer.ms);
    found = answer.found;
  }
  const load = await autocannon({
    url: `${baseUrl}${searchCase.url}`,
    method: searchCase.body ? 'POST' : 'GET',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(searchCase.body ? { body: JSON.stringify(searchCase.body) } : {}),
  });
  return {
    found,
    singleMs: single.sort((a, b) => a - b)[SINGLE_CALLS / 2]!,
    reqPerSec: Math.round(load.requests.average),
    p97_5Ms: load.latency.p97_5,
    failed: load.non2xx + load.errors + load.timeouts,
  };
}

const url = new URL(
  await generatedDatabase({
    name: BENCH_DB,
    rows: ROWS,
    fresh: Boolean(process.env.BENCH_SEARCH_FRESH),
  }),
);
const database = await openDatabase({ url: url.href });
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-search-'));
const server = await startServer({ dataDir, databaseUrl: url.href });
try {
  const token = await login(server.baseUrl);
  for (const target of SEARCH_TARGETS) {
    console.log(`\n${target.name} (${target.endpoint})`);
    for (const searchCase of target.cases) {
      const database_ = await sqlOf(database.db, searchCase);
      const api = await measure(server.baseUrl, token, searchCase);
      console.log(
        `  ${searchCase.label.padEnd(34)} ${api.found.padEnd(16)} 1 client ${api.singleMs.toFixed(1)} ms  ` +
          `${CONNECTIONS} clients ${api.reqPerSec} req/s p97.5 ${api.p97_5Ms} ms  SQL ${database_.ms.toFixed(1)} ms` +
          (api.failed ? `  FAILED ${api.failed}` : ''),
      );
      for (const shape of database_.shapes) console.log(`      ${shape}`);
    }
  }
} finally {
  await stopServer(server);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
