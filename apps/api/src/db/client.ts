import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Told when a pooled connection that no query was using breaks (the server restarted, an
   * administrator ended it). The pool drops it and opens a new one for the next query; without a
   * listener, the pool's 'error' event would end the process.
   */
  onConnectionLost(listener: (error: Error & { code?: string }) => void): void;
}

/** The clinic's time zone: what "today" and a day of a report mean (TIME_ZONE, README). */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/** A zone name the runtime knows (`America/Mexico_City`); anything else is refused at start. */
export function checkedTimeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    throw new Error(`TIME_ZONE "${name}" is not a time zone name such as America/Mexico_City`);
  }
  if (!/^[A-Za-z0-9_+\-/]+$/.test(name)) throw new Error(`TIME_ZONE "${name}" is not valid`);
  return name;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; unset means the embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; null keeps the database in memory. */
  dataDir?: string | null;
  /** A PGlite data dir dumped by `dumpDataDir`, to start from an already-migrated copy. */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * Every session runs in the clinic's time zone, so that a date compared with a timestamp, or
   * `now()::date`, is the clinic's day. Default DEFAULT_TIME_ZONE.
   */
  timeZone?: string | undefined;
}

export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeZone = checkedTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c TimeZone=${timeZone}`,
    });
    let connectionLost: (error: Error) => void = () => undefined;
    pool.on('error', (error) => connectionLost(error));
    const db = drizzlePg(pool);
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    // Search on trigram indexes, ignoring accents, as on PostgreSQL (migration 0004).
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.query(`select set_config('TimeZone', $1, false)`, [timeZone]);
  const db = drizzlePglite(client);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
    // In the same process: there is no connection to lose.
    onConnectionLost: () => undefined,
  };
}
