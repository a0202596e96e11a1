import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { stock } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { seedBranch } from '../../testing/test-app.js';
import { putBack, takeOut } from './stock-ledger.js';

/*
 * The ledger on its own, without HTTP: what sales will rely on when they take out and put back.
 * On PostgreSQL every transaction below has its own connection, so they really run in parallel.
 */
let database: Database;
let branchId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  branchId = (await seedBranch(database, 'LIBRO')).branch.id;
});
afterAll(() => database.close());

const stockOf = (storageId: number) =>
  database.db
    .select({ productId: stock.productId, qty: stock.qty, price: stock.price })
    .from(stock)
    .where(eq(stock.storageId, storageId))
    .orderBy(asc(stock.productId));

describe('stock ledger', () => {
  it('refuses a take-out with 666 naming the short product and changes nothing', async () => {
    const storageId = await seedStorage(database, branchId);
    const [p1, p2] = [await seedProduct(database), await seedProduct(database)];
    await seedStock(database, storageId, p1.id, 5, '10.00');
    await seedStock(database, storageId, p2.id, 1, '20.00');
    const before = await stockOf(storageId);
    // Outside a transaction on purpose: nothing would roll a first update back.
    const refusal = await takeOut(database.db, storageId, [
      { productId: p1.id, qty: 2 },
      { productId: p2.id, qty: 3 },
    ]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 666, details: { products: [p2.id] } });
    expect(await stockOf(storageId)).toEqual(before);
  });

  it('puts quantities back into a storage that had no row for the product, at its old price', async () => {
    const storageId = await seedStorage(database, branchId);
    const [fresh, held] = [await seedProduct(database), await seedProduct(database)];
    await seedStock(database, storageId, held.id, 2, '35.50');
    await database.db.transaction((tx) =>
      putBack(tx, storageId, [
        { productId: fresh.id, qty: 4 },
        { productId: held.id, qty: 3, price: '99.00' },
      ]),
    );
    expect(await stockOf(storageId)).toEqual([
      { productId: fresh.id, qty: 4, price: '0.00' },
      { productId: held.id, qty: 5, price: '35.50' },
    ]);
  });

  it('runs 10 take-outs of two products in opposite orders at once: no deadlock, never below zero', async () => {
    const storageId = await seedStorage(database, branchId);
    const [p1, p2] = [await seedProduct(database), await seedProduct(database)];
    await seedStock(database, storageId, p1.id, 10);
    await seedStock(database, storageId, p2.id, 10);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => {
        const lines = [
          { productId: p1.id, qty: 3 },
          { productId: p2.id, qty: 3 },
        ];
        return database.db.transaction((tx) =>
          takeOut(tx, storageId, i % 2 === 0 ? lines : lines.reverse()),
        );
      }),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    // Only 666 refusals: a deadlock (40P01) or a negative quantity (the check) would show here.
    expect(refused.map((a) => (a.reason as AppError).code)).toEqual(Array(7).fill(666));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    expect((await stockOf(storageId)).map((row) => row.qty)).toEqual([1, 1]);
  });
});
