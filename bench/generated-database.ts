// A PostgreSQL database of bench/generate.ts's rows for a benchmark: generated the first time,
// then reused while it holds them (a million rows take minutes to generate).
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { generate } from './generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.js';

export const PG_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The database's URL; `fresh` generates it again even when it holds the rows (a bench that
 * changes them). `branches`: 20 unless said.
 */
export async function generatedDatabase(options: {
  name: string;
  rows: number;
  fresh?: boolean;
  branches?: number;
}): Promise<string> {
  const { name, rows } = options;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount && !options.fresh) {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const users = await client
        .query<{ n: number }>('select count(*)::int as n from users')
        .finally(() => client.end());
      // The generated staff and the administrator.
      if ((users.rows[0]?.n ?? 0) > rows) return url.href;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  console.log(`Filling ${name} with ${rows} staff, patients and stock rows…`);
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  try {
    await database.migrate();
    await generate(database.db, {
      users: rows,
      customers: rows,
      stock: rows,
      branches: options.branches ?? 20,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
  } finally {
    await database.close();
  }
  return url.href;
}

/** Drops a database a bench generated fresh and no longer needs. */
export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
