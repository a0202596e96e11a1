import {
  and,
  asc,
  desc,
  getTableName,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { TableData, TableQuery } from '@iris/domain/common/table';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import type { Db } from '../../db/client.js';
import { runByShape } from './statement-shape.js';
import { EXACT_COUNT_LIMIT, searchCondition, type SearchSource } from './table-search.js';
import { AppError } from '../app-error.js';

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
  /**
   * What the free-text `filters.search` reads: columns (folded at query time), or a stored
   * column that already holds them folded (a large table's generated `search_doc`).
   */
  search: SearchSource;
  /**
   * Sort keys that are SQL over required columns and never null (a payment's date and time): the
   * CSV's keyset then pages on them with a row comparison an index on (key, id) serves.
   */
  notNullSorts?: readonly string[];
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

interface Total {
  total: number;
  estimated: boolean;
}

/** The matching rows, counted up to EXACT_COUNT_LIMIT + 1 and no further. */
export const cappedCount = (source: PgSelect) =>
  sql<number | string>`(select count(*) from (${source.limit(EXACT_COUNT_LIMIT + 1)}) as capped)`;

/** Past the cap: the planner's estimate of the same rows, flagged. */
async function estimatedTotal(db: Db, source: PgSelect): Promise<Total> {
  const estimate = planRows(await db.execute(sql`explain (format json) ${source}`));
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** The total when the page has no row to carry it (a page past the end). */
async function countRows(db: Db, source: PgSelect): Promise<Total> {
  const [row] = await db.select({ n: cappedCount(source) }).from(sql`(select 1) as one`);
  const exact = Number(row?.n ?? 0);
  if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
  return estimatedTotal(db, source);
}

const TOTAL = '__total';
const ESTIMATE = '__estimate';
interface Counted {
  [TOTAL]?: number | string;
  [ESTIMATE]?: number | null;
}

/** A page row without the two counts it carried. */
function withoutCounts(row: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const key in row) if (key !== TOTAL && key !== ESTIMATE) item[key] = row[key];
  return item;
}

/**
 * Never a count of a whole large table per request (docs/architecture.md, Tables at scale): each page row
 * carries the capped count and, for a table read whole, the catalogue's row estimate, so that
 * one round trip answers both; only a filtered table past the cap asks the planner.
 */
async function pageWithTotal(
  db: Db,
  rows: (Record<string, unknown> & Counted)[],
  countSource: () => PgSelect,
): Promise<{ items: Record<string, unknown>[]; total: Total }> {
  const first = rows[0];
  const items = rows.map(withoutCounts);
  if (!first) return { items, total: await countRows(db, countSource()) };
  const exact = Number(first[TOTAL]);
  if (exact <= EXACT_COUNT_LIMIT) return { items, total: { total: exact, estimated: false } };
  const estimate = Number(first[ESTIMATE]);
  if (estimate > 0) return { items, total: { total: Math.max(estimate, exact), estimated: true } };
  return { items, total: await estimatedTotal(db, countSource()) };
}

/** The first plan of an EXPLAIN (FORMAT JSON) result, as both drivers answer it. */
export function explainedPlan(result: unknown): Record<string, unknown> & {
  Plan?: { 'Plan Rows'?: number };
} {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  const cell = rows[0]?.['QUERY PLAN'];
  const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    Record<string, unknown>[] | undefined;
  return plans?.[0] ?? {};
}

const planRows = (result: unknown) => Math.round(explainedPlan(result).Plan?.['Plan Rows'] ?? 0);

/**
 * A table's order: the sort key asked for (from the whitelist), then the id as a tie-break, so
 * that the order is stable across pages even when many rows share the sort value. The CSV of the
 * table walks the same order (table-rows.ts).
 */
export function tableOrder<TFields extends SelectedFields>(
  spec: TableSpec<TFields>,
  query: Pick<TableQuery, 'sortBy' | 'descending'>,
) {
  const sortBy = query.sortBy ?? spec.defaultSort;
  // Own keys only: `__proto__` or `toString` must not reach SQL (docs/architecture.md, Access).
  const sortColumn = Object.hasOwn(spec.sortKeys, sortBy) ? spec.sortKeys[sortBy] : undefined;
  if (!sortColumn) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'sortBy', message: validationMessage('oneOf') }],
    });
  }
  const direction = query.descending ? desc : asc;
  const idColumn = spec.sortKeys.id;
  const tieBreak = idColumn && idColumn !== sortColumn ? idColumn : undefined;
  const order = tieBreak ? [direction(sortColumn), direction(tieBreak)] : [direction(sortColumn)];
  return { sortBy, sortColumn, tieBreak, order };
}

/** The rows a table holds: the branch scope, the resource's filters and the free-text search. */
export function tableCondition<TFields extends SelectedFields>(
  spec: TableSpec<TFields>,
  query: Pick<TableQuery, 'filters'>,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] } = {},
) {
  const search = searchCondition(spec.search, query.filters.search);
  const filters = and(...(where.filters ?? []));
  return {
    condition: and(where.scope, filters, search),
    narrowed: Boolean(search || filters),
    searched: search !== undefined,
  };
}

interface Filtered {
  condition: SQL | undefined;
  /** A filter or the search may read a joined table. */
  narrowed: boolean;
}

interface Bounds {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/** The source whose rows the capped count counts. */
function countFrom<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  condition: SQL | undefined,
  narrowed: boolean,
) {
  // Many-to-one joins cannot change the count, so it skips them unless a filter or the search
  // may read them; the branch scope uses the base table's columns.
  return selectFrom(db, {
    ...spec,
    joins: narrowed ? spec.joins : [],
    fields: { one: sql<number>`1` },
  }).where(condition);
}

/** A page of the table in an order, each row carrying the two counts. */
function pageOf<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  order: SQL[],
  { condition, narrowed }: Filtered,
  { limit, offset }: Bounds,
) {
  const estimate =
    condition === undefined
      ? sql<number>`(select reltuples from pg_class where oid = ${getTableName(spec.table)}::regclass)`
      : sql<number | null>`null`;
  const count = cappedCount(countFrom(db, spec, condition, narrowed));
  return selectFrom(db, {
    ...spec,
    fields: { ...spec.fields, [TOTAL]: count, [ESTIMATE]: estimate },
  })
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * The queries of a getTable, built and not yet run: the page, and the source whose rows the
 * capped count counts. `where` carries the branch scope, on the base table's columns, and the
 * resource's filters, which may read a joined table (a municipality's country). The
 * benchmark explains exactly these.
 */
export function tableQueries<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  query: TableQuery,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] } = {},
) {
  const { sortBy, order } = tableOrder(spec, query);
  const filtered = tableCondition(spec, query, where);
  const bounds = { limit: query.rowsPerPage, offset: (query.page - 1) * query.rowsPerPage };
  const page = pageOf(db, spec, order, filtered, bounds);
  return {
    sortBy,
    page,
    countSource: () => countFrom(db, spec, filtered.condition, filtered.narrowed),
  };
}

/** The engine behind every getTable. */
export async function runTable<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  query: TableQuery,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] } = {},
): Promise<TableData<Row<TFields>>> {
  const { sortBy, order } = tableOrder(spec, query);
  const { condition, narrowed, searched } = tableCondition(spec, query, where);
  const rows = (await runByShape(db, spec, {
    condition,
    searched,
    key: `${sortBy} ${query.descending} ${narrowed}`,
    extra: { limit: query.rowsPerPage, offset: (query.page - 1) * query.rowsPerPage },
    build: (bound, bounds) => pageOf(db, spec, order, { condition: bound, narrowed }, bounds),
  })) as (Record<string, unknown> & Counted)[];
  const countSource = () => countFrom(db, spec, condition, narrowed);
  const { items: found, total } = await pageWithTotal(db, rows, countSource);
  // The page selected exactly the spec's fields (and the two counts, removed above).
  const items = found as Row<TFields>[];
  return {
    items,
    current: query.page,
    limit: query.rowsPerPage,
    total_items: total.total,
    total_estimated: total.estimated,
    sortBy,
    descending: query.descending,
  };
}
