import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The values of an update, stamped with the time when the table keeps one. */
export function stamped(table: PgTable, values: Record<string, unknown>) {
  return Object.hasOwn(getTableColumns(table), 'updatedAt')
    ? { ...values, updatedAt: new Date() }
    : values;
}

/** The table's property name of a column: what drizzle's `set` takes. */
export function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(
    ([, candidate]) => candidate === column,
  );
  if (!entry) throw new Error(`column ${column.name} is not in its resource's table`);
  return entry[0];
}
