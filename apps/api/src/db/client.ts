import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS, PREPARED_PGLITE } from '../paths.js';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * `work` while no other Iris on this database runs its own: an advisory lock on PostgreSQL,
   * held on a connection of its own. Replicas and workers starting at once on a new or upgraded
   * database apply the migrations, and install the job queue's tables, one after the other.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Told when a pooled connection that no query was using breaks (the server restarted, an
   * administrator ended it). The pool drops it and opens a new one for the next query; without a
   * listener, the pool's 'error' event would end the process.
   */
  onConnectionLost(listener: (error: Error & { code?: string }) => void): void;
  /**
   * The embedded database only: its data folder as a tar, taken while no transaction is open and
   * every other query waits, after a checkpoint; `meanwhile` runs in the same pause, so that what
   * it copies beside (the stored files) matches the rows. A server on PostgreSQL has none.
   */
  snapshot?(meanwhile: () => Promise<void>): Promise<Blob>;
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

/**
 * A new DATA_DIR starts from the database `npm run build` prepared (migrated, cleanly shut down)
 * rather than from PGlite's initdb, which takes seconds. It is copied beside the target and renamed
 * into place, so an interrupted copy never looks like a database; a folder that holds anything is
 * never touched. The migrations the copy lacks are applied at start like on any database.
 */
async function copyPreparedDatabase(target: string): Promise<void> {
  if (!existsSync(path.join(PREPARED_PGLITE, 'PG_VERSION'))) return;
  if (existsSync(target)) {
    if ((await readdir(target)).length > 0) return;
    await rmdir(target);
  }
  const partial = `${target}.partial`;
  mkdirSync(path.dirname(target), { recursive: true });
  await rm(partial, { recursive: true, force: true });
  await copyTree(PREPARED_PGLITE, partial);
  await rename(partial, target);
}

/** A folder's copy, its thousand small files all at once (fs.cp takes them one by one). */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      return entry.isDirectory() ? copyTree(source, target) : copyFile(source, target);
    }),
  );
}

/**
 * PGlite's engine (9 MB of WebAssembly), compiled off the main thread from the moment a database
 * is asked for, so that the compilation overlaps the copy of a prepared database and the loading
 * of the rest of the server.
 */
function compileEngine(): Promise<WebAssembly.Module> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFile(path.join(path.dirname(entry), 'pglite.wasm')).then((bytes) =>
    wasmApi.compile(bytes),
  );
}
/** The global WebAssembly object, which Node's typings (without the DOM's) only name as types. */
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WebAssembly.Module>;
}

/**
 * PGlite runs each query to its end on this thread, and its lock hands the database from one
 * waiting query straight to the next: with dozens of requests waiting, the whole queue drained
 * before a new request was even read, and some connections waited seconds for their turn (50
 * clients: p99 6.5 s, each request 12 ms in the server). One turn of the event loop before each
 * query lets every request that has arrived meanwhile take its place in the queue, in order.
 */
class TakingTurnsPGlite extends PGlite {
  override _runExclusiveQuery<T>(query: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return query();
    });
  }
}

/** The advisory lock every Iris takes for what starts one at a time (any fixed number). */
const START_LOCK = 0x1415_d817;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeZone = checkedTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  if (options.url) {
    // Loaded only here: a server on the embedded database starts without them.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c TimeZone=${timeZone}`,
    });
    let connectionLost: (error: Error) => void = () => undefined;
    pool.on('error', (error) => connectionLost(error));
    const db = drizzlePg(pool);
    const oneAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = new pg.Client({ connectionString: options.url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
        return await work();
      } finally {
        await lock.end();
      }
    };
    return {
      db,
      engine: 'postgres',
      migrate: () => oneAtATime(() => migratePg(db, { migrationsFolder: MIGRATIONS })),
      oneAtATime,
      close: () => pool.end(),
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
    };
  }
  const engine = compileEngine();
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'db');
    if (!options.loadDataDir) await copyPreparedDatabase(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new TakingTurnsPGlite({
    dataDir,
    // Search on trigram indexes, ignoring accents, as on PostgreSQL (migration 0004).
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    pgliteWasmModule: await engine,
  });
  await client.waitReady;
  await client.query(`select set_config('TimeZone', $1, false)`, [timeZone]);
  const db = drizzlePglite(client);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    // One process holds the embedded database: nobody else can start on it.
    oneAtATime: (work) => work(),
    close: () => client.close(),
    // In the same process: there is no connection to lose.
    onConnectionLost: () => undefined,
    // PGlite runs one query at a time and its transaction() holds back every other query and
    // transaction until it ends: inside it the folder on disk is still.
    snapshot: (meanwhile) =>
      client.transaction(async (tx) => {
        await tx.query('CHECKPOINT');
        await meanwhile();
        return client.dumpDataDir('none');
      }),
  };
}
