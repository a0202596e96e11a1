import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.schema.js';
import { sortable } from '../../db/search.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { selectFrom, tableCondition, tableOrder, type TableSpec } from './table-engine.js';
import { tableBatches } from './table-keyset.js';

/*
 * The CSV's reader: walked in small batches, every sort key of a table gives exactly the rows of
 * one query in the table's order, also where many rows share a sort value (ties broken by id
 * across a batch's edge) and where the key is null for some (a pending user has no role: nulls
 * last ascending, first descending, as PostgreSQL sorts them).
 */
let t: TestApp;

const userFields = { id: users.id, name: users.name, email: users.email, role: users.role };
/** The staff table's sort keys: columns, folded names (SQL) and a role that may be null. */
const userTable: TableSpec<typeof userFields> = {
  table: users,
  fields: userFields,
  sortKeys: {
    id: users.id,
    name: sortable(users.name),
    paternal: sortable(users.paternal),
    email: users.email,
    phone: users.phone,
    role: users.role,
  },
  defaultSort: 'id',
  search: { document: users.searchDoc },
};

beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.execute(sql`
    insert into users (name, paternal, maternal, email, phone, password_hash, role)
    select case when i % 3 = 0 then 'ÁNGEL' when i % 3 = 1 then 'ANA' else 'BEATRIZ' end,
           case when i % 4 = 0 then 'LÓPEZ' else 'GARCÍA' end, 'RUIZ',
           'lote' || i || '@iris.test', (6000000000 + (i % 5) * 1000 + i)::text, 'x',
           case when i % 5 = 0 then null when i % 2 = 0 then 'doctor'::role
                else 'receptionist'::role end
    from generate_series(1, 61) as i`);
});
afterAll(() => t.close());

async function walk(query: { sortBy: string; descending: boolean; search?: string }) {
  const body = { ...query, filters: { search: query.search } };
  const ids: number[] = [];
  const sizes: number[] = [];
  for await (const batch of tableBatches(t.database.db, userTable, users.id, body, {}, 7)) {
    sizes.push(batch.length);
    ids.push(...batch.map((row) => row.id));
  }
  const { order } = tableOrder(userTable, body);
  const { condition } = tableCondition(userTable, body);
  const all = (await selectFrom(t.database.db, userTable)
    .where(condition)
    .orderBy(...order)) as { id: number }[];
  return { ids, sizes, expected: all.map((row) => row.id) };
}

describe('tableBatches', () => {
  for (const sortBy of Object.keys(userTable.sortKeys)) {
    for (const descending of [false, true]) {
      it(`walks ${sortBy} ${descending ? 'descending' : 'ascending'} in the table's order`, async () => {
        const { ids, sizes, expected } = await walk({ sortBy, descending });
        expect(expected.length).toBe(61);
        expect(ids).toEqual(expected);
        expect(Math.max(...sizes)).toBe(7);
      });
    }
  }

  it('keeps the search of the table', async () => {
    const { ids, expected } = await walk({ sortBy: 'name', descending: false, search: 'lopez' });
    expect(expected.length).toBe(15);
    expect(ids).toEqual(expected);
  });

  it('refuses a sort key the table does not have, before reading anything', async () => {
    const batches = tableBatches(
      t.database.db,
      userTable,
      users.id,
      {
        sortBy: 'password_hash',
        descending: false,
        filters: {},
      },
      {},
    );
    await expect(batches.next()).rejects.toMatchObject({ code: 'invalid_input' });
  });
});
