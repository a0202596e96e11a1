// Iris as a person runs it: `node scripts/start.mjs`, which is what `npm start` runs, in a process
// of its own (one process, so its PID is the server's) on a DATA_DIR of its own. The tests of
// start-up, stop and backups use it, and so does the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '../../apps/api/src/testing/test-app.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const POLL_MS = 50;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
const KEPT_OUTPUT = 1_000_000;

export interface IrisProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  readyMs: number;
  /** What it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Every Iris started here, so that a failed test leaves none running (stopAllIris). */
const started = new Set<IrisProcess>();

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

/**
 * Starts Iris and waits until /api/health answers 200. `root` is the checkout to run (this one by
 * default); `env` adds to or (with undefined) removes from this process's environment.
 */
export async function startIris(options: {
  dataDir: string;
  root?: string;
  env?: Record<string, string | undefined>;
}): Promise<IrisProcess> {
  const port = await freePort();
  const given: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
    ...options.env,
  };
  const env = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));

  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: options.root ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Set by the exit event while the loop below waits.
  const state = { exited: false };
  void exited.then(() => {
    state.exited = true;
  });

  while (performance.now() - startedAt < READY_TIMEOUT_MS) {
    if (state.exited) throw new Error(`Iris exited before it was ready:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) {
        const iris = {
          child,
          pid: child.pid ?? 0,
          baseUrl,
          readyMs: performance.now() - startedAt,
          output: () => output,
          exited,
        };
        started.add(iris);
        return iris;
      }
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  child.kill('SIGKILL');
  throw new Error(`Iris not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
}

/** Sends SIGTERM (SIGKILL if it is still running after STOP_TIMEOUT_MS); answers the exit code. */
export async function stopIris(iris: Pick<IrisProcess, 'child' | 'exited'>) {
  if (iris.child.exitCode === null && iris.child.signalCode === null) {
    iris.child.kill('SIGTERM');
  }
  const timer = setTimeout(() => iris.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await iris.exited;
  clearTimeout(timer);
  return code;
}

/** Stops whatever this process started and is still running (a test's afterAll). */
export async function stopAllIris() {
  await Promise.all([...started].map((iris) => stopIris(iris)));
  started.clear();
}

/** A JSON call to a running Iris, as a client sends it: status and envelope. */
type CallIris = <T = Record<string, unknown>>(
  iris: Pick<IrisProcess, 'baseUrl'>,
  method: string,
  url: string,
  options?: { token?: string; body?: unknown },
) => Promise<{ status: number; body: Envelope<T> }>;

export const callIris: CallIris = async (iris, method, url, options = {}) => {
  const response = await fetch(`${iris.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<never> };
};

/** Logs in and answers the session token. */
export async function logInTo(iris: Pick<IrisProcess, 'baseUrl'>, email: string, password: string) {
  const { status, body } = await callIris<{ token: string }>(iris, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  return body.data.token;
}
