import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laboratories } from '../../db/schema/lab-orders.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* The Laboratorios catalogue: super_admin writes, every role reads its options. */
let t: TestApp;
let admin: string;
let desk: string;
type Laboratory = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  leadDays: number;
};
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'LABS')).branch.id;
  await seedUser(t.database, { email: 'admin@labs.test' });
  await seedUser(t.database, { email: 'recepcion@labs.test', role: 'receptionist', branchId });
  admin = await t.login('admin@labs.test');
  desk = await t.login('recepcion@labs.test');
});
afterAll(() => t.close());

const create = (body: unknown, token = admin) =>
  t.call<{ data: Laboratory }>('POST', '/api/laboratories/create', { token, body });
const stored = async () => (await t.database.db.select({ n: count() }).from(laboratories))[0]?.n;

describe('laboratories', () => {
  it('are written by super_admin with their lead days, contact optional', async () => {
    const made = await create({ name: 'ÓPTICA LUX', leadDays: 5, email: 'lab@lux.test' });
    expect(made.status).toBe(201);
    expect(made.body.data.data).toMatchObject({
      name: 'ÓPTICA LUX',
      leadDays: 5,
      email: 'lab@lux.test',
      phone: null,
    });
    const { id } = made.body.data.data;
    const changed = await t.call('PUT', '/api/laboratories/update', {
      token: admin,
      body: { id, name: 'ÓPTICA LUX', leadDays: 8, phone: '3312345678', email: '' },
    });
    expect(changed.status).toBe(200);
    const read = await t.call<{ data: Laboratory }>('POST', `/api/laboratories/get/${id}`, {
      token: desk,
    });
    expect(read.body.data.data).toEqual({
      id,
      name: 'ÓPTICA LUX',
      leadDays: 8,
      phone: '3312345678',
      email: null,
    });
  });

  it('refuse a repeated name (550) and lead days out of 0..60 or not whole, on the field', async () => {
    await create({ name: 'ESSILOR', leadDays: 0 });
    const before = await stored();
    expect((await create({ name: ' essilor ', leadDays: 3 })).body.codeError).toBe(550);
    for (const leadDays of [-1, 61, 2.5, null]) {
      const refused = await t.call<Errors>('POST', '/api/laboratories/create', {
        token: admin,
        body: { name: `LAB ${String(leadDays)}`, leadDays },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors.map((error) => error.field)).toEqual(['leadDays']);
    }
    expect(await stored()).toBe(before);
  });

  it('are not written by the front desk, who still reads the options', async () => {
    const refused = await create({ name: 'HOYA', leadDays: 4 }, desk);
    expect(refused.status).toBe(403);
    const options = await t.call<{ data: { id: number; name: string; leadDays: number }[] }>(
      'GET',
      '/api/laboratories/options',
      { token: desk },
    );
    expect(options.status).toBe(200);
    expect(options.body.data.data.map((option) => option.name)).toEqual(['ESSILOR', 'ÓPTICA LUX']);
    expect(options.body.data.data[0]?.leadDays).toBe(0);
  });
});
