import path from 'node:path';
import { buildApp } from '../app.js';
import type { ControlSocket } from '../backup/control-socket.js';
import { stageBackup } from '../backup/stage-backup.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loggerOptions, prettyLogStream } from '../lib/logging.js';
import { ensureFirstAdmin } from './first-admin.js';
import { stopOnSignals } from './graceful-stop.js';
import { announceReady } from './ready-banner.js';

/**
 * The server on a migrated database: an administrator when no enabled one exists, a clean stop
 * on SIGINT/SIGTERM, backups through the control socket, then it listens and says where.
 */
export async function serve(options: {
  config: Config;
  dataDir: string;
  database: Database;
  control: ControlSocket | null;
}) {
  const { config, dataDir, database, control } = options;
  const logger = {
    ...loggerOptions(config.logLevel),
    ...(config.logFormat === 'pretty' ? { stream: await prettyLogStream() } : {}),
  };
  const app = await buildApp({ config, database, logger });
  const admin = await ensureFirstAdmin(app.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  stopOnSignals(app, async () => {
    await database.close();
    await control?.close();
  });
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
  announceReady(app.log, config, database.engine, admin);
}
