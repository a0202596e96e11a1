import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ROOT } from './support/iris-process.js';

/*
 * Several replicas started at once on one new PostgreSQL database (README, Production): each
 * applies the migrations at start, so they must take turns, or the second one's CREATE TABLE
 * meets the first one's. Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const DATABASE = `iris_e2e_replicas_${process.pid}`;
const REPLICAS = 4;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query<Record<string, unknown>>(statement);
  } finally {
    await client.end();
  }
}

const url = () => {
  const parsed = new URL(SERVER_URL);
  parsed.pathname = `/${DATABASE}`;
  return parsed.href;
};

beforeAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${DATABASE}`);
});
afterAll(() => onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));

describe('replicas starting at once', () => {
  it('apply the migrations one after the other, each once', async () => {
    const databases = await Promise.all(
      Array.from({ length: REPLICAS }, () => openDatabase({ url: url(), poolSize: 2 })),
    );
    try {
      const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        Array.from({ length: REPLICAS }, () => 'fulfilled'),
      );
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
    const migrations = readdirSync(`${ROOT}/apps/api/drizzle`).filter((name) =>
      name.endsWith('.sql'),
    );
    const client = new pg.Client({ connectionString: url() });
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
