import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { callIris, logInTo } from './support/iris-process.js';
import { startIrisServer } from './support/iris-server.js';
import { logIn } from './support/session.js';

/*
 * A receptionist's day at the counter (issue 21): the register opened from the top bar, a sale
 * for a patient, the list showing it NUEVO and PENDIENTE, a register that will not close while
 * that sale is still NUEVO, and closes once it is not, with its corte de caja.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let saleId: number;

const shownToday = () => new Date().toLocaleDateString('en-CA').split('-').reverse().join('/');

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  await seedCustomer(database, branchId, { name: 'MARIANA', paternal: 'LÓPEZ' });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

describe('the sales list and the cash register', () => {
  it('opens the register from the top bar, sells to a patient and lists the sale', async () => {
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    await page.goto('/sales');
    const bar = page.getByRole('banner');
    await bar.getByText('Caja cerrada').waitFor();
    await page.getByText('Aún no hay ventas. Registra la primera con «Nueva venta».').waitFor();
    await expectAccessible(page);

    await bar.getByRole('button', { name: 'Abrir caja' }).click();
    const opening = page.getByRole('dialog', { name: 'Abrir caja' });
    // A receptionist opens her own branch's register: no branch to choose.
    expect(await opening.getByLabel('Sucursal').count()).toBe(0);
    await opening.getByLabel('Fondo inicial').fill('500');
    await opening.getByRole('button', { name: 'Abrir caja' }).click();
    await opening.waitFor({ state: 'detached' });
    const line = bar.getByText(/^Caja abierta · /);
    await line.waitFor();
    // The opening's date and time are the clinic's clock (the database's time zone).
    expect(await line.textContent()).toMatch(
      /^Caja abierta · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · ROSA PRUEBA PRUEBA · fondo \$500\.00$/,
    );

    await page.getByRole('button', { name: 'Nueva venta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva venta' });
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill('mariana');
    await page.getByRole('option', { name: /^MARIANA LÓPEZ PRUEBA/ }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Crear venta' }).click();
    await page.waitForURL(/\/sales\/[A-Za-z0-9+/]+$/);
    const encoded = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    saleId = Number(Buffer.from(encoded, 'base64').toString());
    expect(saleId).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL(/\/sales$/);
    const row = page.getByRole('row').filter({ hasText: 'MARIANA LÓPEZ PRUEBA' });
    await row.getByRole('link', { name: 'Abrir la venta 1' }).waitFor();
    await row.getByText('NUEVO', { exact: true }).waitFor();
    await row.getByText('PENDIENTE', { exact: true }).waitFor();
    await row.getByRole('gridcell', { name: shownToday() }).waitFor();
    await row.getByRole('gridcell', { name: 'ROSA PRUEBA PRUEBA' }).waitFor();
    await expectAccessible(page);
  });

  it('shows the summary before closing and refuses while a sale is still NUEVO', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar caja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
    await dialog.getByText('Efectivo esperado').waitFor();
    await dialog.getByText('Ventas en NUEVO').waitFor();
    await dialog.getByLabel('Efectivo contado').fill('480');
    await dialog.getByRole('status').filter({ hasText: 'Faltante $20.00' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar la caja?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await dialog.getByText(/hay ventas en estado NUEVO \(folios 1\)/).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('banner')
      .getByText(/^Caja abierta · /)
      .waitFor();
  });

  it('closes once the sale is cancelled, with the difference and the corte de caja', async () => {
    const token = await logInTo({ baseUrl: server.url }, 'rosa@optica.test', TEST_PASSWORD);
    const cancelled = await callIris(
      { baseUrl: server.url },
      'PUT',
      `/api/shoppings/cancel/${saleId}`,
      {
        token,
      },
    );
    expect(cancelled.status).toBe(200);

    await page.getByRole('button', { name: 'Cerrar caja' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
    await dialog.getByLabel('Efectivo contado').fill('512.5');
    await dialog.getByRole('status').filter({ hasText: 'Sobrante $12.50' }).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar la caja?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const closed = page.getByRole('dialog', { name: 'Caja cerrada' });
    await closed.getByText('Efectivo contado: $512.50').waitFor();
    await closed.getByRole('status').filter({ hasText: 'Sobrante $12.50' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      closed.getByRole('button', { name: 'Descargar corte de caja' }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await closed.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('banner').getByText('Caja cerrada').waitFor();
  });
});
