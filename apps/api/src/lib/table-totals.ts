import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../db/client.js';
import { runByShape } from '../db/statement-shape.js';
import { selectFrom, tableCondition, type TableSpec } from './table-engine.js';
import { jsonDecimal } from './json-decimal.js';

type Where = { scope?: SQL | undefined; filters?: (SQL | undefined)[] };

/**
 * A table's totals (a report's totals row): each declared column summed by the database over
 * every row the table's scope, filters and search match, not only the page, as exact decimal
 * text answered as a JSON number with its two decimals (API.md).
 */
export async function tableTotals<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  totals: Readonly<Record<string, PgColumn | SQL>>,
  query: Pick<TableQuery, 'filters'>,
  where: Where,
): Promise<Record<string, number>> {
  const { condition, searched } = tableCondition(spec, query, where);
  const [row] = (await runByShape(db, totals, {
    condition,
    searched,
    key: '',
    extra: {},
    build: (bound) => totalsSelect(db, spec, totals, bound),
  })) as Record<string, string>[];
  return Object.fromEntries(
    Object.keys(totals).map((key) => [key, jsonDecimal(row?.[key] ?? '0')]),
  );
}

/** The totals' statement, built and not yet run (the benchmark explains it). */
export function totalsQuery<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  totals: Readonly<Record<string, PgColumn | SQL>>,
  query: Pick<TableQuery, 'filters'>,
  where: Where,
) {
  return totalsSelect(db, spec, totals, tableCondition(spec, query, where).condition);
}

function totalsSelect<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  totals: Readonly<Record<string, PgColumn | SQL>>,
  condition: SQL | undefined,
) {
  const fields = Object.fromEntries(
    Object.entries(totals).map(([key, column]) => [
      key,
      sql<string>`coalesce(sum(${column}), 0)::text`,
    ]),
  );
  return selectFrom(db, { ...spec, fields }).where(condition);
}

/** The `data.totals` of a table that declares them: one number per declared sum. */
export const totalsSchema = (totals: Readonly<Record<string, unknown>>) =>
  z.object(Object.fromEntries(Object.keys(totals).map((key) => [key, z.number()])));
