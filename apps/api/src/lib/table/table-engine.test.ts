import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { EXACT_COUNT_LIMIT } from './table-search.js';

/* The table engine at the edges that matter at scale: word search and the capped count. */
let t: TestApp;
let admin: string;

interface Table {
  tableData: {
    items: { name: string; paternal: string; email: string }[];
    total_items: number;
    total_estimated: boolean;
  };
}
const table = (body: Record<string, unknown>) =>
  t.call<Table>('POST', '/api/users/getBranchPersonal', { token: admin, body });
const emails = (response: Awaited<ReturnType<typeof table>>) =>
  response.body.data.tableData.items.map((u) => u.email).sort();

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test', name: 'ADMINISTRA' });
  admin = await t.login('admin@iris.test');
  // Staff beyond the exact-count limit, with a few names to search among them.
  await t.database.db.execute(sql`
    insert into users (name, paternal, maternal, email, phone, password_hash, role)
    select case when i % 400 = 0 then 'MARÍA' else 'PERSONA' end,
           case when i % 400 = 0 then 'LÓPEZ' when i % 3 = 0 then 'GARCÍA' else 'PÉREZ' end,
           'RUIZ', 'persona' || i || '@iris.test', (7000000000 + i)::text, 'x', 'doctor'
    from generate_series(1, ${EXACT_COUNT_LIMIT + 200}) as i`);
  await t.database.db.execute(sql`insert into users (name, paternal, maternal, email, phone,
    password_hash, role) values ('MARÍA', 'GARCÍA', 'RUIZ', 'maria.garcia@iris.test',
    '3300000001', 'x', 'doctor'), ('ANA', 'PORCENTAJE', 'RUIZ', 'cien%_por@iris.test',
    '3300000002', 'x', 'doctor')`);
  await t.database.db.execute(sql`analyze users`);
});
afterAll(() => t.close());

describe('search', () => {
  it('matches every word, in any column and order, ignoring case and accents', async () => {
    const found = await table({ filters: { search: 'maria lopez' }, rowsPerPage: 50 });
    expect(found.body.data.tableData).toMatchObject({ total_items: 3, total_estimated: false });
    expect(found.body.data.tableData.items.every((u) => u.name === 'MARÍA')).toBe(true);
    expect(found.body.data.tableData.items.every((u) => u.paternal === 'LÓPEZ')).toBe(true);
    const reversed = await table({ filters: { search: '  LÓPEZ   María ' }, rowsPerPage: 50 });
    expect(emails(reversed)).toEqual(emails(found));
  });

  it('reads one word against all the search columns', async () => {
    const byEmail = await table({ filters: { search: 'MARIA.GARCIA@' } });
    expect(emails(byEmail)).toEqual(['maria.garcia@iris.test']);
    const byPhone = await table({ filters: { search: '3300000001' } });
    expect(emails(byPhone)).toEqual(['maria.garcia@iris.test']);
  });

  it('takes % and _ literally', async () => {
    expect(emails(await table({ filters: { search: '%_' } }))).toEqual(['cien%_por@iris.test']);
    expect((await table({ filters: { search: '%' } })).body.data.tableData.total_items).toBe(1);
  });
});

describe('the total', () => {
  it('is an estimate, flagged, past the exact-count limit; page 1 is still exact', async () => {
    const { body } = await table({ sortBy: 'id', descending: false });
    const data = body.data.tableData;
    expect(data.total_estimated).toBe(true);
    expect(data.total_items).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(data.items.map((u) => u.email)).toEqual([
      'admin@iris.test',
      'persona1@iris.test',
      'persona2@iris.test',
      'persona3@iris.test',
      'persona4@iris.test',
    ]);
  });

  it('is exact under the limit, for a filtered table too', async () => {
    const many = await table({ filters: { search: 'persona ruiz' } });
    expect(many.body.data.tableData).toMatchObject({ total_estimated: true });
    const garcia = await table({ filters: { search: 'garcia' } });
    // i % 3 = 0 among 1,200 (400) less i = 1200 (a LÓPEZ), plus MARÍA GARCÍA.
    expect(garcia.body.data.tableData).toMatchObject({ total_items: 400, total_estimated: false });
    const few = await table({ filters: { search: 'ruiz ana' } });
    expect(few.body.data.tableData).toMatchObject({ total_items: 1, total_estimated: false });
  });
});

/*
 * A search asks the trigram index for its matches first (searchNarrowing): up to the exact-count
 * limit the page is read from those rows, beyond it the table's order is walked. Either way the
 * page is the table's own order of the matching rows, and the branch scope still holds.
 */
describe('a search through the index first', () => {
  const ids = async (body: Record<string, unknown>) => {
    const { body: answer } = await t.call<{
      tableData: { items: { id: number }[]; total_items: number; total_estimated: boolean };
    }>('POST', '/api/users/getBranchPersonal', { token: admin, body });
    return answer.data.tableData;
  };
  const sqlIds = async (where: ReturnType<typeof sql>, descending: boolean) => {
    const { rows } = (await t.database.db.execute<{ id: number }>(sql`
      select id from users where ${where}
      order by id ${descending ? sql`desc` : sql`asc`} limit 5`)) as { rows: { id: number }[] };
    return rows.map((row) => row.id);
  };

  it('answers nothing, total 0, for words no row holds together', async () => {
    const none = await ids({ filters: { search: 'garcia lopez persona' } });
    expect(none).toMatchObject({ items: [], total_items: 0, total_estimated: false });
    const pastTheEnd = await ids({ page: 3, filters: { search: 'garcia lopez persona' } });
    expect(pastTheEnd).toMatchObject({ items: [], total_items: 0 });
  });

  it('pages a few matches in the table order, both ways', async () => {
    const where = sql`name = 'MARÍA' and paternal = 'LÓPEZ'`;
    const down = await ids({ sortBy: 'id', descending: true, filters: { search: 'lopez maria' } });
    expect(down.items.map((row) => row.id)).toEqual(await sqlIds(where, true));
    const up = await ids({ sortBy: 'id', descending: false, filters: { search: 'lopez maria' } });
    expect(up.items.map((row) => row.id)).toEqual(await sqlIds(where, false));
    expect(up).toMatchObject({ total_items: 3, total_estimated: false });
  });

  it('walks the order when more rows match than the index is asked for', async () => {
    const where = sql`email like 'persona%'`;
    const page = await ids({ sortBy: 'id', descending: true, filters: { search: 'persona' } });
    expect(page.items.map((row) => row.id)).toEqual(await sqlIds(where, true));
    expect(page.total_estimated).toBe(true);
  });

  it('keeps the branch scope: matches in another branch are not the user’s', async () => {
    const { branch } = await seedBranch(t.database, 'NORTE');
    await seedUser(t.database, {
      email: 'jefa.norte@iris.test',
      name: 'JEFA',
      role: 'receptionist',
      branchId: branch.id,
    });
    const chief = await t.login('jefa.norte@iris.test');
    const { body } = await t.call<Table>('POST', '/api/users/getBranchPersonal', {
      token: chief,
      body: { filters: { search: 'maria lopez' } },
    });
    expect(body.data.tableData).toMatchObject({ items: [], total_items: 0 });
  });
});
