import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: string;
let parents: { country: number; state: number; municipality: number };

beforeAll(async () => {
  t = await startTestApp();
  const seeded = await seedBranch(t.database, 'MATRIZ');
  parents = {
    country: seeded.country.id,
    state: seeded.state.id,
    municipality: seeded.municipality.id,
  };
  await seedUser(t.database, { email: 'admin@mostrador.test' });
  admin = await t.login('admin@mostrador.test');
});
afterAll(() => t.close());

const createBranch = (name: string) =>
  t.call<{ data: { id: number } }>('POST', '/api/branches/create', {
    token: admin,
    body: {
      name,
      address: 'AV. LA PAZ 200',
      zipCode: '44160',
      country: { id: parents.country },
      state: { id: parents.state },
      municipality: { id: parents.municipality },
      open_time: '09:00',
      close_time: '19:00',
    },
  });

const customersOf = (branchId: number) =>
  t.database.db
    .select({
      name: customers.name,
      paternal: customers.paternal,
      maternal: customers.maternal,
      phone: customers.phone,
      walkIn: customers.walkIn,
    })
    .from(customers)
    .where(eq(customers.branchId, branchId));

describe('the walk-in customer of a new branch', () => {
  it('is created with the branch: one "PÚBLICO EN GENERAL", and only one', async () => {
    const created = await createBranch('SUCURSAL MOSTRADOR');
    expect(created.status).toBe(201);
    const branchId = created.body.data.data.id;
    expect(await customersOf(branchId)).toEqual([
      { name: 'PÚBLICO EN GENERAL', paternal: '', maternal: '', phone: '0000000000', walkIn: true },
    ]);
    // Its staff find it in the branch's customers, as the sale dialog looks for it.
    const listed = await t.call<{ tableData: { items: { name: string; phone: string }[] } }>(
      'POST',
      '/api/customers/getTable',
      { token: admin, body: { filters: { branchId }, search: 'publico' } },
    );
    expect(listed.body.data.tableData.items).toMatchObject([
      { name: 'PÚBLICO EN GENERAL', phone: '0000000000' },
    ]);

    const second = await createBranch('SUCURSAL MOSTRADOR DOS');
    expect(await customersOf(second.body.data.data.id)).toHaveLength(1);
    expect(await customersOf(branchId)).toHaveLength(1);
  });

  it('is not left behind by a branch that is refused', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(customers);
    const refused = await createBranch('sucursal mostrador');
    expect([refused.status, refused.body.codeError]).toEqual([409, 550]);
    const [after] = await t.database.db.select({ n: count() }).from(customers);
    expect(after).toEqual(before);
  });
});
