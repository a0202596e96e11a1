// What bench:workers and bench:floor share: the staff table's database (100,000 users, filled
// once and kept), page 1 of it at 50 connections, and a process's CPU seconds from /proc.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { generate } from './generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_WORKERS_DB ?? 'iris_bench_workers';
const ROWS = 100_000;
export const CONNECTIONS = 50;
export const ENDPOINT = '/api/users/getBranchPersonal';
export const PAGE_ONE = { page: 1, rowsPerPage: 5, sortBy: 'id', descending: true };
/** Clock ticks per second of /proc/<pid>/stat's CPU times (Linux's USER_HZ). */
const TICKS = 100;

/** The bench's database, generated the first time and reused while it has its rows. */
export async function benchDatabase(): Promise<string> {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      BENCH_DB,
    ]);
    if (rowCount) {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const { rows } = await client
        .query<{ n: number }>(`select count(*)::int as n from users`)
        .finally(() => client.end());
      if ((rows[0]?.n ?? 0) > ROWS) return url.href;
      await admin.query(`DROP DATABASE ${BENCH_DB} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  console.log(`Filling ${BENCH_DB} with ${ROWS} staff, patients and stock rows…`);
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  try {
    await database.migrate();
    await generate(database.db, {
      users: ROWS,
      customers: ROWS,
      stock: ROWS,
      branches: 20,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
  } finally {
    await database.close();
  }
  return url.href;
}

export function cpuSeconds(pid: number): number {
  // The fields after the command's name, which is in parentheses: utime and stime are 12th, 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Page 1 of the staff table at CONNECTIONS connections, with a token when the server asks one. */
export async function load(baseUrl: string, token: string | null, seconds: number) {
  return autocannon({
    url: `${baseUrl}${ENDPOINT}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(PAGE_ONE),
  });
}
