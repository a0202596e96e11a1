// Starts the server exactly as `npm start` does (node scripts/start.mjs, one process, so its PID
// is the server's), waits for /api/health, and stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN_EMAIL = 'admin@iris.local';
export const ADMIN_PASSWORD = 'bench-admin-123';

const POLL_MS = 50;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  readyMs: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Set by the exit event while the loop below waits.
  const state = { exited: false };
  child.once('exit', () => {
    state.exited = true;
  });

  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (state.exited) throw new Error(`server exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) {
        return { child, pid: child.pid ?? 0, baseUrl, readyMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  await stopServer(child);
  throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MB, from /proc (Linux only). */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}
