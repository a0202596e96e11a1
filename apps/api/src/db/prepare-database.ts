// `npm run build`: the embedded database a first start copies (paths.ts, PREPARED_PGLITE), created
// from nothing with PGlite's initdb, migrated, and closed cleanly so that it opens without recovery.
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PREPARED_PGLITE } from '../paths.js';
import { openDatabase } from './client.js';

await rm(PREPARED_PGLITE, { recursive: true, force: true });
const work = await mkdtemp(`${PREPARED_PGLITE}-`);
try {
  const database = await openDatabase({ dataDir: work });
  await database.migrate();
  await database.close();
  await rename(path.join(work, 'db'), PREPARED_PGLITE);
} finally {
  await rm(work, { recursive: true, force: true });
}
