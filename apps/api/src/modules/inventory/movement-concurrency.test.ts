import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movements } from '../../db/schema/inventory.schema.js';
import { inventoryCalls } from '../../testing/inventory-calls.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/rules.md, Stock and movements, "under any concurrency": real parallel requests (on PostgreSQL
 * each in its own connection and transaction) against the rules that read before they write.
 */
let t: TestApp;
let calls: ReturnType<typeof inventoryCalls>;
let branchId: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  calls = inventoryCalls(t);
  branchId = (await seedBranch(t.database, 'CONCURRIDA')).branch.id;
  await seedUser(t.database, { email: 'doctor@concurrida.test', role: 'doctor', branchId });
  token = await t.login('doctor@concurrida.test');
});
afterAll(() => t.close());

describe('movements under concurrency', () => {
  it('lets 20 executions compete for the last units: the stock never goes below zero', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const product = await seedProduct(t.database);
    await seedStock(t.database, storageId, product.id, 10);
    // Every exit is valid when its line is added: each takes 3 of the 10.
    const exits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const exit = (await calls.createMovement(token, storageId, 3)).body.data.data;
      expect((await calls.addDetail(token, exit.id, product.id, 3)).status).toBe(201);
      exits.push(exit.id);
    }
    const answers = await Promise.all(exits.map((id) => calls.execute(token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.codeError === 666)).toHaveLength(17);
    expect(await calls.stockOf(storageId, product.id)).toMatchObject({ qty: 1 });
    const executed = await t.database.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.status, 'EJECUTADO'));
    expect(executed.filter((row) => exits.includes(row.id))).toHaveLength(3);
  });

  it('runs transfers both ways at once without deadlock and keeps the total', async () => {
    const [a, b] = [
      await seedStorage(t.database, branchId),
      await seedStorage(t.database, branchId),
    ];
    const [p1, p2] = [await seedProduct(t.database), await seedProduct(t.database)];
    for (const storageId of [a, b]) {
      await seedStock(t.database, storageId, p1.id, 50);
      await seedStock(t.database, storageId, p2.id, 50);
    }
    const transfers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [to, from] = i % 2 === 0 ? [a, b] : [b, a];
      const transfer = (await calls.createMovement(token, to, 4, from)).body.data.data;
      // Opposite product orders in opposite directions: the locks must still queue in one order.
      for (const product of i % 2 === 0 ? [p1, p2] : [p2, p1]) {
        await calls.addDetail(token, transfer.id, product.id, 2);
      }
      transfers.push(transfer.id);
    }
    const answers = await Promise.all(transfers.map((id) => calls.execute(token, id)));
    expect(answers.map((a) => a.status)).toEqual(transfers.map(() => 200));
    for (const product of [p1, p2]) {
      const [inA, inB] = [await calls.stockOf(a, product.id), await calls.stockOf(b, product.id)];
      expect(inA?.qty).toBe(50);
      expect(inB?.qty).toBe(50);
    }
  });

  it('gives concurrent creations distinct, gap-free serials per storage', async () => {
    const storageId = await seedStorage(t.database, branchId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => calls.createMovement(token, storageId, 1 + (i % 3))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const serials = await t.database.db
      .select({ serial: movements.serial })
      .from(movements)
      .where(eq(movements.storageId, storageId))
      .orderBy(asc(movements.serial));
    expect(serials.map((row) => row.serial)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
