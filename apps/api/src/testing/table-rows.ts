import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** A table's row count, and a digest of its rows where they are ours to compare. */
export interface TableState {
  rows: number;
  digest: string | null;
}

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('db.execute answered no rows array');
  return rows as T[];
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Reads, in one query, every table of the public schema (count and digest of its rows) and the
 * job queue's tables (count only: a queued job's row changes state as a worker runs it, but a
 * request that enqueues a job adds a row). drizzle's own migration ledger is left out.
 */
export async function tableReader(database: Pick<Database, 'db'>) {
  const listed = rowsOf<{ schema: string; name: string }>(
    await database.db.execute(sql`select n.nspname as schema, c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname in ('public', 'pgboss') order by 1, 2`),
  );
  const parts = listed.map(({ schema, name }) => {
    const label = schema === 'public' ? name : `${schema}.${name}`;
    const table = `${identifier(schema)}.${identifier(name)}`;
    const digest =
      schema === 'public'
        ? `md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`
        : 'null::text';
    return `select ${literal(label)} as name, count(*)::int as rows, ${digest} as digest from ${table} t`;
  });
  const query: SQL = sql.raw(parts.join(' union all '));
  return async (): Promise<Map<string, TableState>> => {
    const rows = rowsOf<{ name: string; rows: number; digest: string | null }>(
      await database.db.execute(query),
    );
    return new Map(rows.map((r) => [r.name, { rows: r.rows, digest: r.digest }]));
  };
}

/** The tables whose rows differ, each with what changed: "customers: 3 rows, then 4". */
export function tableChanges(
  before: Map<string, TableState>,
  after: Map<string, TableState>,
): string[] {
  return [...before].flatMap(([name, was]) => {
    const now = after.get(name);
    if (!now) return [`${name}: gone`];
    if (now.rows !== was.rows) return [`${name}: ${was.rows} rows, then ${now.rows}`];
    if (now.digest !== was.digest) return [`${name}: the same ${was.rows} rows, changed`];
    return [];
  });
}
