import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecipeApp, type RecipeApp } from '../../testing/recipe-app.js';
import { fixtureLines, fixtureOrders, fixtureStock } from '../../testing/recipe-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';

/*
 * The resource recipe itself, through two fixture resources (testing/recipe-fixtures.ts): the
 * session's scope on every operation, a child resource under its parent's scope and state,
 * actions in one transaction with row locks, and state machines checked by the server.
 */
let t: TestApp;
let north: number;
let south: number;
let tokens: RecipeApp['tokens'];
let order: RecipeApp['order'];

beforeAll(async () => {
  ({ t, north, south, tokens, order } = await startRecipeApp());
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select().from(fixtureOrders).where(eq(fixtureOrders.id, id)))[0]?.status;

describe('branch scope', () => {
  it("never lists another branch's rows, to its staff; the administrator sees all", async () => {
    const mine = await order(north, 'NORTE UNO');
    const theirs = await order(south, 'SUR UNO');
    const list = async (token: string) =>
      (
        await t.call<{ tableData: { items: { id: number }[]; total_items: number } }>(
          'POST',
          '/api/fixture-orders/getTable',
          { token, body: { rowsPerPage: 50 } },
        )
      ).body.data.tableData;
    const doctor = await list(tokens.northDoctor);
    expect(doctor.items.map((item) => item.id)).toContain(mine);
    expect(doctor.items.map((item) => item.id)).not.toContain(theirs);
    expect(doctor.total_items).toBe(doctor.items.length);
    const admin = await list(tokens.admin);
    expect(admin.items.map((item) => item.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it("answers 403 to another branch's id on get, update, delete and actions, and 404 to none", async () => {
    const theirs = await order(south, 'SUR DOS');
    const token = tokens.northDoctor;
    const body = { id: theirs, note: 'MIO', branch: { id: north } };
    const attempts = [
      await t.call('POST', `/api/fixture-orders/get/${theirs}`, { token }),
      await t.call('PUT', '/api/fixture-orders/update', { token, body }),
      await t.call('DELETE', `/api/fixture-orders/delete/${theirs}`, { token }),
      await t.call('PUT', '/api/fixture-orders/executed', { token, body: { id: theirs } }),
      await t.call('PUT', `/api/fixture-orders/cancel/${theirs}`, { token }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    expect(attempts.every((a) => a.body.codeError === 'forbidden')).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(fixtureOrders)
      .where(eq(fixtureOrders.id, theirs));
    expect(row).toMatchObject({ note: 'SUR DOS', status: 'NUEVO', branchId: south });
    expect((await t.call('POST', '/api/fixture-orders/get/999999', { token })).status).toBe(404);
  });

  it('refuses a body that names another branch, on create and on update', async () => {
    const token = tokens.northDoctor;
    const created = await t.call('POST', '/api/fixture-orders/create', {
      token,
      body: { note: 'AJENO', branch: { id: south } },
    });
    expect(created.status).toBe(403);
    const mine = await order(north, 'PROPIO');
    const moved = await t.call('PUT', '/api/fixture-orders/update', {
      token,
      body: { id: mine, note: 'PROPIO', branch: { id: south } },
    });
    expect(moved.status).toBe(403);
    expect(
      await t.database.db.select().from(fixtureOrders).where(eq(fixtureOrders.note, 'AJENO')),
    ).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(fixtureOrders)
      .where(eq(fixtureOrders.id, mine));
    expect(row?.branchId).toBe(north);
  });

  it('scopes a child resource by its parent: lines of another branch are not listed nor added', async () => {
    const theirs = await order(south, 'SUR TRES', [2]);
    const mine = await order(north, 'NORTE TRES', [1]);
    const listed = await t.call<{ tableData: { items: { orderId: number }[] } }>(
      'POST',
      '/api/fixture-lines/getTable',
      { token: tokens.northDoctor, body: { rowsPerPage: 50 } },
    );
    const orders = new Set(listed.body.data.tableData.items.map((item) => item.orderId));
    expect(orders.has(mine)).toBe(true);
    expect(orders.has(theirs)).toBe(false);
    const added = await t.call('POST', '/api/fixture-lines/create', {
      token: tokens.northDoctor,
      body: { order: { id: theirs }, qty: 5 },
    });
    expect(added.status).toBe(403);
    const [theirLine] = await t.database.db
      .select()
      .from(fixtureLines)
      .where(eq(fixtureLines.orderId, theirs));
    const changed = await t.call('PUT', '/api/fixture-lines/update', {
      token: tokens.northDoctor,
      body: { id: theirLine!.id, order: { id: mine }, qty: 9 },
    });
    expect(changed.status).toBe(403);
    expect(
      (await t.database.db.select().from(fixtureLines).where(eq(fixtureLines.orderId, theirs))).map(
        (line) => line.qty,
      ),
    ).toEqual([2]);
  });
});

describe('endpoints and filters', () => {
  it('registers only the endpoints a resource opts into', async () => {
    const token = tokens.admin;
    expect((await t.call('GET', '/api/fixture-orders/options', { token })).status).toBe(404);
    expect((await t.call('POST', '/api/fixture-lines/get/1', { token })).status).toBe(404);
  });

  it('refuses a filter the resource does not declare, and applies the ones it does', async () => {
    const id = await order(north, 'CON LINEAS', [3, 4]);
    const unknown = await t.call('POST', '/api/fixture-lines/getTable', {
      token: tokens.admin,
      body: { filters: { pedido: id } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({
      errors: [expect.objectContaining({ field: 'filters' })],
    });
    const known = await t.call<{ tableData: { items: { qty: number }[]; total_items: number } }>(
      'POST',
      '/api/fixture-lines/getTable',
      { token: tokens.admin, body: { filters: { orderId: id }, sortBy: 'qty', descending: false } },
    );
    expect(known.body.data.tableData.items.map((line) => line.qty)).toEqual([3, 4]);
    expect(known.body.data.tableData.total_items).toBe(2);
  });
});

describe('state machine and actions', () => {
  it('executes a NUEVO order once; an executed one takes no changes, no cancel, no lines', async () => {
    await t.database.db
      .insert(fixtureStock)
      .values({ branchId: north, qty: 100 })
      .onConflictDoUpdate({
        target: fixtureStock.branchId,
        set: { qty: 100 },
      });
    const id = await order(north, 'A EJECUTAR', [1]);
    const token = tokens.northDoctor;
    const executed = await t.call<{ data: { status: string } }>(
      'PUT',
      '/api/fixture-orders/executed',
      {
        token,
        body: { id },
      },
    );
    expect(executed.status).toBe(200);
    expect(executed.body.data.data.status).toBe('EJECUTADO');
    const refused = [
      await t.call('PUT', '/api/fixture-orders/executed', { token, body: { id } }),
      await t.call('PUT', `/api/fixture-orders/cancel/${id}`, { token }),
      await t.call('PUT', '/api/fixture-orders/update', {
        token,
        body: { id, note: 'OTRA', branch: { id: north } },
      }),
      await t.call('DELETE', `/api/fixture-orders/delete/${id}`, { token }),
      await t.call('POST', '/api/fixture-lines/create', { token, body: { order: { id }, qty: 1 } }),
    ];
    expect(refused.map((r) => [r.status, r.body.codeError])).toEqual(
      Array.from({ length: 5 }, () => [409, 'invalid_state']),
    );
    expect(await statusOf(id)).toBe('EJECUTADO');
    const lines = await t.database.db
      .select()
      .from(fixtureLines)
      .where(eq(fixtureLines.orderId, id));
    expect(lines).toHaveLength(1);
  });

  it('cancels a NUEVO order by the id in the URL', async () => {
    const id = await order(north, 'A CANCELAR');
    const cancelled = await t.call('PUT', `/api/fixture-orders/cancel/${id}`, {
      token: tokens.northDoctor,
    });
    expect(cancelled.status).toBe(200);
    expect(await statusOf(id)).toBe('CANCELADO');
  });

  it('undoes the whole action when a later step fails: no stock taken, status unchanged', async () => {
    await t.database.db
      .insert(fixtureStock)
      .values({ branchId: south, qty: 3 })
      .onConflictDoUpdate({
        target: fixtureStock.branchId,
        set: { qty: 3 },
      });
    const id = await order(south, 'NO CABE', [2, 2]);
    const response = await t.call('PUT', '/api/fixture-orders/executed', {
      token: tokens.southReceptionist,
      body: { id },
    });
    expect([response.status, response.body.codeError]).toEqual([422, 666]);
    expect(await statusOf(id)).toBe('NUEVO');
    const [stock] = await t.database.db
      .select()
      .from(fixtureStock)
      .where(eq(fixtureStock.branchId, south));
    expect(stock?.qty).toBe(3);
  });

  it('holds under 20 parallel executions competing for 5 units: exactly 5 succeed', async () => {
    await t.database.db
      .insert(fixtureStock)
      .values({ branchId: south, qty: 5 })
      .onConflictDoUpdate({
        target: fixtureStock.branchId,
        set: { qty: 5 },
      });
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await order(south, `CARRERA ${i}`, [1]));
    const results = await Promise.all(
      ids.map((id) =>
        t.call('PUT', '/api/fixture-orders/executed', {
          token: tokens.southReceptionist,
          body: { id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 422 && r.body.codeError === 666)).toHaveLength(15);
    const [stock] = await t.database.db
      .select()
      .from(fixtureStock)
      .where(eq(fixtureStock.branchId, south));
    expect(stock?.qty).toBe(0);
    const statuses = await Promise.all(ids.map(statusOf));
    expect(statuses.filter((s) => s === 'EJECUTADO')).toHaveLength(5);
  });

  it('executes an order once when the same execution arrives 10 times at once', async () => {
    await t.database.db
      .insert(fixtureStock)
      .values({ branchId: north, qty: 50 })
      .onConflictDoUpdate({
        target: fixtureStock.branchId,
        set: { qty: 50 },
      });
    const id = await order(north, 'DOBLE CLIC', [4]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('PUT', '/api/fixture-orders/executed', { token: tokens.northDoctor, body: { id } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.codeError === 'invalid_state')).toHaveLength(9);
    const [stock] = await t.database.db
      .select()
      .from(fixtureStock)
      .where(eq(fixtureStock.branchId, north));
    expect(stock?.qty).toBe(46);
  });
});
