import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedCode } from '@iris/domain/catalogue/product-code';
import { products } from '../../db/schema/catalogue.schema.js';
import { defaultStorage } from '../../testing/sales-calls.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md optical catalogue: GET products/byCode/{code}, the product a scanner read with its
 * stock and price in the caller's default storage. */
let t: TestApp;
let admin: string;
let staff: string;
let world: { productId: number; branchStorage: number; otherStorage: number };

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'LECTOR')).branch.id;
  const otherBranch = (await seedBranch(t.database, 'OTRA')).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
  await seedUser(t.database, { email: 'caja@iris.test', role: 'receptionist', branchId });
  admin = await t.login('admin@iris.test');
  staff = await t.login('caja@iris.test');
  const product = await seedProduct(t.database, { name: 'RB5154 CAREY 51' });
  await t.database.db
    .update(products)
    .set({ code: '4006381333931', kind: 'ARMAZON', attributes: { brand: 'RAY-BAN' } })
    .where(eq(products.id, product.id));
  const branchStorage = await defaultStorage(t, branchId);
  const otherStorage = await seedStorage(t.database, otherBranch);
  await seedStock(t.database, branchStorage, product.id, 3, '2450.50');
  await seedStock(t.database, otherStorage, product.id, 9, '2600');
  world = { productId: product.id, branchStorage, otherStorage };
});
afterAll(() => t.close());

type Found = {
  id: number;
  code: string;
  kind: string;
  storage: { id: number; name: string } | null;
  stock: number | null;
  price: number | null;
};
const byCode = (token: string, code: string, query = '') =>
  t.call<Found>('GET', `/api/products/byCode/${encodeURIComponent(code)}${query}`, { token });

describe('products/byCode', () => {
  it("answers the product with its stock and price in the staff's default storage", async () => {
    const answer = await byCode(staff, ' 4006381333931 ');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: world.productId,
      name: 'RB5154 CAREY 51',
      code: '4006381333931',
      kind: 'ARMAZON',
      attributes: { brand: 'RAY-BAN' },
      storage: { id: world.branchStorage },
      stock: 3,
      price: 2450.5,
    });
  });

  it('reads the code case-insensitively and answers 404 for an unknown one', async () => {
    const product = await seedProduct(t.database);
    const assigned = await byCode(staff, assignedCode(product.id));
    expect(assigned.body.data).toMatchObject({ id: product.id, stock: 0, price: 0 });
    await t.database.db
      .update(products)
      .set({ code: 'Rb-2140' })
      .where(eq(products.id, product.id));
    expect((await byCode(staff, 'rB-2140')).body.data.id).toBe(product.id);
    const unknown = await byCode(staff, '5901234123457');
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe(false);
  });

  it('lets super_admin name a storage, and answers no stock without one', async () => {
    const named = await byCode(admin, '4006381333931', `?storage=${world.otherStorage}`);
    expect(named.body.data).toMatchObject({
      storage: { id: world.otherStorage },
      stock: 9,
      price: 2600,
    });
    const none = await byCode(admin, '4006381333931');
    expect(none.body.data).toMatchObject({ storage: null, stock: null, price: null });
  });

  it("refuses branch staff another branch's storage", async () => {
    const answer = await byCode(staff, '4006381333931', `?storage=${world.otherStorage}`);
    expect(answer.status).toBe(403);
    expect(answer.body.result).toBe(false);
  });

  it('finds the code through the unique index', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select id from ${products} where lower(trim(${products.code})) = lower(trim(${'4006381333931'}))`,
      );
      const text = JSON.stringify(plan);
      expect(text).toContain('products_code_u553');
    });
  });
});
