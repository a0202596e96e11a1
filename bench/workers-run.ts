// `npm run bench:workers`: page 1 of the staff table (100,000 users) at 50 connections, and a sale's
// receipt (a PDF the server draws itself) at 10, against Iris on PostgreSQL (BENCH_POSTGRES_URL) as
// `npm start` runs it, with WORKERS=1 and WORKERS=2 side by side, in turns (BENCH_WORKERS_ROUNDS, 2
// by default). Reports req/s, p50, p97.5, the CPU the server's processes, PostgreSQL and the load
// used, and the ratio of the two. The database (iris_bench_workers) is filled once and kept for the
// next run. Writes bench/results/workers.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, startServer, stopServer } from './server.js';
import autocannon from 'autocannon';
import { receiptSale } from './receipt-sale.js';
import { benchDatabase, CONNECTIONS, cpuSeconds, ENDPOINT, PAGE_ONE } from './staff-bench.js';
import { drained, login } from './table-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_WORKERS_ROUNDS ?? 2);
/** Each worker compiles its own hot code (JIT): a few seconds of load are not enough for two. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

/** What is asked under load: a path, its body and how many clients ask it at once. */
interface LoadCase {
  name: string;
  path: string;
  body: unknown;
  connections: number;
}

interface Measure {
  case: string;
  workers: number;
  reqPerSec: number;
  p50Ms: number;
  p97_5Ms: number;
  failed: number;
  /** Cores the server's processes kept busy meanwhile, together and per process. */
  serverCores: number;
  perProcessCores: number[];
  /** Cores autocannon (this process) used meanwhile, on the same machine. */
  autocannonCores: number;
  /** Cores this machine's PostgreSQL processes used meanwhile: the database shares the cores. */
  postgresCores: number;
  /** The machine's load average over the last minute, before the load: other work shares the cores. */
  loadBefore: number;
}

/** The processes that serve: the workers (not a build's helper process), or the one process. */
function servingPids(pid: number, workers: number): number[] {
  if (workers === 1) return [pid];
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server.js'));
}

/** This machine's PostgreSQL processes (the server and its backends), by their command name. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** CPU seconds of processes, those that ended meanwhile left out. */
function cpuOf(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      seconds.set(pid, cpuSeconds(pid));
    } catch {
      // ended meanwhile
    }
  }
  return seconds;
}

/** Waits until every worker is up and has finished starting (a second with almost no CPU). */
async function settled(pid: number, workers: number): Promise<number[]> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const pids = servingPids(pid, workers);
    if (pids.length === workers) {
      const before = pids.map(cpuSeconds);
      await sleep(1_000);
      if (pids.every((each, i) => cpuSeconds(each) - before[i]! < 0.2)) return pids;
    } else {
      await sleep(200);
    }
  }
  throw new Error(`${workers} workers were not up after two minutes`);
}

const loadOf = (baseUrl: string, token: string, asked: LoadCase, seconds: number) =>
  autocannon({
    url: `${baseUrl}${asked.path}`,
    method: 'POST',
    connections: asked.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(asked.body),
  });

/** One case's load on a warmed-up server, with the cores each process used meanwhile. */
async function measureCase(
  baseUrl: string,
  token: string,
  pids: number[],
  asked: LoadCase,
  workers: number,
): Promise<Measure> {
  // Each worker's code warmed up (JIT) and its pool of connections opened, as in steady use.
  await loadOf(baseUrl, token, asked, WARMUP_SECONDS);
  await drained(baseUrl);
  const loadBefore = Math.round(loadavg()[0]! * 10) / 10;
  const before = pids.map(cpuSeconds);
  const postgresBefore = cpuOf(postgresPids());
  const ownBefore = process.cpuUsage();
  const result = await loadOf(baseUrl, token, asked, SECONDS);
  const own = process.cpuUsage(ownBefore);
  let postgresSeconds = 0;
  for (const [pid, seconds] of cpuOf(postgresPids())) {
    postgresSeconds += seconds - (postgresBefore.get(pid) ?? 0);
  }
  const perProcessCores = pids.map(
    (pid, i) => Math.round(((cpuSeconds(pid) - before[i]!) / SECONDS) * 100) / 100,
  );
  return {
    case: asked.name,
    workers,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    failed: result.non2xx + result.errors + result.timeouts,
    serverCores: Math.round(perProcessCores.reduce((sum, cores) => sum + cores, 0) * 100) / 100,
    perProcessCores,
    autocannonCores: Math.round((own.user + own.system) / 1e4 / SECONDS) / 100,
    postgresCores: Math.round((postgresSeconds / SECONDS) * 100) / 100,
    loadBefore,
  };
}

async function measure(databaseUrl: string, workers: number, cases: LoadCase[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-workers-'));
  const server = await startServer({ dataDir, databaseUrl, env: { WORKERS: String(workers) } });
  try {
    const pids = await settled(server.pid, workers);
    const token = await login(server.baseUrl);
    const measures: Measure[] = [];
    for (const asked of cases) {
      measures.push(await measureCase(server.baseUrl, token, pids, asked, workers));
    }
    return measures;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (m: Measure) =>
  `  ${m.case.padEnd(16)} WORKERS=${m.workers}  ${String(m.reqPerSec).padStart(5)} req/s  p50 ${m.p50Ms} ms  ` +
  `p97.5 ${m.p97_5Ms} ms  server CPU ${m.serverCores} cores (${m.perProcessCores.join(' + ')})  ` +
  `PostgreSQL ${m.postgresCores} cores  autocannon ${m.autocannonCores} cores  load ${m.loadBefore}` +
  (m.failed ? `  FAILED ${m.failed}` : '');

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const databaseUrl = await benchDatabase();
const cases: LoadCase[] = [
  { name: 'staff page 1', path: ENDPOINT, body: PAGE_ONE, connections: CONNECTIONS },
  {
    name: 'receipt PDF',
    path: `/api/shoppings/getReceipt/${await receiptSale(databaseUrl)}`,
    body: {},
    connections: 10,
  },
];
console.log(
  `${SECONDS} s each, after ${WARMUP_SECONDS} s of warm-up, ${availableParallelism()} cores:`,
);
const runs: Measure[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const workers of [1, 2]) {
    for (const measured of await measure(databaseUrl, workers, cases)) {
      runs.push(measured);
      console.log(line(measured));
    }
  }
}
const summary = cases.map((asked) => {
  const of = (workers: number) =>
    runs.filter((run) => run.case === asked.name && run.workers === workers);
  const figures = (workers: number) => ({
    reqPerSec: Math.round(mean(of(workers).map((run) => run.reqPerSec))),
    p50Ms: mean(of(workers).map((run) => run.p50Ms)),
    p97_5Ms: mean(of(workers).map((run) => run.p97_5Ms)),
  });
  const [one, two] = [figures(1), figures(2)];
  const ratio = Math.round((two.reqPerSec / one.reqPerSec) * 100) / 100;
  console.log(
    `${asked.name}, mean of ${ROUNDS}: ${one.reqPerSec} req/s with 1 worker, ` +
      `${two.reqPerSec} with 2: ${ratio}x`,
  );
  return { case: asked.name, connections: asked.connections, workers1: one, workers2: two, ratio };
});
const result = { cores: availableParallelism(), runs, summary };
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/workers.json'), JSON.stringify(result, null, 2));
