import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paymentMethods, products } from '../apps/api/src/db/schema/catalogue.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { runCancelStatus } from '../apps/api/src/modules/invoicing/invoice-cancel-status.job.js';
import { makeTestCsd } from '../apps/api/src/seed/demo-csd.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { cutTexts } from './support/layout.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { apiOf, executedSale, pay, tokenOf, type Api } from './support/counter-api.js';
import { logIn, logOut, notified, routeId } from './support/session.js';

/*
 * A CFDI from start to cancellation (docs/rules.md, Invoicing): the administrator registers the
 * issuer with a CSD and gives it to the branch; the receptionist invoices a paid sale of a patient
 * without fiscal data, filling it in the Facturar dialog, through the built-in test stamper, and
 * prints its PDF; the administrator cancels it (reason 02) in Facturas, told first that its
 * receiver must accept (EN PROCESO until the queue's status query), read at desktop and phone size.
 */

const ISSUER_RFC = 'EKU9003173C9';
const PATIENT = { rfc: 'VADA800927DJ3', name: 'DANIELA VÁZQUEZ AÑORVE', zipCode: '06600' };
const CASHIER = { email: 'rosa@optica.test', name: 'ROSA PRUEBA' };
const SHOTS = path.join(tmpdir(), 'iris', 'shots');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let saleId: number;
let uuid: string;
let csdPassword: string;
const folder = mkdtempSync(path.join(tmpdir(), 'iris-invoice-'));

let api: Api;

beforeAll(async () => {
  server = await startIrisServer();
  api = apiOf(server.url);
  const database = { db: server.db };
  branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  await seedUser(database, { email: CASHIER.email, role: 'receptionist', branchId, name: 'ROSA' });
  const storageId = await seedStorage(database, branchId, 'BODEGA', { isDefault: true });
  const frame = (await seedProduct(database, { name: 'ARMAZÓN AVIADOR' })).id;
  await seedStock(database, storageId, frame, 5, '2440.00');
  await server.db
    .update(products)
    .set({ satProductKey: '42142903', satUnitKey: 'H87' })
    .where(eq(products.id, frame));
  const [card] = await server.db
    .insert(paymentMethods)
    .values({ name: 'TARJETA', isCash: false, satPaymentForm: '04' })
    .returning({ id: paymentMethods.id });
  const patient = await seedCustomer(database, branchId, { name: 'DANIELA', paternal: 'VÁZQUEZ' });

  // The sale at the counter is the sales tests'; here it is made, executed and paid by card.
  const cashier = await tokenOf(api, CASHIER.email, TEST_PASSWORD);
  await api(cashier, 'POST', 'audit/open', { openAmount: 500 });
  saleId = await executedSale(api, cashier, { customer: patient, product: frame, time: '10:15' });
  await pay(api, cashier, saleId, card!.id, '2830.40');

  const csd = makeTestCsd({ rfc: ISSUER_RFC });
  csdPassword = csd.password;
  writeFileSync(path.join(folder, 'csd.cer'), csd.certificate);
  writeFileSync(path.join(folder, 'csd.key'), csd.key);
  mkdirSync(SHOTS, { recursive: true });
  // The front desk's computer is in the clinic: its clock reads the clinic's time.
  browser = await openBrowser(server.url, { timezoneId: 'America/Mexico_City' });
  page = browser.page;
  await page.setViewportSize(DESKTOP);
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The dialog's file input for the CSD's .cer or .key (a hidden input inside its button). */
const fileInput = (index: number) =>
  page.getByRole('dialog').locator('input[type=file]').nth(index);

describe('invoicing a sale', () => {
  it('lets the administrator register the issuer, its CSD and the branch that invoices with it', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto('/fiscalIssuers');
    await page.getByRole('button', { name: 'Nuevo emisor' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo emisor' });
    await form.getByLabel('RFC').fill(ISSUER_RFC);
    await form.getByLabel('Razón social').fill('ESCUELA KEMPER URGATE');
    await form.getByLabel('Régimen fiscal').click();
    await page.getByRole('option', { name: /^601/ }).click();
    await form.getByLabel('Serie').fill('F');
    await form.getByLabel('Periodicidad de la factura global').click();
    await page.getByRole('option', { name: /^01/ }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Subir CSD de ESCUELA KEMPER URGATE' }).click();
    await fileInput(0).setInputFiles(path.join(folder, 'csd.cer'));
    await fileInput(1).setInputFiles(path.join(folder, 'csd.key'));
    await page.getByRole('dialog').getByLabel('Contraseña de la llave privada').fill(csdPassword);
    await page.getByRole('dialog').getByRole('button', { name: 'Subir' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: '30001000000300023708' }).waitFor();

    await page.goto(`/branches/edit/${routeId(branchId)}`);
    await page.getByRole('button', { name: 'Editar sucursal' }).click();
    await page.getByRole('combobox', { name: 'Emisor fiscal' }).click();
    await page.getByRole('option', { name: 'ESCUELA KEMPER URGATE' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Registro actualizado correctamente.');
    await logOut(page);
  });

  it('lets the receptionist fill the missing fiscal data and invoice the paid sale', async () => {
    await logIn(page, CASHIER.email, TEST_PASSWORD, CASHIER.name);
    await page.goto(`/sales/${routeId(saleId)}`);
    await page.getByRole('button', { name: 'Facturar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Facturar la venta 1' });
    await dialog.getByText(/Faltan datos fiscales del paciente/).waitFor();
    await dialog.getByText('PUE — Pago en una sola exhibición').waitFor();
    await dialog.getByText('$2,830.40').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('RFC').fill(PATIENT.rfc);
    await dialog.getByLabel(/^Nombre o razón social/).fill(PATIENT.name);
    await dialog.getByLabel('Régimen fiscal').click();
    await page.getByRole('option', { name: /^605/ }).click();
    await dialog.getByLabel('Uso del CFDI').click();
    await page.getByRole('option', { name: /^D01/ }).click();
    await dialog.getByText(/solo si los pagó con tarjeta o transferencia/).waitFor();
    await dialog.getByLabel('Código postal fiscal').fill(PATIENT.zipCode);
    await dialog.getByLabel('Correo para facturas').fill('daniela.factura@correo.test');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(SHOTS, 'facturar-telefono.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Facturar' }).click();
    await notified(page, 'Factura timbrada.');
    await dialog.waitFor({ state: 'detached' });

    const panel = page.getByRole('region', { name: 'Factura' });
    await panel.getByText('VIGENTE').waitFor();
    await panel.getByText('SIN VALIDEZ FISCAL').waitFor();
    await panel.getByText('F-1', { exact: true }).waitFor();
    uuid = (await panel.getByText(/^[0-9A-F]{8}-[0-9A-F-]{27}$/).textContent()) ?? '';
    expect(uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(await page.getByRole('button', { name: 'Facturar' }).count()).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'venta-facturada.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await page.screenshot({
      path: path.join(SHOTS, 'venta-facturada-telefono.png'),
      fullPage: true,
    });
    await page.setViewportSize(DESKTOP);
  });

  it('prints the PDF, with the UUID and the test stamper’s warning', async () => {
    // The browser does not keep a streamed response's body for the test: it is kept on its way.
    let pdf: Buffer = Buffer.alloc(0);
    await page.route('**/api/invoices/getPdf/*', async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    const [answer, tab] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/invoices/getPdf/')),
      page.context().waitForEvent('page'),
      page.getByRole('region', { name: 'Factura' }).getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    const file = path.join(folder, 'factura.pdf');
    writeFileSync(file, pdf);
    await expectFirstPageDrawn(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(uuid);
    expect(text).toContain('SIN VALIDEZ FISCAL');
    const shot = path.join(SHOTS, 'factura-pdf');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, shot]);
    await logOut(page);
  });

  it('lets the administrator cancel it in Facturas, read at desktop and phone size', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.getByRole('navigation').getByRole('link', { name: 'Facturas' }).click();
    await page.getByRole('heading', { name: 'Facturas' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'F-1' });
    await row.getByText('VIGENTE').waitFor();
    await row.getByText('SIN VALIDEZ FISCAL').waitFor();
    await row.getByRole('link', { name: 'Venta 1' }).waitFor();
    await row.getByText(PATIENT.rfc).waitFor();
    await row.getByText('$2,830.40').waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'facturas-escritorio.png'), fullPage: true });

    await page.getByRole('button', { name: 'Factura global' }).click();
    const global = page.getByRole('dialog', { name: 'Factura global' });
    await global.getByLabel('Sucursal').click();
    await page.getByRole('option', { name: 'SUCURSAL CHAPULTEPEC' }).click();
    // The issuer's periodicity is daily: yesterday is the last closed period.
    await global.getByText(/^Periodicidad diaria: el último periodo cerrado es del/).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'factura-global.png') });
    await global.getByRole('button', { name: 'Cancelar' }).click();
    await global.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Acciones de la factura F-1' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar el CFDI F-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar el CFDI F-1' });
    await dialog.getByLabel('Motivo de cancelación').click();
    // Reason 04 is a global invoice's only.
    expect(await page.getByRole('option').allTextContents()).toEqual([
      '01 — Comprobante emitido con errores con relación',
      '02 — Comprobante emitido con errores sin relación',
      '03 — No se llevó a cabo la operación',
    ]);
    await page.getByRole('option', { name: /^02/ }).click();
    await dialog.getByText(/La venta queda sin factura y puede facturarse de nuevo/).waitFor();
    // $2,830.40 to a patient: the receiver must accept, and the dialog says so before asking.
    await dialog.getByText(/^El receptor debe aceptar esta cancelación/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar CFDI' }).click();
    await page
      .getByRole('dialog', { name: '¿Cancelar el CFDI F-1?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await notified(
      page,
      'Cancelación solicitada: el receptor tiene 3 días hábiles para aceptarla o rechazarla; si no responde, el SAT la da por aceptada.',
    );
    await row.getByText('EN PROCESO').waitFor();
    // The queue's next status query: the test stamper's receiver has accepted.
    expect(await runCancelStatus(server.app)).toMatchObject({ cancelled: 1 });
    await page.reload();
    await row.getByText('CANCELADA').waitFor();
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await row.getByText('CANCELADA').waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'facturas-telefono.png'), fullPage: true });
    await row.getByRole('button', { name: 'Acciones de la factura F-1' }).click();
    // A cancelled CFDI is not cancelled again.
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Descargar el XML de F-1',
      'Ver el PDF de F-1',
      'Enviar de nuevo F-1',
    ]);
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'facturas-menu-telefono.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  });

  it('leaves the sale to be invoiced again, with the fiscal data now on the patient’s record', async () => {
    const row = page.getByRole('row').filter({ hasText: 'F-1' });
    await row.getByRole('link', { name: 'Venta 1' }).click();
    await page.getByRole('heading', { name: 'Venta 1' }).waitFor();
    await page.getByRole('button', { name: 'Facturar' }).click();
    expect(await page.getByRole('region', { name: 'Factura' }).count()).toBe(0);
    const dialog = page.getByRole('dialog', { name: 'Facturar la venta 1' });
    await dialog.getByText(PATIENT.rfc).waitFor();
    await dialog.getByRole('button', { name: 'Corregir datos fiscales' }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'facturar-datos-completos.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
