// A database of a test's own on the PostgreSQL server the tests are given (TEST_DATABASE_URL),
// for the process tests that run Iris on PostgreSQL: made new before, dropped after.
import pg from 'pg';

export const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';

export async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query<Record<string, unknown>>(statement);
  } finally {
    await client.end();
  }
}

/** `iris_e2e_<name>_<pid>` on the server: its URL, and how to make it new and to drop it. */
export function serverDatabase(name: string) {
  const database = `iris_e2e_${name}_${process.pid}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const drop = () => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  return {
    url: url.href,
    async create() {
      await drop();
      await onServer(`CREATE DATABASE ${database}`);
    },
    drop,
  };
}
