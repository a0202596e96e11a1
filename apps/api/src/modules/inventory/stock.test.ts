import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockRow, StorageProduct } from '@iris/domain/inventory/stock.schemas';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
let token: string;
let admin: string;
let main: number;
let counter: number;
let elsewhere: number;
const ids = { frames: 0, lenses: 0, single: 0, rayban: 0, oakley: 0, mono: 0, bifocal: 0 };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'EXISTENCIAS')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'AJENA')).branch.id;
  await seedUser(t.database, { email: 'recepcion@stock.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'admin@stock.test' });
  token = await t.login('recepcion@stock.test');
  admin = await t.login('admin@stock.test');
  main = await seedStorage(t.database, branchId, 'PRINCIPAL');
  counter = await seedStorage(t.database, branchId, 'MOSTRADOR');
  elsewhere = await seedStorage(t.database, otherBranchId, 'LEJOS');
  // Two categories, named so that their order is not their ids' order.
  const rayban = await seedProduct(t.database, { name: 'RAY-BAN CLUBMASTER' });
  const oakley = await seedProduct(t.database, {
    name: 'OAKLEY HOLBROOK',
    categoryId: rayban.categoryId,
  });
  const mono = await seedProduct(t.database, { name: 'MONOFOCAL 1.56' });
  const bifocal = await seedProduct(t.database, {
    name: 'BIFOCAL FLAT TOP',
    categoryId: mono.categoryId,
    subcategoryId: mono.subcategoryId,
  });
  Object.assign(ids, {
    frames: rayban.categoryId,
    lenses: mono.categoryId,
    single: mono.subcategoryId,
    rayban: rayban.id,
    oakley: oakley.id,
    mono: mono.id,
    bifocal: bifocal.id,
  });
  await seedStock(t.database, main, rayban.id, 3, '2499.00');
  await seedStock(t.database, main, oakley.id, 0, '1999.50');
  await seedStock(t.database, main, mono.id, 40, '450.00');
  await seedStock(t.database, counter, bifocal.id, 12, '1200.00');
  await seedStock(t.database, elsewhere, mono.id, 99, '430.00');
});
afterAll(() => t.close());

const table = (filters: Record<string, unknown>, extra: Record<string, unknown> = {}, as = token) =>
  t.call<{ tableData: { items: StockRow[]; total_items: number; sortBy: string } }>(
    'POST',
    '/api/stock/getTable',
    { token: as, body: { rowsPerPage: 50, filters, ...extra } },
  );

describe('stock', () => {
  it("lists a storage's stock by category, with exact prices and its product's names", async () => {
    const { status, body } = await table({ storageId: main }, { descending: false });
    expect(status).toBe(200);
    expect(body.data.tableData.sortBy).toBe('category');
    const items = body.data.tableData.items;
    expect(items.map((row) => row.product.name)).toHaveLength(3);
    expect(items.find((row) => row.product.id === ids.rayban)).toMatchObject({
      storage: { id: main, name: 'PRINCIPAL' },
      category: { id: ids.frames },
      stock: 3,
      price: 2499,
    });
    expect(items.find((row) => row.product.id === ids.oakley)?.price).toBe(1999.5);
    const categories = items.map((row) => row.category.name);
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('narrows by category, subcategory and product, and by branch across its storages', async () => {
    const byCategory = await table({ storageId: main, categoryId: ids.lenses });
    expect(byCategory.body.data.tableData.items.map((row) => row.product.id)).toEqual([ids.mono]);
    const bySubcategory = await table({ branchId, subcategoryId: ids.single });
    expect(bySubcategory.body.data.tableData.items.map((row) => row.product.id).sort()).toEqual(
      [ids.mono, ids.bifocal].sort(),
    );
    expect((await table({ branchId })).body.data.tableData.total_items).toBe(4);
    const byProduct = await table({ branchId, productId: ids.bifocal });
    expect(byProduct.body.data.tableData.items).toMatchObject([
      { storage: { id: counter, name: 'MOSTRADOR' }, stock: 12 },
    ]);
    const byStock = await table({ branchId }, { sortBy: 'stock', descending: true });
    expect(byStock.body.data.tableData.items.map((row) => row.stock)).toEqual([40, 12, 3, 0]);
  });

  it("refuses another branch's storage or branch to branch staff, and lists all to the administrator", async () => {
    expect((await table({ storageId: elsewhere })).status).toBe(403);
    expect((await table({ branchId: otherBranchId })).status).toBe(403);
    const mine = await table({});
    expect(mine.body.data.tableData.items.every((row) => row.storage.id !== elsewhere)).toBe(true);
    const all = await table({ productId: ids.mono }, {}, admin);
    expect(all.body.data.tableData.items.map((row) => row.storage.id).sort()).toEqual(
      [main, elsewhere].sort(),
    );
  });

  it('answers one product’s stock in a storage, 0 when it never held it', async () => {
    const lookup = (productId: number, storageId: number) =>
      t.call<{ stock: number }>('POST', '/api/stock/getStockByDetail', {
        token,
        body: { product: { id: productId }, storage: { id: storageId } },
      });
    expect((await lookup(ids.mono, main)).body.data.stock).toBe(40);
    expect((await lookup(ids.bifocal, main)).body.data.stock).toBe(0);
    expect((await lookup(ids.mono, elsewhere)).status).toBe(403);
  });

  it('lists the products a storage has in stock, with price and stock, by name', async () => {
    const products = await t.call<{ data: StorageProduct[] }>(
      'POST',
      '/api/stock/getProductsByStorage',
      { token, body: { storage: { id: main } } },
    );
    expect(products.body.data.data.map((p) => [p.name, p.stock, p.price])).toEqual([
      ['MONOFOCAL 1.56', 40, 450],
      ['RAY-BAN CLUBMASTER', 3, 2499],
    ]);
    const searched = await t.call<{ data: StorageProduct[] }>(
      'POST',
      '/api/stock/getProductsByStorage',
      { token, body: { storage: { id: main }, search: 'ray ban' } },
    );
    expect(searched.body.data.data.map((p) => p.id)).toEqual([ids.rayban]);
    const word = await t.call<{ data: StorageProduct[] }>(
      'POST',
      '/api/stock/getProductsByStorage',
      {
        token,
        body: { storage: { id: main }, search: 'clubmaster' },
      },
    );
    expect(word.body.data.data.map((p) => p.id)).toEqual([ids.rayban]);
  });
});

/*
 * The category order of a branch's or a storage's stock is served by the stock row's own copy of
 * its category's sort name and of its storage's branch (migration 0024's triggers): a rename, a
 * product moved to another category and a new stock row must each be seen at once.
 */
describe('stock in category order, as the catalogue changes', () => {
  const order = async (filters: Record<string, unknown>, descending = false) =>
    (await table(filters, { sortBy: 'category', descending }, admin)).body.data.tableData.items.map(
      (row) => `${row.category.name}/${row.product.name}`,
    );
  const expected = (rows: string[]) =>
    [...rows].sort((a, b) => a.split('/')[0]!.localeCompare(b.split('/')[0]!, 'es'));

  it('follows a renamed category, a product moved to another one and a new stock row', async () => {
    const before = await order({ branchId });
    expect(before).toEqual(expected(before));
    const frames = await t.call('PUT', '/api/categories/update', {
      token: admin,
      body: { id: ids.frames, name: 'ZZ ARMAZONES' },
    });
    expect(frames.status).toBe(200);
    const renamed = await order({ branchId });
    expect(renamed.slice(-2).every((row) => row.startsWith('ZZ ARMAZONES/'))).toBe(true);
    expect(await order({ storageId: main }, true)).toEqual([
      ...(await order({ storageId: main })).reverse(),
    ]);

    const moved = await t.call('PUT', '/api/products/update', {
      token: admin,
      body: {
        id: ids.bifocal,
        name: 'BIFOCAL FLAT TOP',
        category: { id: ids.frames },
        subcategory: {
          id: (await seedProduct(t.database, { categoryId: ids.frames })).subcategoryId,
        },
      },
    });
    expect(moved.status).toBe(200);
    expect((await order({ branchId })).at(-1)).toBe('ZZ ARMAZONES/BIFOCAL FLAT TOP');

    const aa = await seedProduct(t.database, { name: 'AA PRIMERO' });
    await t.call('PUT', '/api/categories/update', {
      token: admin,
      body: { id: aa.categoryId, name: '0 ACCESORIOS' },
    });
    await seedStock(t.database, counter, aa.id, 5, '10.00');
    expect((await order({ branchId }))[0]).toBe('0 ACCESORIOS/AA PRIMERO');
    expect((await order({ storageId: counter }))[0]).toBe('0 ACCESORIOS/AA PRIMERO');
    expect(await order({ branchId: otherBranchId })).not.toContain('0 ACCESORIOS/AA PRIMERO');
  });
});
