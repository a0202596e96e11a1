import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface NameColumns {
  name: PgColumn | SQL;
  paternal: PgColumn | SQL;
  maternal: PgColumn | SQL;
}

// concat_ws skips nulls but not empty texts: an empty last name would leave a space behind.
const part = (column: PgColumn | SQL) => sql`nullif(btrim(${column}), '')`;

/**
 * A person's (a patient's, a user's) name as staff read it: the parts that are not empty, one
 * space apart, for a table, a CSV, a PDF or an e-mail alike (personName in @iris/domain for a
 * name already read). `short`: the first name and the paternal last name (a doctor on the
 * calendar).
 */
export function personNameSql(columns: NameColumns, options: { short?: boolean } = {}) {
  const parts = [part(columns.name), part(columns.paternal)];
  if (!options.short) parts.push(part(columns.maternal));
  return sql<string>`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
}

/** The same, of a table by its alias in hand-written SQL (`c` for customers). */
export const personNameOfAlias = (alias: string, options: { short?: boolean } = {}) =>
  personNameSql(
    {
      name: sql.raw(`${alias}.name`),
      paternal: sql.raw(`${alias}.paternal`),
      maternal: sql.raw(`${alias}.maternal`),
    },
    options,
  );
