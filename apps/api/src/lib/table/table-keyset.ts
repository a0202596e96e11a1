import { and, asc, desc, eq, is, or, sql, Column, SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../../db/client.js';
import {
  selectFrom,
  tableCondition,
  tableOrder,
  type Row,
  type TableSpec,
} from './table-engine.js';

/** Rows read per query: a batch is held in memory, never the whole result. */
export const KEYSET_BATCH = 5000;

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

/** The table's order, ending on an id so that it is total: what a keyset or a cursor walks. */
export function rowOrder<TFields extends SelectedFields>(
  spec: TableSpec<TFields>,
  query: Pick<TableQuery, 'sortBy' | 'descending'>,
  id: PgColumn,
) {
  const { sortBy, sortColumn, tieBreak, order } = tableOrder(spec, query);
  // The table's own tie-break (its `id` sort key), or the record's id when it declares none.
  const idColumn = tieBreak && is(tieBreak, Column) ? tieBreak : id;
  const orderBy =
    tieBreak || sortColumn === idColumn
      ? order
      : [...order, query.descending ? desc(idColumn) : asc(idColumn)];
  return { sortBy, sortColumn, idColumn, orderBy };
}

/**
 * Every row of a table for the same scope, filters, search and order as its getTable (its page
 * ignored), a batch at a time, by keyset on (sort key, id): each batch is one query that starts
 * where the last ended, so a million rows stream out in constant memory and no transaction or
 * cursor is held open while a slow client reads: what the embedded PGlite, a single connection,
 * reads a table's CSV with (table-rows.ts).
 */
export async function* tableBatches<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  id: PgColumn,
  query: Pick<TableQuery, 'sortBy' | 'descending' | 'filters'>,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] },
  batchSize = KEYSET_BATCH,
): AsyncGenerator<Row<TFields>[]> {
  const { sortBy, sortColumn, idColumn, orderBy } = rowOrder(spec, query, id);
  const { condition } = tableCondition(spec, query, where);
  const key = { sortBy, column: sortColumn, id: idColumn, descending: query.descending };
  const bounded = spec as TableSpec<SelectedFields>;
  const { fields, decode } = rawFields({
    ...spec.fields,
    [SORT]: sql<boolean>`(${sortColumn}) is null`,
    [ID]: idColumn,
  });
  const read = (last?: { id: number; sortIsNull: boolean }) =>
    db.transaction(async (tx) => {
      // A batch is a short LIMIT walk of an index: PostgreSQL may plan it parallel, and starting
      // the workers takes longer than the walk (20 ms against 5.5 ms for 2,000 of a million
      // payments), a thousand times over for a large file.
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      const batch = selectFrom(tx, { ...spec, fields })
        .where(and(condition, last && after(tx, bounded, key, last)))
        .orderBy(...orderBy)
        .limit(batchSize);
      const rows = rowsOf(await tx.execute(batch));
      for (const row of rows) decode(row);
      return rows;
    });
  // One batch at a time: the CSV asks for the next one while it writes this one out
  // (table-csv.ts), so the database and the writing still overlap.
  let last: { id: number; sortIsNull: boolean } | undefined;
  for (;;) {
    const rows = await read(last);
    // The spec's fields, decoded as a select decodes them (and the two keys, left in place).
    if (rows.length > 0) yield rows as Row<TFields>[];
    const tail = rows.at(-1);
    if (rows.length < batchSize || !tail) return;
    last = { id: Number(tail[ID]), sortIsNull: tail[SORT] === true };
  }
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * The fields of a batch, each named by its key (`expr as "key"`), so that the driver's own rows
 * are the batch's rows: a select maps every cell of a million rows through drizzle (half the
 * CSV's time and memory, measured), while here each field's decoder is found once per file and
 * only a column that stores something else than it answers (a timestamp as a Date) converts.
 */
export function rawFields(fields: SelectedFields) {
  const decoders: [string, Decoder][] = [];
  const aliased = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      if (is(field, Column)) decoders.push([key, field]);
      else if (is(field, SQL)) decoders.push([key, decoderOf(field)]);
      else if (is(field, SQL.Aliased)) decoders.push([key, decoderOf(field.sql)]);
      else throw new Error(`the CSV reads flat fields only: ${key} is not`);
      return [key, sql`${field}`.as(key)];
    }),
  );
  const decode = (row: Record<string, unknown>) => {
    for (const [key, decoder] of decoders) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = decoder.mapFromDriverValue(value);
    }
  };
  return { fields: aliased, decode };
}

/** An expression's `mapWith` (drizzle keeps it on the SQL, untyped; noop unless given). */
const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** The rows of a statement run as it is, as both drivers answer them. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
