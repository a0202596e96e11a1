// Iris as a person runs it: `node scripts/start.mjs`, which is what `npm start` runs, in a process
// of its own (one process, so its PID is the server's) on a DATA_DIR of its own. The tests of
// start-up, stop and backups use it, and so does the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { fromBase32, hotp, totpStepAt } from '../../apps/api/src/lib/totp.js';
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

/** The recovery codes a logInTo kept, by e-mail: each later sign-in spends one. */
const recoveryCodes = new Map<string, string[]>();

interface SignIn {
  token?: string;
  mfaRequired?: true;
  mfaToken?: string;
  data?: { mfa?: { enabled: boolean; required: boolean } };
}

/**
 * Logs in and answers the session token, as an administrator must (docs/rules.md, Privacy and
 * accounts): the first time, two-factor sign-in is set up with a code computed from its seed and
 * the recovery codes are kept; later, the second step spends one of them.
 */
export async function logInTo(iris: Pick<IrisProcess, 'baseUrl'>, email: string, password: string) {
  const { status, body } = await callIris<SignIn>(iris, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  if (body.data.mfaRequired) {
    const code = recoveryCodes.get(email)?.shift();
    if (!code) throw new Error(`no recovery code of ${email} is left`);
    const second = await callIris<{ token: string }>(iris, 'POST', '/api/auth/login/mfa', {
      body: { mfaToken: body.data.mfaToken, code },
    });
    if (second.status !== 200) throw new Error(`second step answered ${second.status}`);
    return second.body.data.token;
  }
  const token = body.data.token!;
  const mfa = body.data.data?.mfa;
  if (mfa?.required && !mfa.enabled) recoveryCodes.set(email, await setUpMfa(iris, token));
  return token;
}

async function setUpMfa(iris: Pick<IrisProcess, 'baseUrl'>, token: string) {
  const setup = await callIris<{ secret: string }>(iris, 'POST', '/api/auth/mfa/setup', { token });
  const code = hotp(fromBase32(setup.body.data.secret), totpStepAt(Date.now()));
  const enabled = await callIris<{ recoveryCodes: string[] }>(
    iris,
    'POST',
    '/api/auth/mfa/enable',
    {
      token,
      body: { code },
    },
  );
  if (enabled.status !== 200) throw new Error(`two-factor setup answered ${enabled.status}`);
  return enabled.body.data.recoveryCodes;
}
