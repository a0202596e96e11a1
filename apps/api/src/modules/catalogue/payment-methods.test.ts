import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { startTestApp, seedUser, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: string;
type Method = { id: number; name: string; isCash: boolean };
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  admin = await t.login('admin@iris.test');
});
afterAll(() => t.close());

const create = (body: unknown) =>
  t.call<{ data: Method }>('POST', '/api/payment-methods/create', { token: admin, body });
const update = (body: unknown) =>
  t.call<{ data: Method }>('PUT', '/api/payment-methods/update', { token: admin, body });
const read = (id: number) =>
  t.call<{ data: Method }>('POST', `/api/payment-methods/get/${id}`, { token: admin });
const stored = async (id: number) => {
  const [row] = await t.database.db
    .select({ isCash: paymentMethods.isCash })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id));
  return row?.isCash;
};

describe('payment methods: isCash', () => {
  it('is false when a client does not send it (or sends null), and stored as sent', async () => {
    const card = await create({ name: 'TARJETA' });
    expect(card.status).toBe(201);
    expect(card.body.data.data).toMatchObject({ name: 'TARJETA', isCash: false });
    const voucher = await create({ name: 'VALE', isCash: null });
    expect(voucher.body.data.data.isCash).toBe(false);

    const cash = await create({ name: 'EFECTIVO', isCash: true });
    expect(cash.body.data.data).toMatchObject({ name: 'EFECTIVO', isCash: true });
    expect(await stored(cash.body.data.data.id)).toBe(true);
    expect(await stored(card.body.data.data.id)).toBe(false);
  });

  it('is toggled by an update and answered by get and getTable', async () => {
    const { id } = (await create({ name: 'DÓLARES' })).body.data.data;
    expect((await update({ id, name: 'DÓLARES', isCash: true })).status).toBe(200);
    const dollars = { id, name: 'DÓLARES', isCash: true, satPaymentForm: null };
    expect((await read(id)).body.data.data).toEqual(dollars);
    const table = await t.call<{ tableData: { items: Method[] } }>(
      'POST',
      '/api/payment-methods/getTable',
      { token: admin, body: { filters: { search: 'dolares' } } },
    );
    expect(table.body.data.tableData.items).toEqual([dollars]);

    await update({ id, name: 'DÓLARES', isCash: false });
    expect((await read(id)).body.data.data.isCash).toBe(false);
    expect(await stored(id)).toBe(false);
  });

  it('refuses anything but a JSON boolean with a Spanish message on isCash', async () => {
    for (const isCash of ['yes', 'true', 1]) {
      const refused = await t.call<Errors>('POST', '/api/payment-methods/create', {
        token: admin,
        body: { name: `CHEQUE ${String(isCash)}`, isCash },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual([
        { field: 'isCash', message: 'El tipo de dato no es válido' },
      ]);
    }
    const cheques = await t.database.db
      .select({ n: count() })
      .from(paymentMethods)
      .where(like(paymentMethods.name, 'CHEQUE%'));
    expect(cheques).toEqual([{ n: 0 }]);
  });
});
