import type { CustomTypesConfig, Pool, PoolClient } from 'pg';
import type { Db } from './client.js';

/*
 * One statement's rows read through a cursor, a batch at a time (a table's CSV on PostgreSQL):
 * the database walks its plan once instead of starting a keyset query per batch, which at a
 * million rows was most of the file's time. The cursor lives in a read-only transaction on a
 * pooled connection of its own, for as long as the reader reads.
 */

/** A statement as drizzle renders it: its text and its values, already the driver's. */
export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

export type CursorReader = (
  query: RenderedQuery,
  batchSize: number,
) => AsyncGenerator<Record<string, unknown>[]>;

/**
 * The types drizzle's pg session answers as the text PostgreSQL sent (dates, timestamps,
 * intervals and arrays of them, numeric arrays), so that a cursor's rows are the rows
 * `db.execute` gives: what the CSV writes is the same either way.
 */
const AS_TEXT = new Set<number>([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText = (value: string) => value;

/** Cursors open per pool: past half its connections, readers take keyset batches instead. */
const open = new WeakMap<Pool, number>();

const isPool = (client: unknown): client is Pool =>
  typeof client === 'object' &&
  client !== null &&
  'totalCount' in client &&
  typeof (client as Pool).connect === 'function';

/**
 * A reader of cursors on this database, or undefined where there is none to take: the embedded
 * PGlite has a single connection (a transaction held through a slow download would hold back
 * every other request), and a pool whose cursors already use half its connections keeps the
 * rest for the API's own queries.
 */
export function cursorReader(db: Db): CursorReader | undefined {
  const pool = (db as { $client?: unknown }).$client;
  if (!isPool(pool)) return undefined;
  const share = Math.max(1, Math.floor(pool.options.max / 2));
  if ((open.get(pool) ?? 0) >= share) return undefined;
  return (query, batchSize) => readCursor(pool, query, batchSize);
}

async function* readCursor(
  pool: Pool,
  query: RenderedQuery,
  batchSize: number,
): AsyncGenerator<Record<string, unknown>[]> {
  open.set(pool, (open.get(pool) ?? 0) + 1);
  let client: PoolClient | undefined;
  // A connection whose statement failed (its transaction aborted) is closed, not pooled again.
  let broken: Error | undefined;
  let ended = false;
  try {
    client = await pool.connect();
    const { Query, types } = (await import('pg')).default;
    const parsers: CustomTypesConfig = {
      getTypeParser: (oid, format) =>
        AS_TEXT.has(oid) ? asText : (types.getTypeParser(oid, format) as unknown),
    };
    const connection = client;
    // Each row taken as it arrives ('row'), not from the result pg accumulates for the promise it
    // answers: its rows of every batch were all moved among V8's old objects (a batch's worth at
    // each collection of the young generation, measured: the heap grew 30 MB a second through a
    // million rows), while the same rows taken from the event die young.
    const fetch = () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const rows: Record<string, unknown>[] = [];
        const query = new Query({ text: `fetch ${batchSize} from iris_rows`, types: parsers });
        query.on('row', (row: Record<string, unknown>) => rows.push(row));
        query.once('end', () => resolve(rows));
        query.once('error', reject);
        connection.query(query);
      });
    await client.query('begin transaction read only');
    await client.query({
      text: `declare iris_rows no scroll cursor for ${query.sql}`,
      values: query.params,
    });
    // One batch at a time: whoever reads asks for the next one while it writes this one out
    // (table-csv.ts), so the database and the writing still overlap.
    for (;;) {
      const rows = await fetch();
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
    }
    await client.query('commit');
    ended = true;
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A reader that stopped early (the client went away; it can only stop between batches): the
    // transaction, and its cursor, ended before the connection goes back to the pool.
    if (client && !broken && !ended) {
      try {
        await client.query('rollback');
      } catch (error) {
        broken = error as Error;
      }
    }
    client?.release(broken);
    open.set(pool, (open.get(pool) ?? 1) - 1);
  }
}
