// `npm run backup [-- FILE]`: one archive with the embedded database and the stored files, taken
// at one moment (README, Backups). While Iris runs, the server makes it (control-socket.ts): it is
// the only process that may touch its database. Otherwise this command opens the database itself,
// holding DATA_DIR meanwhile so that Iris cannot start on it.
import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import { dataDirOf } from '../config.js';
import { openDatabase } from '../db/client.js';
import { fail, localTimestamp, runCommand, userPath } from './cli-support.js';
import { askRunningIris, claimDataDir } from './control-socket.js';
import { ARCHIVE_ROOT, stageBackup } from './stage-backup.js';

const env = process.env;
const dataDir = dataDirOf(env);
const filesDir = env.S3_BUCKET ? null : path.join(dataDir, 'files');

/** The backup laid out in a folder inside DATA_DIR, by the running Iris or by this command. */
async function stage(): Promise<string> {
  const running = await askRunningIris(dataDir, 'POST', '/backup');
  if (running) {
    const { staging, error } = running.body;
    if (running.status !== 200 || typeof staging !== 'string') {
      fail(`The running Iris could not make the backup: ${String(error)}`);
    }
    return staging;
  }
  const claim = await claimDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    try {
      return await stageBackup({ dataDir, database, filesDir });
    } finally {
      await database.close();
    }
  } finally {
    await claim.close();
  }
}

await runCommand(async () => {
  if (env.DATABASE_URL) {
    fail('DATABASE_URL is set: back up PostgreSQL with pg_dump, as the README shows.');
  }
  if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    fail(`There is no Iris database in ${dataDir} (DATA_DIR).`);
  }
  const output = userPath(process.argv[2] ?? `iris-backup-${localTimestamp()}.tar.gz`);
  if (existsSync(output)) fail(`${output} exists already: choose another name.`);

  const staging = await stage();
  try {
    await create({ gzip: true, portable: true, file: output, cwd: staging }, [ARCHIVE_ROOT]);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const megabytes = ((await stat(output)).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${output} (${megabytes} MB).`);
  if (!filesDir) console.log('The files are in the S3 bucket: back it up on its own (README).');
});
