// `npm start` (compiled) and `npm run dev`. The embedded database is claimed and started first:
// PGlite compiles its WebAssembly off the main thread, and meanwhile the rest of the server loads.
// With DATABASE_URL and WORKERS above 1, this process runs the workers (bootstrap/workers.ts),
// each of which runs this file again as a worker.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { claimDataDir } from './backup/control-socket.js';
import { dataDirOf, loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';

const config = loadConfigOrExit();
const dataDir = dataDirOf(process.env);
if (cluster.isPrimary && config.databaseUrl && config.workers > 1) {
  const { runWorkers } = await import('./bootstrap/workers.js');
  await runWorkers(config, fileURLToPath(import.meta.url));
} else {
  // A worker (IRIS_WORKER is its number) finds the database migrated by the process running it.
  const worker = cluster.isWorker ? Number(process.env.IRIS_WORKER) : undefined;
  // The embedded database is this process's alone (and the way to back it up while it runs).
  const control = config.databaseUrl ? null : await claimDataDir(dataDir);
  const [database, { serve }] = await Promise.all([
    openDatabase({ url: config.databaseUrl, dataDir, timeZone: config.timeZone }).then(
      async (database) => {
        if (worker === undefined) await database.migrate();
        return database;
      },
    ),
    import('./bootstrap/serve.js'),
  ]);
  await serve({ config, dataDir, database, control, worker });
}
