// `npm run bench:floor`: page 1 of the staff table (100,000 users, bench:workers' database) at 50
// connections against a bare Fastify + pg server running the same SQL (bench/floor-server.ts: no
// auth, no validation, no logging) and against Iris with WORKERS=1, in turns (BENCH_FLOOR_ROUNDS,
// 2 by default). Reports req/s, p50, p97.5, the server's CPU and the ratio Iris/floor: what Iris
// spends around the query. BENCH_CPU_PROF=<folder> writes a CPU profile of each Iris run there
// (bench/cpu-profile.mjs); BENCH_BASE_ROOT=<checkout> measures the Iris of another checkout too
// (`base`: the code before a change, in the same run). Writes bench/results/floor.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../e2e/support/iris-process.js';
import { ROOT, startServer, stopServer } from './server.js';
import { benchDatabase, CONNECTIONS, cpuSeconds, load } from './staff-bench.js';
import { drained, login } from './table-load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 2);
const PROFILES = process.env.BENCH_CPU_PROF;
const BASE_ROOT = process.env.BENCH_BASE_ROOT;

type Server = 'floor' | 'base' | 'iris';

interface Measure {
  server: Server;
  reqPerSec: number;
  p50Ms: number;
  p97_5Ms: number;
  failed: number;
  /** Cores the server's process kept busy meanwhile. */
  serverCores: number;
}

/** The bare server, in a process of its own, once it listens. */
async function startFloor(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid ?? 0,
    baseUrl: `http://127.0.0.1:${port}`,
    token: null,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startIris(databaseUrl: string, label: Server, root?: string) {
  if (PROFILES) mkdirSync(path.join(PROFILES, label), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-floor-'));
  const profile: Record<string, string> = PROFILES
    ? {
        NODE_OPTIONS: `--import=${path.join(ROOT, 'bench/cpu-profile.mjs')}`,
        CPU_PROFILE_DIR: path.join(PROFILES, label),
      }
    : {};
  const server = await startServer({ dataDir, databaseUrl, env: profile, root });
  return {
    pid: server.pid,
    baseUrl: server.baseUrl,
    token: (await login(server.baseUrl)) as string | null,
    stop: async () => {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(databaseUrl: string, server: Server): Promise<Measure> {
  const running =
    server === 'floor'
      ? await startFloor(databaseUrl)
      : await startIris(databaseUrl, server, server === 'base' ? BASE_ROOT : undefined);
  const { token } = running;
  try {
    // The code warmed up (JIT) and the pool's connections open, as in steady use.
    await load(running.baseUrl, token, 3);
    await sleep(500);
    const before = cpuSeconds(running.pid);
    const result = await load(running.baseUrl, token, SECONDS);
    const serverCores = Math.round(((cpuSeconds(running.pid) - before) / SECONDS) * 100) / 100;
    if (server !== 'floor') await drained(running.baseUrl);
    return {
      server,
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p97_5Ms: result.latency.p97_5,
      failed: result.non2xx + result.errors + result.timeouts,
      serverCores,
    };
  } finally {
    await running.stop();
  }
}

const line = (m: Measure) =>
  `  ${m.server.padEnd(5)}  ${String(m.reqPerSec).padStart(5)} req/s  p50 ${m.p50Ms} ms  ` +
  `p97.5 ${m.p97_5Ms} ms  server CPU ${m.serverCores} cores` +
  (m.failed ? `  FAILED ${m.failed}` : '');

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const databaseUrl = await benchDatabase();
console.log(
  `Staff page 1 at ${CONNECTIONS} connections, ${SECONDS} s each, ${availableParallelism()} cores:`,
);
const SERVERS: Server[] = BASE_ROOT ? ['floor', 'base', 'iris'] : ['floor', 'iris'];
const runs: Measure[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const server of SERVERS) {
    runs.push(await measure(databaseUrl, server));
    console.log(line(runs.at(-1)!));
  }
}
const summaryOf = (server: Server) => {
  const of = runs.filter((run) => run.server === server);
  return {
    reqPerSec: Math.round(mean(of.map((run) => run.reqPerSec))),
    p50Ms: mean(of.map((run) => run.p50Ms)),
    p97_5Ms: mean(of.map((run) => run.p97_5Ms)),
  };
};
const summary = Object.fromEntries(SERVERS.map((server) => [server, summaryOf(server)]));
const floor = summary.floor!;
const ratios = Object.fromEntries(
  SERVERS.filter((server) => server !== 'floor').map((server) => {
    const ratio = Math.round((summary[server]!.reqPerSec / floor.reqPerSec) * 100) / 100;
    return [server, ratio];
  }),
);
console.log(`Mean of ${ROUNDS}:`);
for (const server of SERVERS) {
  const { reqPerSec, p50Ms, p97_5Ms } = summary[server]!;
  const ratio = ratios[server] === undefined ? '' : `  ${server}/floor ${ratios[server]}`;
  console.log(
    `  ${server.padEnd(5)}  ${reqPerSec} req/s  p50 ${p50Ms} ms  p97.5 ${p97_5Ms} ms${ratio}`,
  );
}
const result = { cores: availableParallelism(), connections: CONNECTIONS, runs, summary, ratios };
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/floor.json'), JSON.stringify(result, null, 2));
