import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seedProduct, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { logIn, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let main: number;
let counter: number;

const storagePage = (storageId: number, tab: 'stock' | 'movements') =>
  `/storages/${routeId(storageId)}/${routeId(branchId)}?tab=${tab}`;

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  branchId = (await seedBranch(database, 'SUCURSAL ÓPTICA')).branch.id;
  main = await seedStorage(database, branchId, 'BODEGA PRINCIPAL');
  counter = await seedStorage(database, branchId, 'MOSTRADOR');
  await seedProduct(database, { name: 'ARMAZÓN AVIADOR' });
  await seedUser(database, {
    email: 'doctora@optica.test',
    role: 'doctor',
    branchId,
    name: 'LAURA',
  });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

async function choose(dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** From a storage's movements tab: a new movement of this type, landing on its page. */
async function newMovement(storageId: number, type: string, origin?: string) {
  await page.goto(storagePage(storageId, 'movements'));
  await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
  const dialog = page.getByRole('dialog');
  await choose(dialog, 'Tipo', type);
  if (origin) await choose(dialog, 'Almacén de origen', origin);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL('**/movement/**');
  await page.getByText('Este movimiento aún no tiene productos. Agrega el primero.').waitFor();
}

async function addLine(qty: string, price?: string) {
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  const dialog = page.getByRole('dialog');
  await choose(dialog, 'Categoría', /^CATEGORÍA/);
  await choose(dialog, 'Subcategoría', /^SUBCATEGORÍA/);
  await choose(dialog, 'Producto', 'ARMAZÓN AVIADOR');
  await dialog.getByLabel('Cantidad').fill(qty);
  if (price !== undefined) await dialog.getByLabel('Precio').fill(price);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

async function execute() {
  await page.getByRole('button', { name: 'Ejecutar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  await page.getByText('EJECUTADO', { exact: true }).waitFor();
  await page.getByText('Este movimiento ya no admite cambios.').waitFor();
}

/** The stock tab of a storage shows the product with this quantity and price. */
async function expectStock(storageId: number, qty: string, price: string) {
  await page.goto(storagePage(storageId, 'stock'));
  const row = page.getByRole('row').filter({ hasText: 'ARMAZÓN AVIADOR' });
  await row.getByRole('gridcell', { name: qty, exact: true }).waitFor();
  await row.getByRole('gridcell', { name: price, exact: true }).waitFor();
}

describe('the inventory', () => {
  it('takes an entry, a transfer to another storage and refuses an exit above the stock', async () => {
    await logIn(page, 'doctora@optica.test', TEST_PASSWORD, 'LAURA PRUEBA');
    await page.goto(storagePage(main, 'stock'));
    await page.getByText('Este almacén aún no tiene existencias.', { exact: false }).waitFor();
    await expectAccessible(page);

    await newMovement(main, 'ENTRADA');
    await expectAccessible(page);
    const entry = await addLine('10', '1500');
    await entry.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: '$1,500.00' }).waitFor();
    await execute();
    await expectAccessible(page);
    await expectStock(main, '10', '$1,500.00');

    await newMovement(counter, 'TRASPASO', 'BODEGA PRINCIPAL');
    await page.getByText(/TRASPASO \(ENTRADA\)/).waitFor();
    await page.getByRole('button', { name: 'Agregar producto' }).click();
    const dialog = page.getByRole('dialog');
    await choose(dialog, 'Categoría', /^CATEGORÍA/);
    await choose(dialog, 'Subcategoría', /^SUBCATEGORÍA/);
    await choose(dialog, 'Producto', 'ARMAZÓN AVIADOR');
    await dialog.getByText('Disponible en el almacén de origen: 10').waitFor();
    await dialog.getByLabel('Cantidad').fill('4');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await execute();
    await expectStock(counter, '4', '$1,500.00');
    await expectStock(main, '6', '$1,500.00');
    await page.goto(storagePage(main, 'movements'));
    await page.getByRole('gridcell', { name: 'TRASPASO (SALIDA)' }).waitFor();

    await newMovement(counter, 'SALIDA');
    const exit = await addLine('5');
    await exit.getByText('La cantidad es mayor que las existencias del almacén.').first().waitFor();
    await notified(page, 'La cantidad es mayor que las existencias del almacén.');
    await expectAccessible(page);
    await exit.getByRole('button', { name: 'Cancelar' }).click();
    await expectStock(counter, '4', '$1,500.00');
  });

  it('refuses a quantity of 2.5 with a message and takes a price written 1,229.00', async () => {
    await newMovement(main, 'ENTRADA');
    const refused = await addLine('2.5', '1,229.00');
    await refused.getByText('El campo debe ser un número entero').waitFor();
    // As typed, not quietly turned into 25.
    expect(await refused.getByLabel('Cantidad').inputValue()).toBe('2.5');
    await expectAccessible(page);
    await refused.getByLabel('Cantidad').fill('tres');
    await refused.getByRole('button', { name: 'Guardar' }).click();
    await refused.getByText('El campo es numérico').waitFor();
    await refused.getByRole('button', { name: 'Cancelar' }).click();
    await refused.waitFor({ state: 'detached' });
    await page.getByText('Este movimiento aún no tiene productos. Agrega el primero.').waitFor();

    const priced = await addLine('3', '1,229.00');
    await priced.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: '$1,229.00' }).waitFor();
    await page.getByRole('gridcell', { name: '3', exact: true }).waitFor();
    // Editing it shows the price the way Iris writes it.
    await page.getByRole('button', { name: 'Editar ARMAZÓN AVIADOR' }).click();
    const editing = page.getByRole('dialog');
    expect(await editing.getByLabel('Precio').inputValue()).toBe('1,229.00');
    await expectAccessible(page);
    await editing.getByRole('button', { name: 'Cancelar' }).click();
  });
});
