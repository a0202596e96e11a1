import type { Database, Db } from '../../db/client.js';

/** What pg-boss sends its SQL through (its `db` option): text with $n parameters, rows back. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one text (pg-boss installs its schema that way). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
  isInTransaction?(): boolean;
}

/**
 * pg-boss over our own connection rather than a pool of its own: on the embedded database there
 * is no server to connect to, and on PostgreSQL one pool is enough. Both engines' clients take
 * `query(text, values)`; a text without values may hold several statements, which node-postgres
 * runs as a simple query and PGlite only through `exec`.
 */
function executorOver(client: QueryClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && client.exec) {
        try {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          // A text that opened its own transaction and failed inside (pg-boss's install losing
          // its race) would leave PGlite's one session in an aborted transaction for every
          // later query. A caller's drizzle transaction never gets here: it holds PGlite whole.
          if (client.isInTransaction?.()) await client.query('ROLLBACK');
          throw error;
        }
      }
      return client.query(text, values);
    },
  };
}

/**
 * The database's own client: the pg pool, or the PGlite instance. Null for a database without
 * one (the API types' generator builds the app on an empty `db` to read its routes).
 */
export function databaseExecutor(database: Database): SqlExecutor | null {
  const client = (database.db as unknown as { $client?: QueryClient }).$client;
  return client ? executorOver(client) : null;
}

/**
 * A drizzle transaction's connection, so that a job is created in the same transaction as the
 * change that asks for it: both are kept or neither (drizzle names it `session.client` on both
 * engines: the pool's checked-out client, or PGlite's transaction).
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('a job can be enqueued in a drizzle transaction only');
  }
  return executorOver(client);
}
