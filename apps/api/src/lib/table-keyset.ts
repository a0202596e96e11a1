import { and, asc, desc, eq, is, or, sql, Column, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../db/client.js';
import { runNamed } from '../db/named-statement.js';
import {
  selectFrom,
  tableCondition,
  tableOrder,
  type Row,
  type TableSpec,
} from './table-engine.js';

/** Rows read per query: a batch is held in memory, never the whole result. */
export const KEYSET_BATCH = 2000;

const SORT = '__keyset_sort';
const ID = '__keyset_id';

/**
 * A sort key that is a required column of the table's own base table is never null; a joined
 * table's column (a left join that may find nothing) or an SQL expression may be, unless the
 * table names it in `notNullSorts`.
 */
function neverNull(spec: TableSpec<SelectedFields>, sortBy: string, key: Column | SQL): boolean {
  if (spec.notNullSorts?.includes(sortBy)) return true;
  return is(key, Column) && key.notNull && key.table === spec.table;
}

/**
 * The rows after the last one read, in the table's order (sort key, then id). The last row's sort
 * value is read again by its id inside the query, so that it keeps its own SQL type (a date, a
 * collated name) without passing through JavaScript. PostgreSQL sorts nulls last ascending and
 * first descending; a key that may be null says so, and one that may not is a row comparison an
 * index on (key, id) serves.
 */
function after(
  db: Db,
  spec: TableSpec<SelectedFields>,
  key: { sortBy: string; column: Column | SQL; id: Column; descending: boolean },
  last: { id: number; sortIsNull: boolean },
): SQL | undefined {
  const { column, id, descending } = key;
  const next = descending ? sql`<` : sql`>`;
  const idAfter = sql`${id} ${next} ${last.id}`;
  if (column === id) return idAfter;
  const value = sql`(${selectFrom(db, { ...spec, fields: { v: sql`${column}` } })
    .where(eq(id, last.id))
    .limit(1)})`;
  if (neverNull(spec, key.sortBy, column)) {
    return sql`(${column}, ${id}) ${next} (${value}, ${last.id})`;
  }
  const isNull = sql`${column} is null`;
  if (last.sortIsNull) {
    return descending ? or(and(isNull, idAfter), sql`${column} is not null`) : and(isNull, idAfter);
  }
  const beyond = or(sql`${column} ${next} ${value}`, and(sql`${column} = ${value}`, idAfter));
  return descending ? beyond : or(beyond, isNull);
}

/**
 * Every row of a table for the same scope, filters, search and order as its getTable (its page
 * ignored), a batch at a time, by keyset on (sort key, id): each batch is one query that starts
 * where the last ended, so a million rows stream out in constant memory on PGlite and on
 * PostgreSQL alike, and no transaction or cursor is held open while a slow client reads.
 */
export async function* tableBatches<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  id: PgColumn,
  query: Pick<TableQuery, 'sortBy' | 'descending' | 'filters'>,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] },
  batchSize = KEYSET_BATCH,
): AsyncGenerator<Row<TFields>[]> {
  const { sortBy, sortColumn, tieBreak, order } = tableOrder(spec, query);
  const { condition } = tableCondition(spec, query, where);
  // The table's own tie-break (its `id` sort key), or the record's id when it declares none.
  const idColumn = tieBreak && is(tieBreak, Column) ? tieBreak : id;
  const orderBy =
    tieBreak || sortColumn === idColumn
      ? order
      : [...order, query.descending ? desc(idColumn) : asc(idColumn)];
  const key = { sortBy, column: sortColumn, id: idColumn, descending: query.descending };
  // A search is planned for its own words (table-engine.ts says why); other shapes are named.
  const searched = Boolean(query.filters.search?.trim());
  const bounded = spec as TableSpec<SelectedFields>;
  let last: { id: number; sortIsNull: boolean } | undefined;
  for (;;) {
    const batch = selectFrom(db, {
      ...spec,
      fields: { ...spec.fields, [SORT]: sql<boolean>`(${sortColumn}) is null`, [ID]: idColumn },
    })
      .where(and(condition, last && after(db, bounded, key, last)))
      .orderBy(...orderBy)
      .limit(batchSize);
    const rows = (await (searched ? batch : runNamed(batch))) as Record<string, unknown>[];
    const tail = rows.at(-1);
    if (tail) last = { id: Number(tail[ID]), sortIsNull: tail[SORT] === true };
    for (const row of rows) {
      Reflect.deleteProperty(row, SORT);
      Reflect.deleteProperty(row, ID);
    }
    // The batch selected exactly the spec's fields (and the two keys, removed above).
    yield rows as Row<TFields>[];
    if (rows.length < batchSize) return;
  }
}
