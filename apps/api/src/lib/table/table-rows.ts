import type { SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../../db/client.js';
import { cursorReader } from '../../db/cursor.js';
import { selectFrom, tableCondition, type Row, type TableSpec } from './table-engine.js';
import { rawFields, rowOrder, tableBatches } from './table-keyset.js';

/**
 * Rows read per batch: a slow client holds at most two batches in memory (as the file's bytes).
 * Measured at a million payments, 1,000 and 2,000 read as fast; 5,000 grew the heap more.
 */
export const ROWS_BATCH = 2000;

/**
 * Every row of a table for the same scope, filters, search and order as its getTable (its page
 * ignored), a batch at a time: what a table's CSV writes. On PostgreSQL, one statement read
 * through a cursor on a connection of its own (db/cursor.ts): the database walks its plan once.
 * On the embedded PGlite, or when the pool's share of cursors is taken, keyset batches, each a
 * query of its own (table-keyset.ts). The same rows, decoded the same way, either way.
 */
export function tableRows<TFields extends SelectedFields>(
  db: Db,
  spec: TableSpec<TFields>,
  id: PgColumn,
  query: Pick<TableQuery, 'sortBy' | 'descending' | 'filters'>,
  where: { scope?: SQL | undefined; filters?: (SQL | undefined)[] },
  batchSize = ROWS_BATCH,
): AsyncGenerator<Row<TFields>[]> {
  const read = cursorReader(db);
  if (!read) return tableBatches(db, spec, id, query, where, batchSize);
  const { orderBy } = rowOrder(spec, query, id);
  const { condition } = tableCondition(spec, query, where);
  const { fields, decode } = rawFields(spec.fields);
  const statement = selectFrom(db, { ...spec, fields })
    .where(condition)
    .orderBy(...orderBy)
    .toSQL();
  return decoded(read(statement, batchSize), decode);
}

async function* decoded<TRow>(
  batches: AsyncGenerator<Record<string, unknown>[]>,
  decode: (row: Record<string, unknown>) => void,
): AsyncGenerator<TRow[]> {
  for await (const rows of batches) {
    for (const row of rows) decode(row);
    yield rows as TRow[];
  }
}
