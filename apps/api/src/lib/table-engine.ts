import { and, asc, count, desc, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { TableData, TableQuery } from '@iris/domain/common/table';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';

/** A many-to-one left join (a row's country, branch…): it never adds or removes rows. */
export interface Join {
  table: PgTable;
  on: SQL;
}

/** Where a table's rows come from: a base table, its left joins, and what each row selects. */
export interface TableSource<TFields extends SelectedFields> {
  table: PgTable;
  joins?: Join[];
  fields: TFields;
}

export interface TableSpec<TFields extends SelectedFields> extends TableSource<TFields> {
  /** The whitelist of sortBy values; anything else is a 400, never SQL. */
  sortKeys: Record<string, Column | SQL>;
  defaultSort: string;
  /** Columns matched by the free-text `filters.search`. */
  search: Column[];
}

export type Row<TFields extends SelectedFields> = SelectResultFields<TFields>;

/** The source's query, still open for where/orderBy/limit; rows are typed by `Row<TFields>`. */
export function selectFrom<TFields extends SelectedFields>(
  db: Db,
  source: TableSource<TFields>,
): PgSelect {
  let query = db.select(source.fields).from(source.table).$dynamic() as unknown as PgSelect;
  for (const join of source.joins ?? []) query = query.leftJoin(join.table, join.on);
  return query;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The engine behind every getTable: one COUNT and one page query over the same conditions.
 * `conditions` carries the caller's filters and the branch scope.
 */
export async function runTable<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  query: TableQuery,
  conditions: (SQL | undefined)[] = [],
): Promise<TableData<Row<TFields>>> {
  const sortBy = query.sortBy ?? spec.defaultSort;
  const sortColumn = spec.sortKeys[sortBy];
  if (!sortColumn) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'sortBy', message: validationMessage('oneOf') }],
    });
  }
  const search = query.filters.search?.trim();
  const where = and(
    ...conditions,
    search
      ? or(...spec.search.map((column) => ilike(sql`${column}::text`, `%${escapeLike(search)}%`)))
      : undefined,
  );
  const offset = (query.page - 1) * query.rowsPerPage;
  const direction = query.descending ? desc : asc;
  // A stable order across pages even when many rows share the sort value.
  const idColumn = spec.sortKeys.id;
  const order =
    idColumn && idColumn !== sortColumn
      ? [direction(sortColumn), direction(idColumn)]
      : [direction(sortColumn)];

  // Many-to-one joins cannot change the count, so it skips them unless the search reads them;
  // declared filters and the branch scope use the base table's columns.
  const countQuery = selectFrom(db, {
    ...spec,
    joins: search ? spec.joins : [],
    fields: { total: count() },
  }).where(where);
  const pageQuery = selectFrom(db, spec)
    .where(where)
    .orderBy(...order)
    .limit(query.rowsPerPage)
    .offset(offset);

  const [counted, items] = (await Promise.all([countQuery, pageQuery])) as [
    { total: number }[],
    Row<TFields>[],
  ];
  return {
    items,
    current: query.page,
    limit: query.rowsPerPage,
    total_items: Number(counted[0]?.total ?? 0),
    sortBy,
    descending: query.descending,
  };
}
