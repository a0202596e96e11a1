import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecipeApp, type RecipeApp } from '../../testing/recipe-app.js';
import {
  fixtureLines,
  fixtureOrders,
  fixturePayments,
  fixtureStock,
} from '../../testing/recipe-fixtures.js';

/*
 * What the recipe grew for sales and payments (testing/recipe-fixtures.ts): a child resource that
 * names its parent's statuses, a record with two state machines, hooks in the write's own
 * transaction, and actions given the record as it was.
 */
let app: RecipeApp;
beforeAll(async () => {
  app = await startRecipeApp();
  // Executing an order takes its lines out of its branch's stock.
  await app.t.database.db.insert(fixtureStock).values({ branchId: app.north, qty: 1000 });
});
afterAll(() => app.t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  app.t.call(method, url, { token: app.tokens.northDoctor, body });
const orderRow = async (id: number) =>
  (await app.t.database.db.select().from(fixtureOrders).where(eq(fixtureOrders.id, id)))[0];
const paymentsOf = (id: number) =>
  app.t.database.db.select().from(fixturePayments).where(eq(fixturePayments.orderId, id));
const pay = (id: number, amount: number) =>
  call('POST', '/api/fixture-payments/create', { order: { id }, amount });

describe('a child names the parent statuses it may change in', () => {
  it('takes payments on a NUEVO and an EJECUTADO order, where lines stop at NUEVO', async () => {
    const id = await app.order(app.north, 'ABONOS', [10]);
    expect((await pay(id, 3)).status).toBe(201);
    expect((await call('PUT', '/api/fixture-orders/executed', { id })).status).toBe(200);
    const line = await call('POST', '/api/fixture-lines/create', { order: { id }, qty: 1 });
    expect([line.status, line.body.codeError]).toEqual([409, 'invalid_state']);
    expect((await pay(id, 7)).status).toBe(201);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual([3, 7]);
  });

  it('refuses a payment, or deleting one, once the order is CANCELADO', async () => {
    const id = await app.order(app.north, 'CANCELADA', [10]);
    const first = await pay(id, 4);
    const paymentId = (first.body.data as { data: { id: number } }).data.id;
    expect((await call('PUT', `/api/fixture-orders/cancel/${id}`)).status).toBe(200);
    const refused = [
      await pay(id, 1),
      await call('DELETE', `/api/fixture-payments/delete/${paymentId}`),
    ];
    expect(refused.map((r) => [r.status, r.body.codeError])).toEqual([
      [409, 'invalid_state'],
      [409, 'invalid_state'],
    ]);
    expect((await paymentsOf(id)).map((p) => p.amount)).toEqual([4]);
  });
});

describe('hooks after a write run in its transaction', () => {
  it("recomputes the parent's total on insert, update (also the old parent's) and delete", async () => {
    const a = await app.order(app.north, 'TOTAL A');
    const b = await app.order(app.north, 'TOTAL B');
    const created = await call('POST', '/api/fixture-lines/create', { order: { id: a }, qty: 5 });
    const lineId = (created.body.data as { data: { id: number } }).data.id;
    await call('POST', '/api/fixture-lines/create', { order: { id: a }, qty: 2 });
    expect((await orderRow(a))?.total).toBe(7);
    await call('PUT', '/api/fixture-lines/update', { id: lineId, order: { id: b }, qty: 9 });
    expect([(await orderRow(a))?.total, (await orderRow(b))?.total]).toEqual([2, 9]);
    await call('DELETE', `/api/fixture-lines/delete/${lineId}`);
    expect((await orderRow(b))?.total).toBe(0);
  });

  it('undoes the write when its hook refuses: the line is not kept, the total unchanged', async () => {
    const id = await app.order(app.north, 'TOPE', [900]);
    const response = await call('POST', '/api/fixture-lines/create', { order: { id }, qty: 101 });
    expect([response.status, response.body.codeError]).toEqual([422, 'invalid_amount']);
    const lines = await app.t.database.db
      .select()
      .from(fixtureLines)
      .where(eq(fixtureLines.orderId, id));
    expect(lines.map((line) => line.qty)).toEqual([900]);
    expect((await orderRow(id))?.total).toBe(900);
  });

  it('keeps the total exact under 12 lines added at once', async () => {
    const id = await app.order(app.north, 'EN PARALELO');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/api/fixture-lines/create', { order: { id }, qty: i + 1 }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await orderRow(id))?.total).toBe(78);
  });
});

describe('a record with two state machines', () => {
  it('moves the payment status with the paid amount, apart from the main status', async () => {
    const id = await app.order(app.north, 'DOS MÁQUINAS', [10]);
    await pay(id, 4);
    expect(await orderRow(id)).toMatchObject({
      paid: 4,
      paymentStatus: 'ABONADO',
      status: 'NUEVO',
    });
    const last = await pay(id, 6);
    expect(await orderRow(id)).toMatchObject({ paid: 10, paymentStatus: 'PAGADO' });
    const lastId = (last.body.data as { data: { id: number } }).data.id;
    await call('DELETE', `/api/fixture-payments/delete/${lastId}`);
    expect(await orderRow(id)).toMatchObject({ paid: 4, paymentStatus: 'ABONADO' });
  });

  it('lets exactly the payments that fit through when 10 that would overpay arrive at once', async () => {
    const id = await app.order(app.north, 'SOBREPAGO', [25]);
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(id, 4)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    expect(results.filter((r) => r.body.codeError === 'invalid_amount')).toHaveLength(4);
    expect(await orderRow(id)).toMatchObject({ paid: 24, paymentStatus: 'ABONADO' });
    expect(await paymentsOf(id)).toHaveLength(6);
  });

  it("checks an action's move against the machine it names, leaving the other alone", async () => {
    const id = await app.order(app.north, 'LIQUIDAR', [10]);
    const settled = await call('PUT', '/api/fixture-orders/settle', { id });
    expect(settled.status).toBe(200);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'PAGADO', status: 'NUEVO' });
    const again = await call('PUT', '/api/fixture-orders/settle', { id });
    expect([again.status, again.body.codeError]).toEqual([409, 'invalid_state']);
  });
});

describe('an action is given the record as it was', () => {
  it('sees the note and status the order had before the action moved it', async () => {
    const id = await app.order(app.north, 'HISTORIA', [1]);
    await call('PUT', `/api/fixture-orders/cancel/${id}`);
    expect(await orderRow(id)).toMatchObject({
      status: 'CANCELADO',
      note: 'HISTORIA (ERA NUEVO)',
    });
  });
});
