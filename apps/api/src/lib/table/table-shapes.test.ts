import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * A table page runs its shape's statement, built once and bound to each call's values
 * (statement-shape.ts): two branches, pages and filters of one shape must each get their rows.
 */
let t: TestApp;
const staff: Record<'north' | 'south', { token: string; names: string[] }> = {
  north: { token: '', names: [] },
  south: { token: '', names: [] },
};

interface Page {
  tableData: { items: { name: string }[]; total_items: number; current: number };
}
const page = (token: string, body: Record<string, unknown>) =>
  t.call<Page>('POST', '/api/customers/getTable', { token, body });
const names = (response: Awaited<ReturnType<typeof page>>) => {
  expect(response.status).toBe(200);
  return response.body.data.tableData.items.map((item) => item.name);
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [side, count] of [
    ['north', 7],
    ['south', 4],
  ] as const) {
    const { branch } = await seedBranch(t.database, side.toUpperCase());
    const branchId = branch.id;
    await seedUser(t.database, { email: `${side}@iris.test`, role: 'receptionist', branchId });
    staff[side].token = await t.login(`${side}@iris.test`);
    for (let index = 1; index <= count; index++) {
      const name = `${side.toUpperCase()} ${String(index).padStart(2, '0')}`;
      await seedCustomer(t.database, branchId, { name });
      staff[side].names.push(name);
    }
  }
});
afterAll(() => t.close());

const byName = { sortBy: 'name', descending: false };

describe('one shape of table page, many calls', () => {
  it('answers each branch its own rows, one after the other and at once', async () => {
    for (const side of ['north', 'south', 'north'] as const) {
      const first = await page(staff[side].token, { ...byName, rowsPerPage: 50 });
      expect(names(first).filter((name) => !name.startsWith('PÚBLICO'))).toEqual(staff[side].names);
    }
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 ? ('north' as const) : ('south' as const),
    );
    const answers = await Promise.all(
      calls.map((side) => page(staff[side].token, { ...byName, rowsPerPage: 50 })),
    );
    answers.forEach((answer, index) => {
      const side = calls[index]!;
      expect(names(answer).filter((name) => !name.startsWith('PÚBLICO'))).toEqual(
        staff[side].names,
      );
    });
  });

  it('binds the page and its size: every row once, in order, and a page past the end', async () => {
    const { token } = staff.north;
    const all = names(await page(token, { ...byName, rowsPerPage: 50 }));
    const pages = await Promise.all(
      [1, 2].map((number) => page(token, { ...byName, rowsPerPage: 5, page: number })),
    );
    expect(pages.flatMap(names)).toEqual(all);
    expect(pages.map((answer) => names(answer).length)).toEqual([5, 2]);
    const past = await page(token, { ...byName, rowsPerPage: 5, page: 9 });
    expect(names(past)).toEqual([]);
    expect(past.body.data.tableData.total_items).toBe(all.length);
  });

  it('keeps the order asked for apart: both directions of one key', async () => {
    const { token } = staff.south;
    const up = names(await page(token, { ...byName, rowsPerPage: 50 }));
    const down = names(await page(token, { ...byName, descending: true, rowsPerPage: 50 }));
    expect(down).toEqual([...up].reverse());
  });
});
