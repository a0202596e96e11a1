import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ROOT } from './support/iris-process.js';
import { serverDatabase } from './support/server-database.js';

/*
 * Several replicas started at once on one new PostgreSQL database (README, Production): each
 * applies the migrations at start, so they must take turns, or the second one's CREATE TABLE
 * meets the first one's. Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const database = serverDatabase('replicas');
const REPLICAS = 4;

beforeAll(() => database.create());
afterAll(() => database.drop());

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
});
