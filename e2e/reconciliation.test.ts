import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { cutTexts } from './support/layout.js';
import { apiOf, executedSale, pay, tokenOf } from './support/counter-api.js';
import { logIn, routeId } from './support/session.js';

/*
 * The month reconciled (docs/rules.md, Invoicing, Reconciliation) as the front desk reads it: a
 * sale executed and paid today, which nobody invoiced, is listed with what to do and leads to the
 * sale; its totals are the month's.
 */

const CASHIER = { email: 'lupita@optica.test', name: 'LUPITA PRUEBA' };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = path.join(tmpdir(), 'iris', 'shots');

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let saleId: number;

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL ANDARES')).branch.id;
  await seedUser(database, {
    email: CASHIER.email,
    role: 'receptionist',
    branchId,
    name: 'LUPITA',
  });
  const storageId = await seedStorage(database, branchId, 'BODEGA', { isDefault: true });
  const frame = (await seedProduct(database, { name: 'ARMAZÓN REDONDO' })).id;
  await seedStock(database, storageId, frame, 5, '1000.00');
  const [cash] = await server.db
    .insert(paymentMethods)
    .values({ name: 'EFECTIVO', isCash: true })
    .returning({ id: paymentMethods.id });
  const patient = await seedCustomer(database, branchId, { name: 'RAÚL', paternal: 'OCHOA' });

  const api = apiOf(server.url);
  const cashier = await tokenOf(api, CASHIER.email, TEST_PASSWORD);
  await api(cashier, 'POST', 'audit/open', { openAmount: 500 });
  saleId = await executedSale(api, cashier, { customer: patient, product: frame, time: '12:30' });
  await pay(api, cashier, saleId, cash!.id, '1160.00');
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url, { timezoneId: 'America/Mexico_City' });
  page = browser.page;
  await page.setViewportSize(DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

describe('Conciliación', () => {
  it('lists the sale nobody invoiced with what to do, and leads to it', async () => {
    await logIn(page, CASHIER.email, TEST_PASSWORD, CASHIER.name);
    await page.getByRole('link', { name: 'Conciliación' }).click();
    await page.getByRole('heading', { name: 'Conciliación' }).waitFor();
    const totals = page.getByRole('group', { name: 'Totales del periodo' });
    await totals.getByText('$1,160.00').waitFor();
    await totals.getByText('1 venta', { exact: true }).waitFor();
    const list = page.getByRole('table', { name: 'Lo que falta' });
    await list.getByText('Sin CFDI').waitFor();
    await list
      .getByText('Facturar la venta o incluirla en la factura global del periodo')
      .waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'conciliacion.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    // On a phone, a card each rather than a table's row.
    await page.getByRole('list', { name: 'Lo que falta' }).getByText('Sin CFDI').waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'conciliacion-telefono.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    await list.getByRole('link', { name: 'Ir a la venta 1' }).click();
    await page.waitForURL(`**/sales/${routeId(saleId)}`);
    await page.getByRole('button', { name: 'Facturar' }).waitFor();
  });
});
