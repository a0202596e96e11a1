import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createLocalStorage } from '../files/local-storage.js';
import { openTestDatabase, testEngine } from '../../testing/test-database.js';
import type { JobHandler, JobOptions } from './jobs.js';

// One database for the file, on which apps are started and stopped like processes would be. Each
// test has queues of its own names, so that no test's jobs are another's; a database per test
// cost a copy of the template each.
let database: Database;
let filesRoot: string;
const apps = new Set<FastifyInstance>();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(() => {
  filesRoot = mkdtempSync(path.join(tmpdir(), 'iris-jobs-'));
});
afterEach(async () => {
  for (const app of apps) await app.close();
  apps.clear();
  await rm(filesRoot, { recursive: true, force: true });
});

async function startApp(jobs: Record<string, [JobHandler<never>, JobOptions?]>) {
  const config = {
    ...loadConfig({}),
    dataDir: null,
    jwtSecret: 't',
    jobsPollSeconds: 0.5,
    remindersAt: null,
    clock: false,
  };
  const app = await buildApp({ config, database, files: createLocalStorage(filesRoot, 't') });
  for (const [name, [handler, retry]] of Object.entries(jobs))
    app.jobs.register(name, handler, retry);
  await app.ready();
  apps.add(app);
  return app;
}

async function stopApp(app: FastifyInstance) {
  apps.delete(app);
  await app.close();
}

/** The job's row once it reaches a final state. */
async function finished(app: FastifyInstance, name: string, id: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const job = await app.jobs.outcome(name, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.state}`);
    await sleep(100);
  }
}

describe('jobs on the database queue', () => {
  it('runs a job and keeps its outcome', async () => {
    const seen: unknown[] = [];
    const app = await startApp({
      greet: [async (data: { to: string }) => (seen.push(data), { greeted: data.to })],
    });
    const id = await app.jobs.enqueue('greet', { to: 'ana' });
    const job = await finished(app, 'greet', id!);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ greeted: 'ana' });
    expect(job.retryCount).toBe(0);
    expect(seen).toEqual([{ to: 'ana' }]);
  });

  it('retries a failing handler with backoff, then keeps it failed with the reason', async () => {
    const attempts: number[] = [];
    const app = await startApp({
      flaky: [
        async () => {
          attempts.push(Date.now());
          throw new Error('el servidor de correo no responde');
        },
        { retryLimit: 1, retryDelay: 1, retryBackoff: true },
      ],
    });
    const id = await app.jobs.enqueue('flaky', {});
    const job = await finished(app, 'flaky', id!);
    expect(job.state).toBe('failed');
    expect(job.retryCount).toBe(1);
    expect((job.output as { message: string }).message).toBe('el servidor de correo no responde');
    expect(attempts).toHaveLength(2);
    // Backoff: the retry waits at least the delay (1 s), not the next poll.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('creates a job once for one singleton key, also after it ran', async () => {
    let runs = 0;
    const app = await startApp({
      once: [
        async () => {
          runs++;
        },
      ],
    });
    const [first, second] = await Promise.all([
      app.jobs.enqueue('once', {}, { singletonKey: 'order-7' }),
      app.jobs.enqueue('once', {}, { singletonKey: 'order-7' }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await finished(app, 'once', (first ?? second)!);
    expect(await app.jobs.enqueue('once', {}, { singletonKey: 'order-7' })).toBeNull();
    const other = await app.jobs.enqueue('once', {}, { singletonKey: 'order-8' });
    await finished(app, 'once', other!);
    expect(runs).toBe(2);
  });

  it('keeps no job when the transaction that enqueued it rolls back', async () => {
    const app = await startApp({ tx: [async () => undefined] });
    let id: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        id = await app.jobs.enqueue('tx', {}, { tx, singletonKey: 'k' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(id).toBeTruthy();
    expect(await app.jobs.outcome('tx', id!)).toBeNull();
  });

  it('runs after a restart a job left pending', async () => {
    const first = await startApp({ later: [async () => 'first'] });
    const id = await first.jobs.enqueue('later', {}, { startAfter: new Date(Date.now() + 1500) });
    await stopApp(first);
    const second = await startApp({ later: [async () => 'second'] });
    const job = await finished(second, 'later', id!);
    expect(job.output).toEqual({ value: 'second' });
  });

  it('runs a job exactly once with two apps polling one database', async () => {
    const runs: string[] = [];
    const handler = (who: string) => async () => void runs.push(who);
    // Replicas on PostgreSQL may start at the same moment (a queue made twice at once deadlocks
    // and is tried again); the embedded database has one process, so these start in turn there.
    const [a, b] =
      testEngine() === 'postgres'
        ? await Promise.all([
            startApp({ shared: [handler('a')] }),
            startApp({ shared: [handler('b')] }),
          ])
        : [await startApp({ shared: [handler('a')] }), await startApp({ shared: [handler('b')] })];
    const ids = await Promise.all(Array.from({ length: 6 }, () => a.jobs.enqueue('shared', {})));
    for (const id of ids) await finished(b, 'shared', id!);
    expect(runs).toHaveLength(6);
  });

  it('waits on close for a running job to end', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let ended = false;
    const app = await startApp({
      slow: [
        async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          await sleep(200);
          ended = true;
          return 'done';
        },
      ],
    });
    const id = await app.jobs.enqueue('slow', {});
    await running;
    setTimeout(() => release(), 300);
    await stopApp(app);
    expect(ended).toBe(true);
    const again = await startApp({});
    expect((await again.jobs.outcome('slow', id!))?.state).toBe('completed');
  });

  it('retries after a restart a job still running when the stop ran out of time', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const retry = { retryLimit: 2, retryDelay: 0, retryBackoff: false };
    const first = await startApp({
      stuck: [
        async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
        },
        retry,
      ],
    });
    const id = await first.jobs.enqueue('stuck', {});
    await running;
    await first.jobs.stop(1000);
    await stopApp(first);
    const second = await startApp({ stuck: [async () => 'again', retry] });
    const job = await finished(second, 'stuck', id!);
    // The first app's handler, which a real process would have lost with it, ends now: its late
    // completion changes nothing (the job is done) and is let reach the database before it closes.
    release();
    await sleep(300);
    expect((await second.jobs.outcome('stuck', id!))?.output).toEqual({ value: 'again' });
    expect(job.state).toBe('completed');
    expect(job.retryCount).toBe(1);
    expect(job.output).toEqual({ value: 'again' });
  });
});
