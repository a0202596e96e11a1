import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorReader } from '../../db/cursor.js';
import { users } from '../../db/schema/accounts.schema.js';
import { sortable } from '../../db/search.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { selectFrom, tableCondition, tableOrder, type TableSpec } from './table-engine.js';
import { tableRows } from './table-rows.js';

/*
 * What a table's CSV reads: on PostgreSQL one statement through a cursor, on PGlite keyset
 * batches; either way every row of one query in the table's order. A cursor holds a connection
 * and a transaction: both are given back when the reader stops early or the statement fails, and
 * cursors never take more than half the pool.
 */
let t: TestApp;
const onPostgres = process.env.TEST_ENGINE === 'postgres';

const userFields = {
  id: users.id,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};
const userTable: TableSpec<typeof userFields> = {
  table: users,
  fields: userFields,
  sortKeys: { id: users.id, name: sortable(users.name), role: users.role },
  defaultSort: 'id',
  search: { document: users.searchDoc },
};

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.execute(sql`
    insert into users (name, paternal, maternal, email, phone, password_hash, role)
    select case when i % 2 = 0 then 'ÁNGEL' else 'BEATRIZ' end, 'LÓPEZ', 'RUIZ',
           'fila' || i || '@iris.test', (7000000000 + i)::text, 'x',
           case when i % 5 = 0 then null else 'doctor'::role end
    from generate_series(1, 45) as i`);
});
afterAll(() => t.close());

const body = (sortBy: string, descending: boolean) => ({ sortBy, descending, filters: {} });

async function readAll(batches: AsyncIterable<Record<string, unknown>[]>) {
  const rows: Record<string, unknown>[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Connections of this test's database inside a transaction that nobody is running a query in. */
async function idleInTransaction() {
  const result = await t.database.db.execute(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and state like 'idle in transaction%'`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Connections the pool has lent out. */
const lent = () => {
  const pool = (t.database.db as unknown as { $client: Pool }).$client;
  return pool.totalCount - pool.idleCount;
};

describe('tableRows', () => {
  it('reads through a cursor on PostgreSQL only', () => {
    expect(cursorReader(t.database.db) !== undefined).toBe(onPostgres);
  });

  for (const sortBy of Object.keys(userTable.sortKeys)) {
    for (const descending of [false, true]) {
      it(`gives ${sortBy} ${descending ? 'descending' : 'ascending'} as one query does`, async () => {
        const query = body(sortBy, descending);
        const rows = await readAll(tableRows(t.database.db, userTable, users.id, query, {}, 7));
        const expected = await selectFrom(t.database.db, userTable)
          .where(tableCondition(userTable, query).condition)
          .orderBy(...tableOrder(userTable, query).order);
        expect(expected.length).toBeGreaterThanOrEqual(45);
        // The same values as a select answers (a timestamp as a Date), field by field.
        const fields = (row: Record<string, unknown>) =>
          Object.fromEntries(Object.keys(userFields).map((key) => [key, row[key]]));
        expect(rows.map(fields)).toEqual(expected);
      });
    }
  }

  it.runIf(onPostgres)('gives its connection back when the reader stops early', async () => {
    const before = lent();
    const batches = tableRows(t.database.db, userTable, users.id, body('id', false), {}, 7);
    expect((await batches.next()).value).toHaveLength(7);
    expect(lent()).toBe(before + 1);
    expect(await idleInTransaction()).toBe(1);
    await batches.return(undefined);
    expect(lent()).toBe(before);
    expect(await idleInTransaction()).toBe(0);
  });

  it.runIf(onPostgres)('closes its connection when the statement fails midway', async () => {
    const before = lent();
    // Row 20 divides by zero: the failure comes with a later batch, not the first.
    const failing = {
      ...userTable,
      fields: {
        ...userFields,
        x: sql<number>`1 / (21 - row_number() over (order by ${users.id}))`,
      },
    };
    const batches = tableRows(t.database.db, failing, users.id, body('id', false), {}, 7);
    await expect(readAll(batches)).rejects.toMatchObject({ code: '22012' });
    expect(lent()).toBe(before);
    // Closed, not pooled: its server process ends a moment after.
    await expect.poll(idleInTransaction).toBe(0);
  });

  it.runIf(onPostgres)('takes keyset batches once cursors hold half the pool', async () => {
    const open = [1, 2].map(() =>
      tableRows(t.database.db, userTable, users.id, body('id', false), {}, 7),
    );
    for (const batches of open) await batches.next();
    // The test pool has 5 connections: two cursors are its share.
    expect(cursorReader(t.database.db)).toBeUndefined();
    const query = body('name', true);
    const rows = await readAll(tableRows(t.database.db, userTable, users.id, query, {}, 7));
    const expected = await selectFrom(t.database.db, userTable)
      .where(tableCondition(userTable, query).condition)
      .orderBy(...tableOrder(userTable, query).order);
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => (row as { id: number }).id));
    for (const batches of open) await batches.return(undefined);
    expect(cursorReader(t.database.db)).toBeDefined();
  });
});
