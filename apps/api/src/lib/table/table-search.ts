import {
  and,
  getTableColumns,
  inArray,
  is,
  sql,
  type Column,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { searchDocument } from '../../db/search.js';

/*
 * A table's free-text search (docs/architecture.md, Tables at scale): the words, matched against the
 * table's search document, and asked of that document's trigram index before the table's order
 * is walked.
 */

export type SearchSource = Column[] | { document: Column };

/** Up to this many matching rows the total is exact; beyond, it is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every word of the query must appear in the row's search document (case and accents ignored,
 * iris_fold): "maria lopez" finds "MARÍA LÓPEZ". A trigram index on the same document serves it.
 */
export function searchCondition(source: SearchSource, search: string | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  if (Array.isArray(source) && source.length === 0) return undefined;
  const document = Array.isArray(source) ? searchDocument(source) : sql`${source.document}`;
  return and(
    ...words.map((word) => sql`${document} like '%' || iris_fold(${escapeLike(word)}) || '%'`),
  );
}

/** The one table a search reads, when it reads one, and that table's id column. */
function searchedTable(source: SearchSource): { table: Table; id: PgColumn } | undefined {
  const columns = Array.isArray(source) ? source : [source.document];
  const table: Table | undefined = columns[0]?.table;
  if (!table || columns.some((column) => column.table !== table)) return undefined;
  const id = getTableColumns(table).id;
  return id && is(id, PgColumn) ? { table, id } : undefined;
}

/**
 * The search asked of its table's trigram index first (docs/architecture.md, Tables at scale): a walk of
 * a table in its order that filters every row by the words finds a common name at once, but
 * walks the whole table for a typo that matches nothing. So the search's own table is asked
 * first for up to EXACT_COUNT_LIMIT + 1 matching ids, unordered (PostgreSQL reads the trigram
 * index for rare words and stops early in the table for common ones). Few matches: the page is
 * those rows, by id (`false` for none). Many: undefined, and the page walks the table's order,
 * where matches are then dense.
 */
export async function searchNarrowing(
  db: Db,
  source: SearchSource,
  search: string | undefined,
): Promise<SQL | undefined> {
  const probe = searchProbe(db, source, search);
  if (!probe) return undefined;
  const rows = await probe.query;
  if (rows.length > EXACT_COUNT_LIMIT) return undefined;
  return rows.length === 0
    ? sql`false`
    : inArray(
        probe.id,
        rows.map((row) => row.id),
      );
}

/** The first question of searchNarrowing, built and not yet run (the benchmark explains it). */
export function searchProbe(db: Db, source: SearchSource, search: string | undefined) {
  const condition = searchCondition(source, search);
  const searched = searchedTable(source);
  if (!condition || !searched) return undefined;
  const query = db
    .select({ id: searched.id })
    .from(searched.table)
    .where(condition)
    .limit(EXACT_COUNT_LIMIT + 1);
  return { id: searched.id, query };
}
