import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: string;
let centro: number;
let norte: number;
const table = (token: string, body: Record<string, unknown>) =>
  t.call<{
    tableData: {
      items: { id: number; email: string; branchId: number | null; name: string }[];
      total_items: number;
      current: number;
      limit: number;
      sortBy: string;
      descending: boolean;
    };
  }>('POST', '/api/users/getBranchPersonal', { token, body });

beforeAll(async () => {
  t = await startTestApp();
  centro = (await seedBranch(t.database, 'CENTRO')).branch.id;
  norte = (await seedBranch(t.database, 'NORTE')).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test', name: 'ADMIN' });
  for (let i = 1; i <= 7; i++) {
    await seedUser(t.database, {
      email: `centro${i}@iris.test`,
      name: `CENTRO ${i}`,
      role: i % 2 ? 'doctor' : 'receptionist',
      branchId: centro,
    });
  }
  for (let i = 1; i <= 3; i++) {
    await seedUser(t.database, {
      email: `norte${i}@iris.test`,
      name: `NORTE ${i}`,
      role: 'receptionist',
      branchId: norte,
    });
  }
  admin = await t.login('admin@iris.test');
});
afterAll(() => t.close());

describe('users/getBranchPersonal (the table engine)', () => {
  it('pages with the default size and sort: 5 rows, descending by id', async () => {
    const { status, body } = await table(admin, {});
    expect(status).toBe(200);
    const data = body.data.tableData;
    expect(data).toMatchObject({
      current: 1,
      limit: 5,
      total_items: 11,
      sortBy: 'id',
      descending: true,
    });
    expect(data.items.map((u) => u.email)).toEqual([
      'norte3@iris.test',
      'norte2@iris.test',
      'norte1@iris.test',
      'centro7@iris.test',
      'centro6@iris.test',
    ]);
    const last = await table(admin, { page: 3, rowsPerPage: 5 });
    expect(last.body.data.tableData.items.map((u) => u.email)).toEqual(['admin@iris.test']);
  });

  it.each(['id', 'name', 'paternal', 'maternal', 'email', 'phone', 'role'])(
    'sorts by %s both ways, the id breaking ties',
    async (sortBy) => {
      const up = await table(admin, { sortBy, descending: false, rowsPerPage: 50 });
      const down = await table(admin, { sortBy, descending: true, rowsPerPage: 50 });
      expect(up.status).toBe(200);
      expect(up.body.data.tableData.items).toHaveLength(11);
      expect(up.body.data.tableData.sortBy).toBe(sortBy);
      const ids = (answer: typeof up) => answer.body.data.tableData.items.map((u) => u.id);
      // (key, id) ascending is exactly (key, id) descending read backwards.
      expect(ids(down)).toEqual([...ids(up)].reverse());
      if (sortBy === 'id') expect(ids(up)).toEqual([...ids(up)].sort((a, b) => a - b));
      if (sortBy === 'email') {
        const emails = up.body.data.tableData.items.map((u) => u.email);
        expect(emails).toEqual([...emails].sort());
      }
    },
  );

  it('does not sort by branch name: a joined column a million rows cannot walk in order', async () => {
    const refused = await table(admin, { sortBy: 'branch' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ errors: [{ field: 'sortBy' }] });
  });

  it('refuses a sortBy outside the whitelist and a page size outside the list', async () => {
    const bad = await table(admin, { sortBy: 'password_hash; drop table users' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ errors: [{ field: 'sortBy' }] });
    expect((await table(admin, { rowsPerPage: 7 })).status).toBe(400);
  });

  it('searches free text across the columns', async () => {
    const { body } = await table(admin, { filters: { search: 'norte' } });
    expect(body.data.tableData.total_items).toBe(3);
    const none = await table(admin, { filters: { search: '%' } });
    expect(none.body.data.tableData.total_items).toBe(0);
  });

  it('filters by branch for a super_admin', async () => {
    const { body } = await table(admin, { filters: { branchId: norte }, rowsPerPage: 50 });
    expect(body.data.tableData.items.every((u) => u.branchId === norte)).toBe(true);
    expect(body.data.tableData.total_items).toBe(3);
  });

  it('only ever lists the own branch to branch staff, whatever filter they send', async () => {
    const receptionist = await t.login('norte1@iris.test');
    const own = await table(receptionist, { rowsPerPage: 50 });
    expect(own.body.data.tableData.total_items).toBe(3);
    const other = await table(receptionist, { filters: { branchId: centro }, rowsPerPage: 50 });
    expect(other.body.data.tableData.total_items).toBe(0);
    expect(
      (
        await t.call('GET', `/api/users/getBranchPersonalOptions/${centro}`, {
          token: receptionist,
        })
      ).status,
    ).toBe(403);
    const options = await t.call<{ data: unknown[] }>(
      'GET',
      `/api/users/getBranchPersonalOptions/${norte}`,
      { token: receptionist },
    );
    expect(options.body.data.data).toHaveLength(3);
  });
});

describe('users/updateAsAdmin', () => {
  it('is refused to a receptionist and changes nothing', async () => {
    const receptionist = await t.login('centro2@iris.test');
    const { status } = await t.call('PATCH', '/api/users/updateAsAdmin', {
      token: receptionist,
      body: {
        id: 1,
        name: 'HACKER',
        paternal: 'HACKER',
        maternal: 'HACKER',
        phone: '3300000001',
        rol: 1,
        branch: { id: centro },
      },
    });
    expect(status).toBe(403);
    const list = await table(admin, { filters: { search: 'HACKER' } });
    expect(list.body.data.tableData.total_items).toBe(0);
  });

  it('answers 404 for a user that does not exist', async () => {
    const { status } = await t.call('PATCH', '/api/users/updateAsAdmin', {
      token: admin,
      body: {
        id: 9999,
        name: 'NADIE',
        paternal: 'NADIE',
        maternal: 'NADIE',
        phone: '3300000002',
        rol: 1,
        branch: { id: centro },
      },
    });
    expect(status).toBe(404);
  });
});
