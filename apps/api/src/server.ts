import { buildApp } from './app.js';
import { ensureFirstAdmin } from './bootstrap/first-admin.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { loggerOptions } from './lib/logging.js';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeZone: config.timeZone,
});
await database.migrate();
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });
await ensureFirstAdmin(
  app.db,
  { email: config.adminEmail, password: config.adminPassword },
  app.log,
);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Iris listo en ${config.publicUrl} (base de datos: ${database.engine})`);
