// `npm run restore -- FILE`: puts back the embedded database and the stored files of a backup made
// by `npm run backup` (README, Backups), with Iris stopped. What DATA_DIR held is moved aside into
// `before-restore-<time>/`, never deleted.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { extract } from 'tar';
import { dataDirOf } from '../config.js';
import { openDatabase } from '../db/client.js';
import { countUsers } from '../modules/auth/accounts.repository.js';
import { fail, localTimestamp, runCommand, userPath } from './cli-support.js';
import { askRunningIris, claimDataDir } from './control-socket.js';
import { ARCHIVE_FORMAT, ARCHIVE_ROOT, type Manifest } from './stage-backup.js';

const dataDir = dataDirOf(process.env);

/** The archive unpacked into `work`, its database loaded (and so checked) by PGlite and closed. */
async function unpack(archive: string, work: string) {
  await extract({ file: archive, cwd: work, strict: true });
  const root = path.join(work, ARCHIVE_ROOT);
  const manifestFile = path.join(root, 'manifest.json');
  if (!existsSync(manifestFile)) fail(`${archive} is not an Iris backup.`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT) fail(`${archive} has a format this Iris does not know.`);
  const dump = new Blob([await readFile(path.join(root, 'database.tar'))]);
  const database = await openDatabase({ dataDir: root, loadDataDir: dump });
  try {
    return { root, manifest, users: await countUsers(database.db) };
  } finally {
    await database.close();
  }
}

/** Moves DATA_DIR's database (and files) aside, and the restored ones into their place. */
async function swapIn(root: string, manifest: Manifest): Promise<string | null> {
  const aside = path.join(dataDir, `before-restore-${localTimestamp()}`);
  await mkdir(aside);
  let movedAside = false;
  for (const part of manifest.files ? ['db', 'files'] : ['db']) {
    if (existsSync(path.join(dataDir, part))) {
      await rename(path.join(dataDir, part), path.join(aside, part));
      movedAside = true;
    }
    if (existsSync(path.join(root, part))) {
      await rename(path.join(root, part), path.join(dataDir, part));
    }
  }
  if (movedAside) return aside;
  await rmdir(aside);
  return null;
}

await runCommand(async () => {
  const given = process.argv[2];
  if (!given) fail('Usage: npm run restore -- iris-backup-….tar.gz');
  const archive = userPath(given);
  if (!existsSync(archive)) fail(`${archive} does not exist.`);
  if (process.env.DATABASE_URL) {
    fail('DATABASE_URL is set: restore PostgreSQL with pg_restore, as the README shows.');
  }
  await mkdir(dataDir, { recursive: true });
  if (await askRunningIris(dataDir, 'GET', '/')) {
    fail('Iris is running on this DATA_DIR: stop it first.');
  }
  const claim = await claimDataDir(dataDir);
  const work = await mkdtemp(path.join(dataDir, 'restore-'));
  try {
    const { root, manifest, users } = await unpack(archive, work);
    const aside = await swapIn(root, manifest);
    console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}: ${users} users.`);
    if (aside) console.log(`What DATA_DIR held before is in ${aside}.`);
    if (!manifest.files) console.log('The files are in the S3 bucket: restore it on its own.');
  } finally {
    await rm(work, { recursive: true, force: true });
    await claim.close();
  }
});
