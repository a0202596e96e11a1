import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementDetails, movements, stock } from '../../db/schema/inventory.schema.js';
import { inventoryCalls } from '../../testing/inventory-calls.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let calls: ReturnType<typeof inventoryCalls>;
let branchId: number;
let otherBranchId: number;
const tokens = { admin: '', doctor: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  calls = inventoryCalls(t);
  branchId = (await seedBranch(t.database, 'INVENTARIOS')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'LEJANA')).branch.id;
  await seedUser(t.database, { email: 'admin@mov.test' });
  await seedUser(t.database, { email: 'doctor@mov.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@mov.test', role: 'receptionist', branchId });
  tokens.admin = await t.login('admin@mov.test');
  tokens.doctor = await t.login('doctor@mov.test');
  tokens.receptionist = await t.login('recepcion@mov.test');
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select().from(movements).where(eq(movements.id, id)))[0]?.status;

describe('movements', () => {
  it('numbers each storage its own serials from 1, and answers NUEVO', async () => {
    const [a, b] = [
      await seedStorage(t.database, branchId),
      await seedStorage(t.database, branchId),
    ];
    const first = await calls.createMovement(tokens.receptionist, a, 2);
    expect(first.status).toBe(201);
    expect(first.body.data.data).toMatchObject({ serial: 1, type: 2, status: 'NUEVO', details: 0 });
    expect((await calls.createMovement(tokens.doctor, a, 1)).body.data.data.serial).toBe(2);
    expect((await calls.createMovement(tokens.doctor, b, 3)).body.data.data.serial).toBe(1);
  });

  it('asks a transfer for its origin, another storage than the destination', async () => {
    const destination = await seedStorage(t.database, branchId);
    const missing = await calls.createMovement(tokens.receptionist, destination, 4);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ errors: [{ field: 'estorage.id' }] });
    const itself = await calls.createMovement(tokens.receptionist, destination, 4, destination);
    expect(itself.status).toBe(400);
    const onEntry = await calls.createMovement(
      tokens.receptionist,
      destination,
      2,
      await seedStorage(t.database, branchId),
    );
    expect(onEntry.status).toBe(400);
    const elsewhere = await seedStorage(t.database, otherBranchId);
    expect(
      (await calls.createMovement(tokens.receptionist, destination, 4, elsewhere)).status,
    ).toBe(403);
    expect((await calls.createMovement(tokens.receptionist, elsewhere, 2)).status).toBe(403);
    // The administrator moves stock between branches.
    expect((await calls.createMovement(tokens.admin, destination, 4, elsewhere)).status).toBe(201);
  });

  it('adds an entry to the stock and sets its price when one is given', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const [lens, frame] = [await seedProduct(t.database), await seedProduct(t.database)];
    await seedStock(t.database, storageId, frame.id, 4, '350.00');
    const entry = (await calls.createMovement(tokens.doctor, storageId, 2)).body.data.data;
    expect((await calls.addDetail(tokens.doctor, entry.id, lens.id, 10, '1234.5')).status).toBe(
      201,
    );
    expect((await calls.addDetail(tokens.doctor, entry.id, frame.id, 6)).status).toBe(201);
    expect(await calls.stockOf(storageId, lens.id)).toBeUndefined();
    const executed = await calls.execute(tokens.doctor, entry.id);
    expect(executed.status).toBe(200);
    expect(executed.body.data.data.status).toBe('EJECUTADO');
    expect(await calls.stockOf(storageId, lens.id)).toEqual({ qty: 10, price: '1234.50' });
    expect(await calls.stockOf(storageId, frame.id)).toEqual({ qty: 10, price: '350.00' });
  });

  it('sets each counted product to its count in a physical inventory, adding up its lines', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const [counted, untouched] = [await seedProduct(t.database), await seedProduct(t.database)];
    await seedStock(t.database, storageId, counted.id, 40, '99.90');
    await seedStock(t.database, storageId, untouched.id, 7, '10.00');
    const count = (await calls.createMovement(tokens.receptionist, storageId, 1)).body.data.data;
    await calls.addDetail(tokens.receptionist, count.id, counted.id, 12);
    await calls.addDetail(tokens.receptionist, count.id, counted.id, 3);
    expect((await calls.execute(tokens.receptionist, count.id)).status).toBe(200);
    expect(await calls.stockOf(storageId, counted.id)).toEqual({ qty: 15, price: '99.90' });
    expect(await calls.stockOf(storageId, untouched.id)).toEqual({ qty: 7, price: '10.00' });
  });

  it('refuses an exit above the stock with 666 when the line is added and again at execution', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    await seedStock(t.database, storageId, product.id, 5);
    const exit = (await calls.createMovement(tokens.receptionist, storageId, 3)).body.data.data;
    const tooMany = await calls.addDetail(tokens.receptionist, exit.id, product.id, 6);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.codeError).toBe(666);
    const line = await calls.addDetail(tokens.receptionist, exit.id, product.id, 3);
    expect(line.status).toBe(201);
    // Changing the line counts its new quantity, not the old one beside it.
    const raised = await t.call('PUT', '/api/movement-details/update', {
      token: tokens.receptionist,
      body: { id: line.body.data.data.id, product: { id: product.id }, qty: 6 },
    });
    expect(raised.body.codeError).toBe(666);
    const kept = await t.call('PUT', '/api/movement-details/update', {
      token: tokens.receptionist,
      body: { id: line.body.data.data.id, product: { id: product.id }, qty: 5 },
    });
    expect(kept.status).toBe(200);
    await t.call('PUT', '/api/movement-details/update', {
      token: tokens.receptionist,
      body: { id: line.body.data.data.id, product: { id: product.id }, qty: 3 },
    });
    // A second line of the same product counts with the first.
    expect(
      (await calls.addDetail(tokens.receptionist, exit.id, product.id, 3)).body.codeError,
    ).toBe(666);
    // Meanwhile the stock drops (another exit executed).
    await t.database.db.update(stock).set({ qty: 2 }).where(eq(stock.storageId, storageId));
    const late = await calls.execute(tokens.receptionist, exit.id);
    expect(late.body.codeError).toBe(666);
    expect(await calls.stockOf(storageId, product.id)).toMatchObject({ qty: 2 });
    expect(await statusOf(exit.id)).toBe('NUEVO');
  });

  it('moves a transfer from its origin to its destination, listed under both', async () => {
    const [origin, destination] = [
      await seedStorage(t.database, branchId),
      await seedStorage(t.database, branchId),
    ];
    const product = await seedProduct(t.database);
    await seedStock(t.database, origin, product.id, 8, '420.00');
    const transfer = (await calls.createMovement(tokens.receptionist, destination, 4, origin)).body
      .data.data;
    expect(transfer.estorage).toMatchObject({ id: origin, branch: { id: branchId } });
    const line = await calls.addDetail(tokens.receptionist, transfer.id, product.id, 5);
    expect(line.body.data.data).toMatchObject({ qty: 5, price: null, remaining: 8 });
    expect((await calls.execute(tokens.receptionist, transfer.id)).status).toBe(200);
    expect(await calls.stockOf(origin, product.id)).toEqual({ qty: 3, price: '420.00' });
    expect(await calls.stockOf(destination, product.id)).toEqual({ qty: 5, price: '420.00' });
    for (const storageId of [origin, destination]) {
      const list = await t.call<{ tableData: { items: { id: number }[] } }>(
        'POST',
        '/api/movements/getTable',
        { token: tokens.receptionist, body: { filters: { storageId } } },
      );
      expect(list.body.data.tableData.items.map((m) => m.id)).toContain(transfer.id);
    }
  });

  it('takes changes only while NUEVO; a cancelled movement leaves the stock alone', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    const entry = (await calls.createMovement(tokens.receptionist, storageId, 2)).body.data.data;
    const line = (await calls.addDetail(tokens.receptionist, entry.id, product.id, 4)).body.data
      .data;
    const cancelled = await calls.cancel(tokens.receptionist, entry.id);
    expect(cancelled.body.data.data.status).toBe('CANCELADO');
    expect(await calls.stockOf(storageId, product.id)).toBeUndefined();
    const refused = [
      await calls.execute(tokens.receptionist, entry.id),
      await calls.cancel(tokens.receptionist, entry.id),
      await calls.addDetail(tokens.receptionist, entry.id, product.id, 1),
      await t.call('PUT', '/api/movement-details/update', {
        token: tokens.receptionist,
        body: { id: line.id, product: { id: product.id }, qty: 9 },
      }),
      await t.call('DELETE', `/api/movement-details/delete/${line.id}`, {
        token: tokens.receptionist,
      }),
      await t.call('PUT', '/api/movements/update', {
        token: tokens.receptionist,
        body: { id: entry.id, type: 1, date: '2031-03-06', time: '10:00' },
      }),
    ];
    expect(refused.map((r) => [r.status, r.body.codeError])).toEqual(
      refused.map(() => [409, 'invalid_state']),
    );
    const lines = await t.database.db
      .select({ qty: movementDetails.qty })
      .from(movementDetails)
      .where(eq(movementDetails.movementId, entry.id));
    expect(lines).toEqual([{ qty: 4 }]);
  });

  it('lets only doctor and super_admin price a line that brings stock in', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    const entry = (await calls.createMovement(tokens.receptionist, storageId, 2)).body.data.data;
    const priced = await calls.addDetail(tokens.receptionist, entry.id, product.id, 1, 250);
    expect(priced.status).toBe(403);
    expect((await calls.addDetail(tokens.receptionist, entry.id, product.id, 1, 0)).status).toBe(
      201,
    );
    expect((await calls.addDetail(tokens.doctor, entry.id, product.id, 1, 250)).status).toBe(201);
    expect((await calls.addDetail(tokens.admin, entry.id, product.id, 1, '260.10')).status).toBe(
      201,
    );
    const prices = await t.database.db
      .select({ price: movementDetails.price })
      .from(movementDetails)
      .where(eq(movementDetails.movementId, entry.id))
      .orderBy(movementDetails.id);
    expect(prices.map((p) => p.price)).toEqual(['0.00', '250.00', '260.10']);
    // An exit's line carries no price, whoever sends one.
    await seedStock(t.database, storageId, product.id, 3);
    const exit = (await calls.createMovement(tokens.receptionist, storageId, 3)).body.data.data;
    const line = await calls.addDetail(tokens.receptionist, exit.id, product.id, 1, 99);
    expect(line.body.data.data.price).toBeNull();
  });

  it('keeps prices exact: two decimals at most, no float noise, never negative', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    const entry = (await calls.createMovement(tokens.doctor, storageId, 2)).body.data.data;
    for (const bad of [0.1 + 0.2, '12.345', -5, '1e3', 'caro', 12345678901]) {
      const answer = await calls.addDetail(tokens.doctor, entry.id, product.id, 1, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.data).toMatchObject({ errors: [{ field: 'price' }] });
    }
    for (const bad of [0, -1, 1.5, '2x']) {
      expect(
        (await calls.addDetail(tokens.doctor, entry.id, product.id, bad as number)).status,
      ).toBe(400);
    }
    expect(
      await t.database.db
        .select()
        .from(movementDetails)
        .where(eq(movementDetails.movementId, entry.id)),
    ).toEqual([]);
    await calls.addDetail(tokens.doctor, entry.id, product.id, 3, '9999999999.99');
    await calls.execute(tokens.doctor, entry.id);
    expect(await calls.stockOf(storageId, product.id)).toEqual({ qty: 3, price: '9999999999.99' });
  });

  it('holds the stock at zero or more in the database itself', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    await seedStock(t.database, storageId, product.id, 1);
    await expect(
      t.database.db.update(stock).set({ qty: -1 }).where(eq(stock.storageId, storageId)),
    ).rejects.toThrow();
    expect(await calls.stockOf(storageId, product.id)).toMatchObject({ qty: 1 });
  });
});
