import path from 'node:path';
import { buildApp } from '../app.js';
import type { ControlSocket } from '../backup/control-socket.js';
import { stageBackup } from '../backup/stage-backup.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loggerOptions, logStream } from '../lib/logging.js';
import { ensureFirstAdmin } from './first-admin.js';
import { stopOnSignals } from './graceful-stop.js';
import { announceReady } from './ready-banner.js';
import { resealCsdsAtStart } from './reseal-csds.js';

/**
 * The server on a migrated database: an administrator when no enabled one exists, a clean stop
 * on SIGINT/SIGTERM, backups through the control socket, then it listens and says where. A
 * `worker` (bootstrap/workers.ts) leaves the administrator and the saying to the process that
 * runs the workers.
 */
export async function serve(options: {
  config: Config;
  dataDir: string;
  database: Database;
  control: ControlSocket | null;
  worker?: number;
}) {
  const { config, dataDir, database, control, worker } = options;
  const stream = await logStream(config.logFormat, worker);
  const logger = { ...loggerOptions(config.logLevel, worker), ...(stream ? { stream } : {}) };
  const app = await buildApp({ config, database, logger });
  if (!config.databaseUrl && config.workers > 1) {
    app.log.info(
      `One process, not WORKERS=${config.workers}: the embedded database runs in this one (with DATABASE_URL, Iris runs ${config.workers} workers)`,
    );
  }
  const admin = worker
    ? null
    : await ensureFirstAdmin(app.db, { email: config.adminEmail, password: config.adminPassword });
  if (!worker) await resealCsdsAtStart(app.db, config, app.log);
  stopOnSignals(
    app,
    async () => {
      await database.close();
      await control?.close();
    },
    { worker: worker !== undefined },
  );
  control?.serve({
    backup: async () => ({
      staging: await stageBackup({
        dataDir,
        database,
        filesDir: config.s3 ? null : path.join(dataDir, 'files'),
      }),
    }),
  });
  await app.listen({ port: config.port, host: config.host });
  if (!worker) announceReady(app.log, config, database.engine, admin);
}
