// `npm start` (compiled) and `npm run dev`. The embedded database is claimed and started first:
// PGlite compiles its WebAssembly off the main thread, and meanwhile the rest of the server loads.
import { claimDataDir } from './backup/control-socket.js';
import { dataDirOf, loadConfigOrExit } from './config.js';
import { openDatabase } from './db/client.js';

const config = loadConfigOrExit();
const dataDir = dataDirOf(process.env);
// The embedded database is this process's alone (and the way to back it up while it runs).
const control = config.databaseUrl ? null : await claimDataDir(dataDir);
const [database, { serve }] = await Promise.all([
  openDatabase({ url: config.databaseUrl, dataDir, timeZone: config.timeZone }).then(
    async (database) => {
      await database.migrate();
      return database;
    },
  ),
  import('./bootstrap/serve.js'),
]);
await serve({ config, dataDir, database, control });
