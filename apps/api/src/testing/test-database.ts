import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { loadConfig } from '../config.js';

export const PGLITE_TEMPLATE = new URL(
  '../../../../.test-data/pglite-template.tar.gz',
  import.meta.url,
);
/** Overridable so that two checkouts can run the PostgreSQL suite side by side. */
export const PG_TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? 'iris_test_template';

export type Engine = 'pglite' | 'postgres';

export function testEngine(): Engine {
  return process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds the migrated template once per run (vitest globalSetup). */
export async function prepareTemplate(engine: Engine): Promise<void> {
  if (engine === 'pglite') {
    const { mkdir, rename, writeFile } = await import('node:fs/promises');
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await installJobQueues(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    await mkdir(new URL('.', PGLITE_TEMPLATE), { recursive: true });
    // Written aside and renamed: a run starting meanwhile (the API suite's, the browser suite's)
    // reads the whole of one template or the other, never half of one.
    const aside = new URL(`${PGLITE_TEMPLATE.href}.${process.pid}.tmp`);
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, PGLITE_TEMPLATE);
    await database.close();
    return;
  }
  const url = requiredUrl();
  await adminQuery(url, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${PG_TEMPLATE_DB}`);
  const database = await openDatabase({ url: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
  await database.migrate();
  await installJobQueues(database);
  await database.close();
}

/**
 * The job queue's schema and every registered queue, made once in the template as the first start
 * of a server makes them, instead of by each test's app (about half a second each).
 */
async function installJobQueues(database: Database) {
  const { buildApp } = await import('../app.js');
  const config = {
    ...loadConfig({}),
    dataDir: null,
    jwtSecret: 'template',
    remindersAt: null,
    clock: false,
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.close();
}

function requiredUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL suite');
  return url;
}

/** A fresh, migrated database for one test file: a PGlite clone or a PostgreSQL copy of the template. */
export async function openTestDatabase(engine: Engine = testEngine()): Promise<Database> {
  if (engine === 'pglite') {
    const blob = new Blob([await readFile(PGLITE_TEMPLATE)]);
    return openDatabase({ dataDir: null, loadDataDir: blob });
  }
  const url = requiredUrl();
  const name = `iris_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
