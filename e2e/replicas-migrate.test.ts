import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ROOT, startIris, stopAllIris } from './support/iris-process.js';
import { serverDatabase } from './support/server-database.js';

/*
 * Several replicas started at once on one new PostgreSQL database (README, Production): each
 * applies the migrations at start, so they must take turns, or the second one's CREATE TABLE
 * meets the first one's; and so must their job queues' tables, which pg-boss makes at its first
 * start. Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const database = serverDatabase('replicas');
const fresh = serverDatabase('replicas_start');
const REPLICAS = 4;
const dataDirs = Array.from({ length: REPLICAS }, () =>
  mkdtempSync(path.join(tmpdir(), 'iris-replicas-start-')),
);

beforeAll(() => database.create());
afterAll(async () => {
  await stopAllIris();
  await Promise.all([database.drop(), fresh.drop()]);
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe('replicas starting at once', () => {
  it('apply the migrations one after the other, each once', async () => {
    const replicas = await Promise.all(
      Array.from({ length: REPLICAS }, () => openDatabase({ url: database.url, poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        Array.from({ length: REPLICAS }, () => 'fulfilled'),
      );
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
    const migrations = readdirSync(`${ROOT}/apps/api/drizzle`).filter((name) =>
      name.endsWith('.sql'),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(migrations.length);
      const stock = await client.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'stock' and column_name = 'category_sort'",
      );
      expect(stock.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('start as servers at once on a new database, every one of them', async () => {
    await fresh.create();
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startIris({
          dataDir,
          env: { DATABASE_URL: fresh.url, WORKERS: '1', ADMIN_PASSWORD: 'Administrador1' },
        }),
      ),
    );
    // Each applied the migrations and started its job queue, whose tables pg-boss makes on a
    // new database: one after the other, or the second replica's "pgboss" already existed.
    expect(started.map((outcome) => outcome.status)).toEqual(dataDirs.map(() => 'fulfilled'));
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const schemas = await client.query(
        "select 1 from information_schema.schemata where schema_name = 'pgboss'",
      );
      expect(schemas.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
