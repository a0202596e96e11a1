import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentMethods, products } from '../apps/api/src/db/schema/catalogue.schema.js';
import { customers } from '../apps/api/src/db/schema/customers.schema.js';
import { branches } from '../apps/api/src/db/schema/geography.schema.js';
import { invoices } from '../apps/api/src/db/schema/invoices.schema.js';
import { makeTestCsd } from '../apps/api/src/seed/demo-csd.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { cutTexts } from './support/layout.js';
import { apiOf, executedSale, pay, tokenOf } from './support/counter-api.js';
import { logIn, routeId } from './support/session.js';

/*
 * A sale with a deposit, invoiced PPD, then paid off: the queue stamps the payment's complement,
 * which the sale's invoice lists and Facturas shows among the CFDIs (docs/rules.md, Payment
 * complement), read at desktop and phone size.
 */

const CASHIER = { email: 'lupita@optica.test', name: 'LUPITA PRUEBA' };
const SHOTS = path.join(tmpdir(), 'iris', 'shots');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

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
  await seedStock(database, storageId, frame, 5, '2000.00');
  await server.db
    .update(products)
    .set({ satProductKey: '42142903', satUnitKey: 'H87' })
    .where(eq(products.id, frame));
  const [card] = await server.db
    .insert(paymentMethods)
    .values({ name: 'TARJETA', isCash: false, satPaymentForm: '04' })
    .returning({ id: paymentMethods.id });
  const patient = await seedCustomer(database, branchId, { name: 'JIMENA', paternal: 'RUIZ' });
  await server.db
    .update(customers)
    .set({
      vatRequired: true,
      fiscal: {
        rfc: 'VADA800927DJ3',
        name: 'JIMENA RUIZ',
        regime: '612',
        zipCode: '06600',
        cfdiUse: 'D01',
        email: 'jimena.factura@correo.test',
      },
    })
    .where(eq(customers.id, patient));

  // The issuer and its CSD, as the administrator registers them (invoices.test.ts walks it).
  const api = apiOf(server.url);
  const admin = await tokenOf(api, ADMIN.email, ADMIN.password);
  const issuer = await api<{ data: { id: number } }>(admin, 'POST', 'fiscal-issuers/create', {
    rfc: 'EKU9003173C9',
    name: 'ESCUELA KEMPER URGATE',
    regime: '601',
    series: 'F',
    globalPeriodicity: '01',
  });
  const csd = makeTestCsd({ rfc: 'EKU9003173C9' });
  const form = new FormData();
  form.append('id', String(issuer.data.id));
  form.append('password', csd.password);
  form.append('certificate', new Blob([new Uint8Array(csd.certificate)]), 'csd.cer');
  form.append('key', new Blob([new Uint8Array(csd.key)]), 'csd.key');
  await api(admin, 'PATCH', 'fiscal-issuers/uploadCsd', form);
  await server.db
    .update(branches)
    .set({ fiscalIssuerId: issuer.data.id })
    .where(eq(branches.id, branchId));

  // A sale of $2,320.00 with a $500.00 deposit, invoiced before it is paid: PPD.
  const cashier = await tokenOf(api, CASHIER.email, TEST_PASSWORD);
  await api(cashier, 'POST', 'audit/open', { openAmount: 500 });
  saleId = await executedSale(api, cashier, { customer: patient, product: frame, time: '11:00' });
  await pay(api, cashier, saleId, card!.id, '500.00');
  await api(cashier, 'POST', 'invoices/create', { shopping: { id: saleId } });
  await pay(api, cashier, saleId, card!.id, '1820.00');

  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url, { timezoneId: 'America/Mexico_City' });
  page = browser.page;
  await page.setViewportSize(DESKTOP);
  await logIn(page, CASHIER.email, TEST_PASSWORD, CASHIER.name);
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

describe('a payment of a PPD invoice', () => {
  it('shows its complement under the sale’s invoice, stamped by the queue', async () => {
    // The queue stamps it within seconds (longer on a busy machine): then the page shows it.
    await expect
      .poll(
        async () =>
          (
            await server.db
              .select({ status: invoices.status })
              .from(invoices)
              .where(and(eq(invoices.saleId, saleId), eq(invoices.kind, 'P')))
          )[0]?.status,
        { timeout: 60_000 },
      )
      .toBe('VIGENTE');
    await page.goto(`/sales/${routeId(saleId)}`);
    const later = page.getByRole('region', { name: 'Complementos de pago y notas de crédito' });
    await later.getByText('Complemento de pago F-2').waitFor();
    const item = later.getByRole('listitem');
    await item.getByText(/· \$1,820\.00$/).waitFor();
    await item.getByText('VIGENTE').waitFor();
    expect(await item.getByRole('button', { name: 'PDF de F-2' }).count()).toBe(1);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'venta-complemento.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(SHOTS, 'venta-complemento-telefono.png'),
      fullPage: true,
    });
    await page.setViewportSize(DESKTOP);
  });

  it('is listed in Facturas as a complement, worth the payment', async () => {
    await page.goto('/invoices');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Complementos de pago' }).click();
    // The invoice F-1 leaves the list; its complement F-2 stays, worth its payment.
    await expect.poll(() => page.getByRole('row', { name: /F-1\b/ }).count()).toBe(0);
    expect(page.url()).toContain('kind=payment');
    const row = page.getByRole('row', { name: /F-2/ });
    await row.getByText('Complemento de pago').waitFor();
    await row.getByText('$1,820.00').waitFor();
    await expectAccessible(page);
    expect(await cutTexts(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'facturas-complementos.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await row.getByText('$1,820.00').waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await page.screenshot({
      path: path.join(SHOTS, 'facturas-complementos-telefono.png'),
      fullPage: true,
    });
    await page.setViewportSize(DESKTOP);
  });
});
