import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { payments } from '../apps/api/src/db/schema/sales.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { logIn, routeId } from './support/session.js';

/*
 * A receptionist's day at the counter (issues 21 and 37): the register opened from the top bar, a
 * sale for a patient, the list showing it NUEVO and PENDIENTE, a deposit typed as the amount the
 * patient handed over, and the day closed while those glasses wait for their lenses: the sale
 * listed with what it received, in the dialog and the corte de caja.
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
  const storageId = await seedStorage(database, branchId, 'BODEGA', { isDefault: true });
  const lens = (await seedProduct(database, { name: 'LENTE PROGRESIVO' })).id;
  await seedStock(database, storageId, lens, 5, '2000.00');
  await server.db.insert(paymentMethods).values({ name: 'EFECTIVO', isCash: true });
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

  it('takes a deposit as the amount the patient hands over, base and VAT shown', async () => {
    await page.goto(`/sales/${routeId(saleId)}`);
    await page
      .getByRole('list', { name: 'Productos disponibles' })
      .getByRole('button', { name: /^LENTE PROGRESIVO/ })
      .click();
    const line = page.getByRole('dialog', { name: 'Agregar a la venta' });
    await line.getByLabel('Cantidad').fill('1');
    await line.getByRole('button', { name: 'Guardar' }).click();
    await line.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'IVA', exact: true }).click();
    await page.getByRole('option', { name: '16 %' }).click();
    await page.getByText('$2,320.00').first().waitFor();

    await page.getByRole('tab', { name: 'Pagos' }).click();
    await page.getByRole('combobox', { name: 'Forma de pago' }).click();
    await page.getByRole('option', { name: 'EFECTIVO' }).click();
    // The sale's 16 % is the rate already chosen: the cashier types what she was handed.
    await page.getByRole('textbox', { name: 'Monto recibido' }).fill('2000');
    await page
      .getByRole('status', { name: 'Cálculo del pago' })
      .filter({ hasText: 'Base: $1,724.14 · IVA: $275.86 · Quedaría por pagar: $320.00' })
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await page.getByRole('gridcell', { name: '$2,000.00', exact: true }).waitFor();
    await page.getByText('ABONADO', { exact: true }).first().waitFor();
    const [payment] = await server.db
      .select({ amount: payments.amount, vat: payments.vat, total: payments.total })
      .from(payments)
      .where(eq(payments.saleId, saleId));
    expect(payment).toEqual({ amount: '1724.14', vat: '275.86', total: '2000.00' });
  });

  it('closes the day with the sale waiting for its lenses, listed with what it received', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar caja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
    // Fondo $500.00 + the $2,000.00 handed over: what the drawer holds.
    await dialog.getByText('$2,500.00').first().waitFor();
    const pending = dialog.getByRole('region', { name: '1 venta pendiente de entrega' });
    await pending.getByRole('link', { name: 'Venta 1' }).waitFor();
    await pending.getByText('Total $2,320.00 · recibido $2,000.00 · resta $320.00').waitFor();
    await dialog.getByLabel('Efectivo contado').fill('2500');
    await dialog.getByRole('status').filter({ hasText: 'Cuadra' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar la caja?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    // The toast, behind the closed register's dialog (the dialog hides the rest from the roles).
    await page.getByText('Caja cerrada: Cuadra').waitFor();
    const closed = page.getByRole('dialog', { name: 'Caja cerrada' });
    await closed.getByText('Efectivo contado: $2,500.00').waitFor();
    await closed.getByRole('region', { name: '1 venta pendiente de entrega' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      closed.getByRole('button', { name: 'Descargar corte de caja' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toContain('Ventas pendientes de entrega');
    expect(text).toContain('1 MARIANA LÓPEZ PRUEBA $2,320.00 $2,000.00 $320.00');
    await closed.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('banner').getByText('Caja cerrada').waitFor();
    // Still NUEVO, waiting: its rest is paid in whatever register is open then.
    await page.goto('/sales');
    const row = page.getByRole('row').filter({ hasText: 'MARIANA LÓPEZ PRUEBA' });
    await row.getByText('NUEVO', { exact: true }).waitFor();
    await row.getByText('ABONADO', { exact: true }).waitFor();
  });
});
