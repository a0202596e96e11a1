import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.js';
import { JOBS_SCHEMA, sendJob, type EnqueueOptions } from './job-send.js';
import { databaseExecutor, transactionExecutor, type SqlExecutor } from './sql-executor.js';

export interface JobRetry {
  /** Further attempts after the first fails (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 30); with backoff, doubled at each (with jitter). */
  retryDelay?: number;
  retryBackoff?: boolean;
}

export interface JobOptions extends JobRetry {
  /**
   * Jobs taken at each poll, run `concurrency` at a time, each completed or failed on its own
   * (default 1). A queue that may hold thousands at once (a day's reminders) takes them in
   * batches: pg-boss waits a whole poll interval between two fetches, even when work is left.
   */
  batchSize?: number;
  concurrency?: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/** What the handler returns is kept as the job's output; what it throws, as the failure. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<unknown>;

export type JobOutcome = PgBoss.JobWithMetadata<unknown>;

export interface Jobs {
  register<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * A job of `name` created at every match of `cron` (in `timeZone`), once across replicas;
   * null removes the schedule. Kept in the database, written when the queue starts.
   */
  schedule(name: string, cron: string | null, timeZone: string): void;
  /** The new job's id, or null when its singleton key already made one. */
  enqueue(
    name: string,
    data: object,
    /** `tx`: created in this transaction, rolled back with it. */
    options?: EnqueueOptions & { tx?: Db },
  ): Promise<string | null>;
  /** The job as kept: state, retries, output (the error's message when it failed); or null. */
  outcome(name: string, id: string): Promise<JobOutcome | null>;
  start(): Promise<void>;
  /** No new job is taken; running ones may end (up to `timeoutMs`), then what still runs is retried later. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often each queue asks for work (pg-boss's floor is 0.5). */
  pollSeconds: number;
  /** This process keeps the clock of the schedules (it creates their jobs when due). */
  cron: boolean;
}

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  batchSize: 1,
  concurrency: 1,
};
/** Within the server's own stop limit (bootstrap/graceful-stop.ts), with requests draining meanwhile. */
const STOP_TIMEOUT_MS = 8_000;

/**
 * pg-boss creates a queue's table without a lock of its own: two replicas starting at once on a
 * new database can deadlock on it. The loser's statement was undone whole, so it is tried again
 * (and then finds the queue made).
 */
async function retriedOnDeadlock(work: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await sleep(50 + Math.random() * 200);
    }
  }
}

export function createJobs({ database, log, pollSeconds, cron }: JobsOptions): Jobs {
  // pg-boss does not wait for its own "complete" and "fail" statements: they are tracked here so
  // that stopping lets them end before the database closes.
  const inFlight = new Set<Promise<unknown>>();
  const direct = databaseExecutor(database);
  const tracked: SqlExecutor = {
    executeSql(text, values) {
      if (!direct) return Promise.reject(new Error('the job queue has no database connection'));
      const query = direct.executeSql(text, values);
      inFlight.add(query);
      void query.catch(() => undefined).finally(() => inFlight.delete(query));
      return query;
    },
  };
  const boss = new PgBoss({
    db: tracked,
    schema: JOBS_SCHEMA,
    // The archive keeps finished jobs for the screens that report them (issue 25).
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 90,
    // The clock that turns schedules into jobs: a process without one adds no queries for it.
    schedule: cron,
  });
  // Messages only: a failing query's parameters can hold a patient's data.
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'job queue error'));

  const handlers = new Map<string, Entry>();
  const schedules = new Map<string, { cron: string | null; timeZone: string }>();
  let started = false;
  let stopping: Promise<void> | undefined;

  type Entry = { handler: JobHandler<object>; options: Required<JobOptions> };

  /** One job's run: its output, or its error (then retried or failed), kept as that job's. */
  async function runOne(name: string, handler: JobHandler<object>, job: PgBoss.JobWithMetadata) {
    const { id, retryCount } = job;
    try {
      const output = await handler(job.data, { id, retryCount });
      if (output === undefined || output === null) await boss.complete(name, id);
      // pg-boss keeps an object as it is and anything else under `value`, as it did itself.
      else await boss.complete(name, id, typeof output === 'object' ? output : { value: output });
    } catch (error) {
      // The error's type only: messages of mail errors can carry addresses.
      log.warn({ job: name, id, retryCount, error: (error as Error).name }, 'job failed');
      await boss.fail(name, id, error as object);
    }
  }

  async function listen(name: string, { handler, options }: Entry) {
    const { batchSize, concurrency, ...retry } = options;
    await retriedOnDeadlock(() => boss.createQueue(name, { name, ...retry }));
    // A queue's retry settings are the latest registration's, also for a queue made before.
    await boss.updateQueue(name, { name, ...retry });
    // Known once work() answers; a batch taken before then (PGlite answers within the same tick)
    // simply waits for the next poll.
    const worker: { id?: string } = {};
    worker.id = await boss.work<object>(
      name,
      { pollingIntervalSeconds: pollSeconds, batchSize, includeMetadata: true },
      // Each job is completed or failed here; pg-boss's own completion of the batch then finds
      // none of them active and changes nothing.
      async (jobs) => {
        for (let next = 0; next < jobs.length; next += concurrency) {
          await Promise.all(
            jobs.slice(next, next + concurrency).map((job) => runOne(name, handler, job)),
          );
        }
        // A full batch may have more behind it: fetched at once, not after a whole poll interval.
        if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
      },
    );
  }

  return {
    register(name, handler, options = {}) {
      if (handlers.has(name)) throw new Error(`job ${name} is registered twice`);
      const entry = {
        handler: handler as JobHandler<object>,
        options: { ...DEFAULTS, ...options },
      };
      handlers.set(name, entry);
      if (started) {
        listen(name, entry).catch((error: unknown) =>
          log.error({ job: name, error: (error as Error).message }, 'job queue not listened to'),
        );
      }
    },
    enqueue: (name, data, { tx, ...options } = {}) =>
      sendJob(boss, tx ? transactionExecutor(tx) : tracked, name, data, options),
    outcome: (name, id) => boss.getJobById(name, id, { includeArchive: true }),
    async start() {
      // No connection, no queue: an app built only to read its routes starts none.
      if (!direct) return;
      // pg-boss installs its tables on a new database without a lock of its own: two replicas,
      // or two workers, starting at once both tried, and the second failed ("pgboss" exists).
      await database.oneAtATime(() => boss.start());
      started = true;
      for (const [name, entry] of handlers) await listen(name, entry);
      for (const [name, { cron: expression, timeZone }] of schedules) {
        if (expression) await boss.schedule(name, expression, {}, { tz: timeZone });
        else await boss.unschedule(name);
      }
    },
    schedule(name, expression, timeZone) {
      schedules.set(name, { cron: expression, timeZone });
    },
    stop(timeoutMs = STOP_TIMEOUT_MS) {
      // Once: the app's preClose starts it and onClose waits for the same stop.
      stopping ??= (async () => {
        if (!started) return;
        started = false;
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      })();
      return stopping;
    },
  };
}
