import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIris, stopAllIris, type IrisProcess } from './support/iris-process.js';
import { serverDatabase } from './support/server-database.js';

/*
 * Iris on PostgreSQL with WORKERS=2, as `npm start` runs it: two worker processes answer on the
 * one port, a killed one is replaced, and SIGTERM stops them all once their requests are answered.
 * Runs when a PostgreSQL server is given (TEST_DATABASE_URL), on a database of its own.
 */
const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
const database = serverDatabase('workers');
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-workers-'));

beforeAll(() => database.create());
afterAll(async () => {
  await stopAllIris();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface LogLine {
  pid: number;
  worker?: number;
  reqId?: string;
  msg: string;
}

/** What Iris logged, one JSON object per line: a line cut by another process's would not parse. */
const logLines = (running: IrisProcess): LogLine[] =>
  running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** Waits (a minute at most: a worker starts slowly on a busy machine) until Iris logged `count` such lines. */
async function logged(running: IrisProcess, find: (line: LogLine) => boolean, count = 1) {
  for (let i = 0; i < 1200 && logLines(running).filter(find).length < count; i++) await sleep(50);
  expect(logLines(running).filter(find).length, running.output()).toBeGreaterThanOrEqual(count);
}

/** The pid of each worker, the latest to listen under its number. */
function workerPids(running: IrisProcess): Map<number, number> {
  const pids = new Map<number, number>();
  for (const line of logLines(running)) {
    if (line.worker && line.msg.startsWith('Server listening')) pids.set(line.worker, line.pid);
  }
  return pids;
}

/** A request of its own, the way a new client connects: the pid whose log line answers it. */
let probes = 0;
async function answeringPid(running: IrisProcess): Promise<number> {
  const reqId = `probe-${++probes}`;
  const status = await new Promise<number>((resolve, reject) => {
    request(`${running.baseUrl}/api/health`, { agent: false, headers: { 'x-request-id': reqId } })
      .on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject)
      .end();
  });
  expect(status).toBe(200);
  await logged(running, (line) => line.reqId === reqId);
  return logLines(running).find((line) => line.reqId === reqId)!.pid;
}

async function answeringPids(running: IrisProcess) {
  const pids = new Set<number>();
  for (let i = 0; i < 6; i++) pids.add(await answeringPid(running));
  return [...pids].sort();
}

/** A login whose body comes in two halves, the second when `finish` is called. */
function slowLogin(running: IrisProcess, reqId: string) {
  const body = Buffer.from(JSON.stringify(ADMIN));
  const req = request(`${running.baseUrl}/api/auth/login`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      'x-request-id': reqId,
    },
  });
  const answered = new Promise<{ status: number; token?: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const envelope = JSON.parse(Buffer.concat(chunks).toString()) as {
          data?: { token?: string };
        };
        resolve({ status: res.statusCode ?? 0, token: envelope.data?.token });
      });
    });
    req.on('error', reject);
  });
  answered.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    finish() {
      req.end(body.subarray(half));
      return answered;
    },
  };
}

describe('Iris with WORKERS=2 on PostgreSQL', () => {
  it('answers from two workers, replaces a killed one, and stops them all on SIGTERM', async () => {
    const running = await startIris({
      dataDir,
      env: { DATABASE_URL: database.url, WORKERS: '2', ADMIN_PASSWORD: ADMIN.password },
    });
    await logged(running, (line) => line.msg.startsWith('Iris is ready'));
    const said = logLines(running).map((line) => line.msg);
    expect(said).toContain('2 workers share port ' + new URL(running.baseUrl).port);
    expect(said.filter((msg) => msg.startsWith('Iris is ready'))).toHaveLength(1);
    expect(said.filter((msg) => msg.startsWith('Administrator created'))).toHaveLength(1);

    const first = workerPids(running);
    expect([...first.keys()].sort()).toEqual([1, 2]);
    expect(first.get(1)).not.toBe(first.get(2));
    expect([...first.values()]).not.toContain(running.pid);
    expect(await answeringPids(running)).toEqual([...first.values()].sort());

    // A worker killed outright: the other answers meanwhile, and a new one takes its place.
    process.kill(first.get(1)!, 'SIGKILL');
    await logged(running, (line) => line.msg === 'worker 1 replaced');
    const second = workerPids(running);
    expect(second.get(1)).not.toBe(first.get(1));
    expect(second.get(2)).toBe(first.get(2));
    expect(await answeringPids(running)).toEqual([...second.values()].sort());

    // Two logins in flight on two connections, which go to the workers in turn.
    const logins = [slowLogin(running, 'login-1'), slowLogin(running, 'login-2')];
    await sleep(500);
    running.child.kill('SIGTERM');
    await logged(running, (line) => line.worker !== undefined && line.msg.startsWith('SIGTERM'), 2);
    await sleep(200);
    const refused = await fetch(`${running.baseUrl}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    for (const login of logins) {
      const answer = await login.finish();
      expect(answer.status).toBe(200);
      expect(answer.token).toEqual(expect.any(String));
    }
    await logged(running, (line) => line.reqId?.startsWith('login-') === true, 2);
    const loggedIn = logLines(running).filter((line) => line.reqId?.startsWith('login-'));
    expect(loggedIn.map((line) => line.pid).sort()).toEqual([...second.values()].sort());
    expect(await running.exited).toBe(0);
    const stopped = logLines(running).filter((line) => line.msg === 'Iris stopped');
    expect(stopped.map((line) => line.pid).sort()).toEqual(
      [running.pid, ...second.values()].sort(),
    );
  });
});
