import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, payments } from '../../db/schema/sales.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { ensureWalkInCustomer } from '../customers/walk-in.repository.js';

/*
 * Issue 37: the reports' files as a person finds them in their downloads folder. A file's name
 * says its filters (two downloads are two names), and a walk-in customer's name is "PÚBLICO EN
 * GENERAL", not "PÚBLICO EN GENERAL  " with the spaces of the last names it does not have.
 */
let t: TestApp;
let admin: string;
let branchId: number;
let auditId: number;
let methodId: number;
let paymentDate: string;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'SUCURSAL NORTE')).branch.id;
  await ensureWalkInCustomer(t.database.db, branchId);
  await seedUser(t.database, { email: 'admin@archivos.test' });
  admin = await t.login('admin@archivos.test');
  const [walkIn] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.branchId, branchId));
  const calls = salesCalls(t);
  auditId = (await calls.openAudit(admin, '500.00', branchId)).body.data.data.id;
  const sale = (await calls.createSale(admin, walkIn!.id, { date: '2026-11-27', time: '10:00' }))
    .body.data.data;
  const { productId } = await seedSellable(t, branchId, 5, '300.00');
  expect((await calls.addLine(admin, sale.id, productId, 1)).status).toBe(201);
  methodId = await seedMethod(t, 'TARJETA DE CRÉDITO');
  const paid = await calls.pay(admin, sale.id, methodId, '100.00');
  expect(paid.status).toBe(201);
  const [payment] = await t.database.db
    .select({ date: payments.date })
    .from(payments)
    .where(eq(payments.id, paid.body.data.data.id));
  paymentDate = payment!.date;
}, 120_000);
afterAll(() => t.close());

async function download(url: string, filters: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${admin}` },
    payload: { filters },
  });
  expect(response.statusCode).toBe(200);
  const name = /filename="([^"]+)"/.exec(response.headers['content-disposition'] as string)?.[1];
  const [header, ...rows] = response.body.slice(1).trimEnd().split(/\r?\n/);
  return { name, header: header!.split(','), rows: rows.map((line) => line.split(',')) };
}

describe('the sales CSV', () => {
  it('is named by its branch and days, and writes the walk-in customer without spaces after', async () => {
    const file = await download('/api/shoppings/getSalesCsv', {
      branchId,
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(file.name).toBe('ventas-sucursal-norte-2026-11-01-a-2026-11-27.csv');
    const customer = file.header.indexOf('Cliente');
    expect(file.rows.map((row) => row[customer])).toEqual(['PÚBLICO EN GENERAL']);
    // No cell of the file ends or starts with a space.
    expect(file.rows.flat().filter((cell) => cell !== cell.trim())).toEqual([]);
  });

  it('says its statuses and a single day once; with no filter it is ventas.csv', async () => {
    const statuses = await download('/api/shoppings/getSalesCsv', {
      branchId,
      from: '2026-11-27',
      to: '2026-11-27',
      status: 'NUEVO',
      paymentStatus: 'PARTIAL',
    });
    expect(statuses.name).toBe('ventas-sucursal-norte-2026-11-27-nuevo-abonado.csv');
    expect(statuses.rows).toHaveLength(1);
    expect((await download('/api/shoppings/getSalesCsv', {})).name).toBe('ventas.csv');
    expect((await download('/api/shoppings/getSalesCsv', { from: '2026-11-01' })).name).toBe(
      'ventas-desde-2026-11-01.csv',
    );
  });

  it('names the customer the same on the screen (the sales table)', async () => {
    const { body } = await t.call<{ tableData: { items: { customer: { name: string } }[] } }>(
      'POST',
      '/api/shoppings/getTable',
      { token: admin, body: { page: 1, rowsPerPage: 5, filters: { branchId } } },
    );
    expect(body.data.tableData.items.map((sale) => sale.customer.name)).toEqual([
      'PÚBLICO EN GENERAL',
    ]);
  });
});

describe('the payments CSV', () => {
  it('is named by its branch, day, register and method, in plain ASCII', async () => {
    const every = await download('/api/shoppings/getCsv', { branchId, date: paymentDate });
    expect(every.name).toBe(`pagos-sucursal-norte-${paymentDate}.csv`);
    const one = await download('/api/shoppings/getCsv', {
      branchId,
      date: paymentDate,
      auditId,
      methodId,
    });
    // The register as the filter names it on screen (Caja 09:00…): by the hour it opened.
    const [audit] = await t.database.db
      .select({ openTime: audits.openTime })
      .from(audits)
      .where(eq(audits.id, auditId));
    const opened = audit!.openTime.slice(0, 5).replace(':', '-');
    expect(one.name).toBe(
      `pagos-sucursal-norte-${paymentDate}-caja-${opened}-tarjeta-de-credito.csv`,
    );
    expect(one.rows).toHaveLength(1);
  });
});

describe('the registers CSV', () => {
  it('is named by its branch and days', async () => {
    const file = await download('/api/audit/getCsv', {
      branchId,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(file.name).toBe('cortes-de-caja-sucursal-norte-2026-11-01-a-2026-11-30.csv');
  });
});
