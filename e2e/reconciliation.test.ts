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

async function api<T>(token: string | null, method: string, route: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${route}: ${response.status} ${answer.message}`);
  return answer.data;
}

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

  const login = await api<{ token: string }>(null, 'POST', 'auth/login', {
    email: CASHIER.email,
    password: TEST_PASSWORD,
  });
  await api(login.token, 'POST', 'audit/open', { openAmount: 500 });
  const created = await api<{ data: { id: number } }>(login.token, 'POST', 'shoppings/create', {
    customer: { id: patient },
    // The clinic's day (TIME_ZONE's default), whatever the machine's UTC day.
    date: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' }),
    time: '12:30',
    vat: 16,
    vat_required: true,
  });
  saleId = created.data.id;
  const sale = { shopping: { id: saleId } };
  await api(login.token, 'POST', 'shopping-details/create', {
    ...sale,
    product: { id: frame },
    qty: 1,
  });
  await api(login.token, 'PUT', 'shoppings/executed', { id: saleId });
  await api(login.token, 'POST', 'payments/create', {
    ...sale,
    method: { id: cash!.id },
    amount: '1000.00',
    vat_rate: '0.16',
  });
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
