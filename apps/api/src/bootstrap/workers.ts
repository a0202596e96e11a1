// With DATABASE_URL and WORKERS above 1 (README, Production), the process that `npm start` runs
// serves nothing itself: it applies the migrations and makes the first administrator, once, then
// forks the workers, which share its port (node:cluster hands each connection to one of them in
// turn). It says once that Iris is ready, replaces a worker that dies, and stops them all on
// SIGTERM/SIGINT.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { processLogger } from '../lib/logging.js';
import { ensureFirstAdmin } from './first-admin.js';
import { STOP_GRACE_MS, STOP_LIMIT_MS, STOP_MESSAGE, type StopMessage } from './graceful-stop.js';
import { announceReady } from './ready-banner.js';
import { resealCsdsAtStart } from './reseal-csds.js';

/** The variable that tells a forked process which worker it is (1 to WORKERS). */
export const WORKER_VARIABLE = 'IRIS_WORKER';
/** A dead worker is replaced after this, doubled while replacements keep dying, up to the most. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MOST_MS = 30_000;
/** A worker that lived this long died of something new: its replacement waits RESTART_FIRST_MS again. */
const RESTART_FORGOTTEN_MS = 60_000;

interface Slot {
  worker: Worker;
  startedAt: number;
  /** What the next replacement of this slot waits. */
  delayMs: number;
  restart?: NodeJS.Timeout;
}

/**
 * The migrations, the first administrator and the CSDs a previous secret sealed, once, before
 * any worker serves.
 */
async function prepareDatabase(config: Config, log: { info(message: string): void }) {
  const database = await openDatabase({
    url: config.databaseUrl,
    timeZone: config.timeZone,
    poolSize: 2,
  });
  try {
    await database.migrate();
    const admin = await ensureFirstAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    await resealCsdsAtStart(database.db, config, log);
    return admin;
  } finally {
    await database.close();
  }
}

/** Runs `config.workers` workers of the server at `entry` (the compiled server.js, or server.ts). */
export async function runWorkers(config: Config, entry: string) {
  const log = await processLogger(config.logLevel, config.logFormat);
  const admin = await prepareDatabase(config, log);
  cluster.setupPrimary({
    exec: entry,
    // `npm start` maps errors to the TypeScript sources (scripts/start.mjs): so do the workers.
    execArgv: [...process.execArgv, ...(process.sourceMapsEnabled ? ['--enable-source-maps'] : [])],
  });
  const slots = new Map<number, Slot>();
  /** The workers that listen, by slot: Iris is ready once every one of the first does. */
  const listening = new Set<Worker>();
  let ready = false;
  let stopping = false;
  let failed = false;

  const fork = (index: number, delayMs = RESTART_FIRST_MS) => {
    const worker = cluster.fork({ [WORKER_VARIABLE]: String(index) });
    slots.set(index, { worker, startedAt: Date.now(), delayMs });
  };
  const indexOf = (worker: Worker) =>
    [...slots].find(([, slot]) => slot.worker === worker)?.[0] ?? 0;
  const alive = () => [...slots.values()].filter((slot) => !slot.worker.isDead());

  const stop = (reason: string, signal: NodeJS.Signals = 'SIGTERM') => {
    const message: StopMessage = { type: STOP_MESSAGE, signal };
    stopping = true;
    log.info(`${reason}: stopping the workers; requests in flight have ${STOP_GRACE_MS / 1000} s`);
    for (const slot of slots.values()) clearTimeout(slot.restart);
    for (const { worker } of alive()) {
      // One still starting may not hear the message yet, and it has no request to finish.
      if (listening.has(worker) && worker.isConnected()) worker.send(message);
      else worker.process.kill('SIGKILL');
    }
    setTimeout(() => {
      log.error('the workers did not stop in time: exiting');
      for (const { worker } of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_LIMIT_MS + 2_000).unref();
    if (alive().length === 0) process.exit(failed ? 1 : 0);
  };

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 1 && !stopping) {
      stop(signal, signal);
      return;
    }
    log.warn(`${signal} again: exiting without waiting`);
    for (const { worker } of alive()) worker.process.kill('SIGKILL');
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  cluster.on('listening', (worker) => {
    const index = indexOf(worker);
    listening.add(worker);
    if (ready) {
      log.info({ worker: index, workerPid: worker.process.pid }, `worker ${index} replaced`);
      return;
    }
    if (listening.size < config.workers) return;
    ready = true;
    announceReady(log, config, 'postgres', admin);
  });

  // Node's types promise both, but one is null: the code when a signal ended it, and the other way.
  cluster.on('exit', (worker, code: number | null, signal: string | null) => {
    const index = indexOf(worker);
    const slot = slots.get(index);
    const how = signal ?? `code ${code}`;
    const served = listening.delete(worker);
    if (stopping) {
      // One that served and did not stop cleanly (one stopped while starting did neither).
      if (served && code !== 0) failed = true;
      if (alive().length > 0) return;
      log.info('Iris stopped');
      process.exit(failed ? 1 : 0);
    }
    if (!ready || !slot) {
      // A worker that cannot start (the port taken, the database unreachable) stops Iris, as one
      // process would: restarting it would only repeat the error.
      log.error({ worker: index }, `worker ${index} exited (${how}) before Iris was ready`);
      failed = true;
      stop('a worker failed to start');
      return;
    }
    const lived = Date.now() - slot.startedAt;
    const delayMs = lived >= RESTART_FORGOTTEN_MS ? RESTART_FIRST_MS : slot.delayMs;
    log.error(
      { worker: index, workerPid: worker.process.pid },
      `worker ${index} exited (${how}): a new one starts in ${delayMs / 1000} s`,
    );
    slot.restart = setTimeout(() => fork(index, Math.min(delayMs * 2, RESTART_MOST_MS)), delayMs);
  });

  log.info(`${config.workers} workers share port ${config.port}`);
  for (let index = 1; index <= config.workers; index++) fork(index);
}
