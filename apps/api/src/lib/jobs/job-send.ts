import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { singletonJobId } from './job-key.js';
import { transactionExecutor, type SqlExecutor } from './sql-executor.js';

/** The database schema pg-boss creates and keeps its tables in (job, archive, queue, version). */
export const JOBS_SCHEMA = 'pgboss';

export interface EnqueueOptions {
  /** The same key for one job name creates the job once, whenever it is enqueued again. */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

/**
 * A job created through `db`: its id, or null when its singleton key already made one (pending,
 * done, failed or archived). Two enqueues of one key at once insert the same id: one row wins.
 */
export async function sendJob(
  boss: PgBoss,
  db: SqlExecutor,
  name: string,
  data: object,
  options: EnqueueOptions,
): Promise<string | null> {
  const id = options.singletonKey ? singletonJobId(name, options.singletonKey) : undefined;
  if (id && (await boss.getJobById(name, id, { db, includeArchive: true }))) return null;
  return boss.send(name, data, {
    db,
    ...(id ? { id, singletonKey: options.singletonKey } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
}

const unconnected: SqlExecutor = {
  executeSql: () => Promise.reject(new Error('this pg-boss instance only sends in a transaction')),
};
let sender: PgBoss | undefined;

/**
 * A job created in the caller's transaction — kept if it commits, gone if it rolls back — where
 * only the transaction is at hand (a resource's action). It runs once a started queue
 * (createJobs) has a handler for `name`; its queue is made when the handler is registered.
 */
export function enqueueInTransaction(
  tx: Db,
  name: string,
  data: object,
  options: EnqueueOptions = {},
): Promise<string | null> {
  // pg-boss used only to write its INSERT: never started, every statement through `tx`.
  sender ??= new PgBoss({ db: unconnected, schema: JOBS_SCHEMA });
  return sendJob(sender, transactionExecutor(tx), name, data, options);
}

/**
 * Many jobs of `name` created in the caller's transaction with one statement, each under its
 * singleton key: a key that already made a job is skipped (pg-boss inserts on conflict do nothing).
 */
export async function enqueueManyInTransaction(
  tx: Db,
  name: string,
  jobs: { data: object; singletonKey: string }[],
): Promise<void> {
  if (jobs.length === 0) return;
  sender ??= new PgBoss({ db: unconnected, schema: JOBS_SCHEMA });
  await sender.insert(
    jobs.map(({ data, singletonKey }) => ({
      id: singletonJobId(name, singletonKey),
      name,
      data,
      singletonKey,
    })),
    { db: transactionExecutor(tx) },
  );
}
