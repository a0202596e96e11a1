import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.schema.js';
import { pdfPagePng, pdfPageTexts } from '../../testing/pdf-text.js';
import { defaultStorage } from '../../testing/sales-calls.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md optical catalogue: POST products/labels, a PDF of labels priced as the branch sells. */
let t: TestApp;
let admin: string;
let staff: string;
const ids = { frame: 0, case: 0 };
let otherStorage = 0;

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'ETIQUETAS')).branch.id;
  const otherBranch = (await seedBranch(t.database, 'OTRA')).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
  await seedUser(t.database, { email: 'caja@iris.test', role: 'receptionist', branchId });
  admin = await t.login('admin@iris.test');
  staff = await t.login('caja@iris.test');
  const frame = await seedProduct(t.database, { name: 'ARMAZON RB5154 CAREY' });
  await t.database.db
    .update(products)
    .set({
      code: '4006381333931',
      kind: 'ARMAZON',
      attributes: { brand: 'RAY-BAN', model: 'RB5154', color: 'CAREY', size: '51-21-145' },
    })
    .where(eq(products.id, frame.id));
  const box = await seedProduct(t.database, { name: 'ESTUCHE RIGIDO' });
  await t.database.db.update(products).set({ code: 'EST-0042' }).where(eq(products.id, box.id));
  const storage = await defaultStorage(t, branchId);
  otherStorage = await seedStorage(t.database, otherBranch);
  await seedStock(t.database, storage, frame.id, 3, '2450.50');
  await seedStock(t.database, storage, box.id, 10, '1234.5');
  await seedStock(t.database, otherStorage, frame.id, 1, '2600');
  Object.assign(ids, { frame: frame.id, case: box.id });
});
afterAll(() => t.close());

const labels = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/labels',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const item = (id: number, copies = 1) => ({ product: { id }, copies });
const errorsOf = (answer: { json: () => unknown }) =>
  (answer.json() as { data: { errors: { field: string; message: string }[] } }).data.errors;

describe('products/labels', () => {
  it('prints one roll label per copy with name, brand, model, size, price and code', async () => {
    const answer = await labels(staff, {
      items: [item(ids.frame, 2), item(ids.case)],
      layout: 'ROLLO',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline/);
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages.slice(0, 2)) {
      expect(page).toContain('ARMAZON RB5154 CAREY');
      expect(page).toContain('RAY-BAN · RB5154 · 51-21-145');
      expect(page).toContain('$2,450.50');
      expect(page).toContain('4006381333931');
    }
    expect(pages[2]).toContain('ESTUCHE RIGIDO');
    expect(pages[2]).toContain('$1,234.50');
    expect(pages[2]).toContain('EST-0042');
    writeFileSync(join(tmpdir(), 'labels-rollo.png'), pdfPagePng(answer.rawPayload, 1, 300));
  });

  it('lays 24 labels on an A4 sheet, the rest on the next', async () => {
    const answer = await labels(staff, {
      items: [item(ids.frame, 20), item(ids.case, 10)],
      layout: 'A4',
    });
    expect(answer.statusCode).toBe(200);
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.match(/\$2,450\.50/g)).toHaveLength(20);
    expect(pages[0]!.match(/EST-0042/g)).toHaveLength(4);
    expect(pages[1]!.match(/EST-0042/g)).toHaveLength(6);
    writeFileSync(join(tmpdir(), 'labels-a4.png'), pdfPagePng(answer.rawPayload, 1, 100));
  });

  it("prices a super_admin's labels in the storage named, and leaves them unpriced without one", async () => {
    const named = await labels(admin, {
      items: [item(ids.frame)],
      layout: 'ROLLO',
      storage: otherStorage,
    });
    expect((await pdfPageTexts(named.rawPayload))[0]).toContain('$2,600.00');
    const none = await labels(admin, { items: [item(ids.frame)], layout: 'ROLLO' });
    const [page] = await pdfPageTexts(none.rawPayload);
    expect(page).toContain('4006381333931');
    expect(page).not.toContain('$');
  });

  it('refuses copies out of 1-100, more than 500 labels, a bad layout and an unknown product', async () => {
    const zero = await labels(staff, { items: [item(ids.frame, 0)], layout: 'ROLLO' });
    expect(zero.statusCode).toBe(400);
    expect(errorsOf(zero)).toEqual([{ field: 'items.0.copies', message: 'El valor mínimo es 1' }]);
    const many = await labels(staff, { items: [item(ids.frame, 101)], layout: 'A4' });
    expect(errorsOf(many)).toEqual([
      { field: 'items.0.copies', message: 'El valor máximo es 100' },
    ]);
    const total = await labels(staff, {
      items: Array.from({ length: 6 }, () => item(ids.case, 100)),
      layout: 'A4',
    });
    expect(total.statusCode).toBe(400);
    expect(errorsOf(total)).toEqual([
      { field: 'items', message: 'Se pueden imprimir hasta 500 etiquetas a la vez' },
    ]);
    const layout = await labels(staff, { items: [item(ids.frame)], layout: 'CARTA' });
    expect(errorsOf(layout)[0]).toMatchObject({ field: 'layout' });
    const empty = await labels(staff, { items: [], layout: 'A4' });
    expect(errorsOf(empty)[0]).toMatchObject({ field: 'items' });
    const unknown = await labels(staff, {
      items: [item(ids.frame), item(2_000_000)],
      layout: 'ROLLO',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      { field: 'items.1.product.id', message: 'Valor no válido' },
    ]);
  });

  it('answers 401 without a session', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/products/labels',
      payload: { items: [item(ids.frame)], layout: 'ROLLO' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
