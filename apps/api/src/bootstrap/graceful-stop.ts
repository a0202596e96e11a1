import type { FastifyInstance } from 'fastify';

/** How long the requests in flight get to finish once Iris is told to stop. */
export const STOP_GRACE_MS = 10_000;
/** Past this, whatever still holds the stop up (a database that does not answer), Iris exits 1. */
export const STOP_LIMIT_MS = STOP_GRACE_MS + 10_000;
/** What the process running the workers sends each of them when it is told to stop (workers.ts). */
export const STOP_MESSAGE = 'iris:stop';
export interface StopMessage {
  type: typeof STOP_MESSAGE;
  /** The signal that process got. */
  signal: NodeJS.Signals;
}

const isStopMessage = (message: unknown): message is StopMessage =>
  (message as Partial<StopMessage> | null)?.type === STOP_MESSAGE;

/**
 * SIGINT or SIGTERM (Ctrl+C, `systemctl stop`): stop accepting connections, let the requests in
 * flight finish — for STOP_GRACE_MS at most, then their connections are cut —, wait for the work
 * they left in the background (e-mails), then `closeRest` (the database: PGlite checkpoints and
 * shuts down, so the next start needs no recovery) and exit 0. A second signal exits at once,
 * and so does a stop that takes longer than STOP_LIMIT_MS, with 1.
 *
 * A worker (bootstrap/workers.ts) stops the same way on STOP_MESSAGE and leaves the signals to the
 * process that runs it, which tells every worker once: Ctrl+C and systemd signal all the processes
 * of Iris, and here that would count as a second signal.
 */
export function stopOnSignals(
  app: FastifyInstance,
  closeRest: () => Promise<void>,
  options: { worker: boolean },
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exitCode = 1;
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      process.exitCode = 1;
      app.log.error('Iris did not stop in time: exiting');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    app.log.info(
      `${signal}: stopping; requests in flight have ${STOP_GRACE_MS / 1000} s to finish`,
    );
    const cut = setTimeout(() => {
      app.log.warn('requests still in flight after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, STOP_GRACE_MS);
    cut.unref();
    app
      .close()
      .then(closeRest)
      .then(
        () => {
          app.log.info('Iris stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'Iris did not stop cleanly');
          process.exit(1);
        },
      );
  };
  if (!options.worker) {
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return;
  }
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', ignore);
  process.on('message', (message) => {
    if (isStopMessage(message) && !stopping) stop(message.signal);
  });
}
