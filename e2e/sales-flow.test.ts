import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { stock, storages } from '../apps/api/src/db/schema/inventory.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { logIn, notified } from './support/session.js';

/*
 * A receptionist's sale from start to receipt (issue 21): two products for a patient, a deposit
 * while the sale is NUEVO, the sale executed (the stock goes down), the rest paid in two methods,
 * and the receipt printed.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let storageId: number;
let frame: number;
let lens: number;
const folder = mkdtempSync(path.join(tmpdir(), 'iris-sale-'));

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  storageId = await seedStorage(database, branchId, 'BODEGA PRINCIPAL');
  await server.db.update(storages).set({ isDefault: true }).where(eq(storages.id, storageId));
  frame = (await seedProduct(database, { name: 'ARMAZÓN AVIADOR' })).id;
  lens = (await seedProduct(database, { name: 'LENTE ANTIRREFLEJANTE' })).id;
  await seedStock(database, storageId, frame, 5, '1500.00');
  await seedStock(database, storageId, lens, 10, '500.00');
  await server.db.insert(paymentMethods).values([
    { name: 'EFECTIVO', isCash: true },
    { name: 'TARJETA', isCash: false },
  ]);
  await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  await seedCustomer(database, branchId, { name: 'MARIANA', paternal: 'LÓPEZ' });
  // The register is the top bar's (another test opens it there): here it is simply open.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'rosa@optica.test', password: TEST_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const opened = await fetch(`${server.url}/api/audit/open`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ openAmount: 500 }),
  });
  expect(opened.status).toBe(201);
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stockOf = async (productId: number) =>
  (
    await server.db
      .select({ qty: stock.qty })
      .from(stock)
      .where(and(eq(stock.storageId, storageId), eq(stock.productId, productId)))
  )[0]?.qty;

/** A card of the product list opens the line dialog; the quantity is typed and saved. */
async function addLine(product: string, qty: string) {
  await page
    .getByRole('list', { name: 'Productos disponibles' })
    .getByRole('button', { name: new RegExp(`^${product}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agregar a la venta' });
  await dialog.getByLabel('Cantidad').fill(qty);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

/** A payment as the cashier takes it: the method, the rate and the amount handed over. */
async function pay(method: string, received: string | null, rate: string) {
  await page.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: method }).click();
  await page.getByRole('combobox', { name: 'Tasa de IVA' }).click();
  await page.getByRole('option', { name: rate }).click();
  if (received === null) await page.getByRole('button', { name: 'Usar el restante' }).click();
  else await page.getByRole('textbox', { name: 'Monto recibido' }).fill(received);
}

const figure = (label: string) =>
  page
    .getByRole('tabpanel')
    .getByText(label, { exact: true })
    .first()
    .locator('xpath=following-sibling::*[1]');

describe('a sale at the counter', () => {
  it('sells two products to a patient, with a deposit before executing it', async () => {
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    await page.goto('/sales');
    await page.getByRole('button', { name: 'Nueva venta' }).click();
    const created = page.getByRole('dialog', { name: 'Nueva venta' });
    await created.getByRole('combobox', { name: 'Cliente' }).fill('mariana');
    await page.getByRole('option', { name: /^MARIANA LÓPEZ PRUEBA/ }).click();
    await created.getByRole('button', { name: 'Crear venta' }).click();
    await page.waitForURL(/\/sales\/[A-Za-z0-9+/]+$/);
    await page.getByRole('heading', { name: 'Venta 1' }).waitFor();
    await page.getByText('Aún no hay productos en la venta. Elige uno de la lista.').waitFor();
    await page.getByText('2 productos', { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('aviador');
    await page.getByText('1 producto', { exact: true }).waitFor();
    const tooMany = await addLine('ARMAZÓN AVIADOR', '6');
    // A receptionist sells at the stock's price: no field to change it.
    await tooMany.getByText('Precio por pieza: $1,500.00').waitFor();
    expect(await tooMany.getByLabel('Precio por pieza').count()).toBe(0);
    await tooMany
      .getByText('La cantidad es mayor que las existencias del almacén.', { exact: true })
      .first()
      .waitFor();
    await expectAccessible(page);
    await tooMany.getByLabel('Cantidad').fill('2');
    await tooMany.getByRole('button', { name: 'Guardar' }).click();
    await tooMany.waitFor({ state: 'detached' });
    await page.getByText('$1,500.00 × 2 = $3,000.00').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('');
    await page.getByText('2 productos', { exact: true }).waitFor();
    await (await addLine('LENTE ANTIRREFLEJANTE', '1')).waitFor({ state: 'detached' });
    await page.getByText('$500.00 × 1 = $500.00').waitFor();
    await page.getByRole('combobox', { name: 'IVA', exact: true }).click();
    await page.getByRole('option', { name: '16 %' }).click();
    await figure('Total').filter({ hasText: '$4,060.00' }).waitFor();
    expect(await figure('Importe').textContent()).toBe('$3,500.00');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Pagos' }).click();
    await pay('EFECTIVO', '1160', '16 %');
    await page
      .getByRole('status', { name: 'Cálculo del pago' })
      .filter({ hasText: 'Base: $1,000.00 · IVA: $160.00 · Quedaría por pagar: $2,900.00' })
      .waitFor();
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await page.getByRole('gridcell', { name: '$1,160.00', exact: true }).waitFor();
    await page.getByText('ABONADO', { exact: true }).first().waitFor();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Venta' }).click();
    await page.getByRole('button', { name: 'Ejecutar' }).click();
    await page
      .getByRole('dialog', { name: 'Ejecutar venta' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await page.getByText('EJECUTADO', { exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'LENTE ANTIRREFLEJANTE' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Descuento' }).count()).toBe(0);
    expect(await figure('Restante').textContent()).toBe('$2,900.00');
    expect([await stockOf(frame), await stockOf(lens)]).toEqual([3, 9]);
    await expectAccessible(page);
  });

  it('takes the rest in two methods and prints the receipt', async () => {
    await page.getByRole('tab', { name: 'Pagos' }).click();
    await pay('TARJETA', '1740', '16 %');
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await notified(page, 'Pago registrado.');
    await figure('Restante').filter({ hasText: '$1,160.00' }).waitFor();
    await pay('EFECTIVO', null, '16 %');
    expect(await page.getByRole('textbox', { name: 'Monto recibido' }).inputValue()).toBe(
      '1,160.00',
    );
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await page.getByText('La venta está pagada por completo.').waitFor();
    await page.getByText('PAGADO', { exact: true }).first().waitFor();
    expect(await figure('Pagado').textContent()).toBe('$4,060.00');
    expect(await page.getByRole('gridcell', { name: 'PAGO', exact: true }).count()).toBe(3);
    await expectAccessible(page);

    // The browser does not keep a streamed response's body for the test: it is kept on its way.
    let pdf: Buffer = Buffer.alloc(0);
    await page.route('**/api/shoppings/getReceipt/*', async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    const [receipt, tab] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/shoppings/getReceipt/')),
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    expect(receipt.status()).toBe(200);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The receipt opens in a tab of its own, from the file fetched with the session's token.
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const file = path.join(folder, 'nota.pdf');
    writeFileSync(file, pdf);
    await expectFirstPageDrawn(file);
  });

  it('closes the register with a short count and reads the difference', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar caja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
    // Fondo $500.00 + the cash deposit $1,160.00 + the cash rest $1,160.00; the card does not count.
    await dialog.getByText('$2,820.00').first().waitFor();
    await dialog.getByLabel('Efectivo contado').fill('2800');
    await dialog.getByRole('status').filter({ hasText: 'Faltante $20.00' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar la caja?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const closed = page.getByRole('dialog', { name: 'Caja cerrada' });
    await closed.getByText('Efectivo contado: $2,800.00').waitFor();
    await closed.getByRole('status').filter({ hasText: 'Faltante $20.00' }).waitFor();
    await closed.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('banner').getByText('Caja cerrada').waitFor();
  });
});
