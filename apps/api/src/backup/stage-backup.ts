import { copyFile, link, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client.js';

/**
 * A backup archive holds one folder, `iris-backup/`, with `manifest.json`, `database.tar` (the
 * embedded database's data folder, as PGlite dumps it) and `files/` (the stored files, as under
 * DATA_DIR/files).
 */
export const ARCHIVE_ROOT = 'iris-backup';
export const ARCHIVE_FORMAT = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  /** false when the files live in an S3 bucket, which is backed up on its own (README). */
  files: boolean;
}

/** Hard links, so that the copy is instant and takes no space; a copy where links cannot be. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * Lays out a backup in a new folder inside DATA_DIR (whose path it answers): the database and the
 * files as they stood at one moment. Files are written before the row that names them commits and
 * removed only after the row stops naming them, and the database is held still while the files are
 * linked, so every row's file is there. Packing the folder into an archive is left to the caller,
 * outside that pause.
 */
export async function stageBackup(options: {
  dataDir: string;
  database: Database;
  /** DATA_DIR/files, or null when the files live in an S3 bucket. */
  filesDir: string | null;
}): Promise<string> {
  const { database, filesDir } = options;
  if (!database.snapshot) throw new Error('only the embedded database is backed up this way');
  const staging = await mkdtemp(path.join(options.dataDir, 'backup-'));
  const root = path.join(staging, ARCHIVE_ROOT);
  await mkdir(root);
  const dump = await database.snapshot(async () => {
    if (filesDir && existsSync(filesDir)) await linkTree(filesDir, path.join(root, 'files'));
  });
  await writeFile(path.join(root, 'database.tar'), Buffer.from(await dump.arrayBuffer()));
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    files: filesDir !== null,
  };
  await writeFile(path.join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return staging;
}
