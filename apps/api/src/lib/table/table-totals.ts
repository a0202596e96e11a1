import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../../db/client.js';
import { runByShape } from './statement-shape.js';
import { branchScope } from '../branch-scope.js';
import type { SessionUser } from '../session.js';
import { selectFrom, tableCondition, type TableSpec } from './table-engine.js';
import { jsonDecimal } from '../json-decimal.js';

type Where = { scope?: SQL | undefined; filters?: (SQL | undefined)[] };
type Totals = Readonly<Record<string, PgColumn | SQL>>;

/**
 * Where a table's totals are kept already summed, by the database in the same transaction as the
 * rows they sum (a rollup table its triggers keep: db/schema/reports.schema.ts): summing the
 * rows of a branch's every day on each page was a second at a million. It holds the resource's
 * own rows only (its `rows`: those not deleted), one per combination of the filters it is keyed
 * by, each row within one branch.
 */
export interface TotalsRollup {
  table: PgTable;
  /** Each of the resource's totals, as a column of the rollup holding its sums. */
  sums: Readonly<Record<string, PgColumn>>;
  /**
   * The table's filters the rollup is keyed by, each equal to one of its columns. A call with any
   * other filter, or a search that narrows the rows, is summed over the rows instead.
   */
  filters: Readonly<Record<string, PgColumn>>;
  /** The branch of each rollup row: the session's branch scope applies to it. */
  branch: PgColumn;
}

/** What a totals call answers from: the rows, or the rollup for the session's scope. */
export interface TotalsOf {
  totals: Totals;
  rollup?: TotalsRollup | undefined;
  session: SessionUser;
}

/**
 * A table's totals (a report's totals row): each declared column summed by the database over
 * every row the table's scope, filters and search match, not only the page, as exact decimal
 * text answered as a JSON number with its two decimals (docs/api.md). The same numbers whether they
 * come from the rows or from the resource's rollup.
 */
export async function tableTotals<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  of: TotalsOf,
  query: Pick<TableQuery, 'filters'>,
  where: Where,
): Promise<Record<string, number>> {
  const rolled = rollupCondition(spec, of, query);
  const { condition, searched } = tableCondition(spec, query, where);
  const [row] = (await (rolled
    ? runByShape(db, rolled.rollup, {
        condition: rolled.condition,
        searched: false,
        key: '',
        extra: {},
        build: (bound) => rollupSelect(db, rolled.rollup, of.totals, bound),
      })
    : runByShape(db, of.totals, {
        condition,
        searched,
        key: '',
        extra: {},
        build: (bound) => totalsSelect(db, spec, of.totals, bound),
      }))) as Record<string, string>[];
  return Object.fromEntries(
    Object.keys(of.totals).map((key) => [key, jsonDecimal(row?.[key] ?? '0')]),
  );
}

/** The totals' statement, built and not yet run (the benchmark explains it). */
export function totalsQuery<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  of: TotalsOf,
  query: Pick<TableQuery, 'filters'>,
  where: Where,
) {
  const rolled = rollupCondition(spec, of, query);
  if (rolled) return rollupSelect(db, rolled.rollup, of.totals, rolled.condition);
  return totalsSelect(db, spec, of.totals, tableCondition(spec, query, where).condition);
}

/**
 * The rollup's rows for these filters within the session's branch, or undefined when the rollup
 * cannot answer them (none declared, a filter it is not keyed by, a search that narrows).
 */
function rollupCondition<TFields extends SelectedFields>(
  spec: TableSpec<TFields>,
  { rollup, session }: TotalsOf,
  query: Pick<TableQuery, 'filters'>,
) {
  if (!rollup || tableCondition(spec, query).searched) return undefined;
  const conditions: SQL[] = [];
  for (const [filter, value] of Object.entries(query.filters as Record<string, unknown>)) {
    if (value === undefined || filter === 'search') continue;
    // Own keys only: a filter's name comes from the body.
    const column = Object.hasOwn(rollup.filters, filter) ? rollup.filters[filter] : undefined;
    if (!column) return undefined;
    conditions.push(eq(column, value));
  }
  return { rollup, condition: and(branchScope(session, rollup.branch), ...conditions) };
}

const summed = (column: PgColumn | SQL) => sql<string>`coalesce(sum(${column}), 0)::text`;

function totalsSelect<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  totals: Totals,
  condition: SQL | undefined,
) {
  const fields = Object.fromEntries(
    Object.entries(totals).map(([key, column]) => [key, summed(column)]),
  );
  return selectFrom(db, { ...spec, fields }).where(condition);
}

function rollupSelect(db: Db, rollup: TotalsRollup, totals: Totals, condition: SQL | undefined) {
  const fields = Object.fromEntries(
    Object.keys(totals).map((key) => {
      const column = Object.hasOwn(rollup.sums, key) ? rollup.sums[key] : undefined;
      if (!column) throw new Error(`the totals' rollup holds no sum of ${key}`);
      return [key, summed(column)];
    }),
  );
  return db.select(fields).from(rollup.table).where(condition);
}

/** The `data.totals` of a table that declares them: one number per declared sum. */
export const totalsSchema = (totals: Readonly<Record<string, unknown>>) =>
  z.object(Object.fromEntries(Object.keys(totals).map((key) => [key, z.number()])));
