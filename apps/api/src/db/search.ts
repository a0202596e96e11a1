import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The text a table's free-text search reads: its search columns joined, lower-cased and without
 * accents (iris_fold, migration 0004). The trigram index of a table and the table engine's query
 * are both built from this one expression, so that PostgreSQL can match them.
 */
export function searchDocument(columns: (Column | SQL)[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}::text, '')`);
  return sql`iris_fold(${sql.join(parts, sql` || ' ' || `)})`;
}

/**
 * A name as tables sort it: folded like the search (no accents, lower case), so that "ÁLVAREZ"
 * sorts among the A's on both engines, whose collation compares bytes. Indexes are built on this
 * same expression, or the planner cannot use them for the sort.
 */
export const sortable = (column: Column): SQL => sql`iris_fold(${column})`;
