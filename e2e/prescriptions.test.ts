import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { prescriptions } from '../apps/api/src/db/schema/prescriptions.schema.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { pdfText } from '../apps/api/src/testing/pdf-text.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { logIn, logOut, notified, routeId } from './support/session.js';

/*
 * Issue 23: a doctor writes a patient's graduación from the keyboard alone, sees it beside the
 * previous one with what changed, and prints the receta; the receptionist reads it to sell lenses.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let patientPath = '';
const folder = mkdtempSync(path.join(tmpdir(), 'iris-receta-'));

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const { branch } = await seedBranch(database, 'SUCURSAL PROVIDENCIA');
  const doctor = await seedUser(database, {
    email: 'ana@optica.test',
    role: 'doctor',
    branchId: branch.id,
    name: 'ANA',
  });
  await server.db.update(users).set({ professionalLicense: '7654321' }).where(eq(users.id, doctor));
  await seedUser(database, {
    email: 'luis@optica.test',
    role: 'receptionist',
    branchId: branch.id,
    name: 'LUIS',
  });
  const patient = await seedCustomer(database, branch.id, { name: 'JULIA', paternal: 'ROBLES' });
  // Her glasses of two years ago: the one the new graduación is compared with.
  await server.db.insert(prescriptions).values({
    customerId: patient,
    doctorId: doctor,
    date: '2024-11-20',
    kind: 'LENTES',
    odSphere: '-2.25',
    odCylinder: '-0.75',
    odAxis: 180,
    oiSphere: '-1.75',
    oiCylinder: '-0.50',
    oiAxis: 180,
  });
  patientPath = `/customers/index/${routeId(patient)}?tab=prescriptions`;
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Types into the focused field, then Tab: the doctor's hands never leave the keyboard. */
async function typeAndTab(...values: string[]) {
  for (const value of values) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

describe('a patient’s graduación', () => {
  it('is written from the keyboard, a plus cylinder shown as it will be saved', async () => {
    await logIn(page, 'ana@optica.test', TEST_PASSWORD, 'ANA PRUEBA');
    await page.goto(patientPath);
    await page.getByRole('tab', { name: 'Graduación', selected: true }).waitFor();
    await page
      .getByRole('gridcell', { name: 'OD -2.25 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .waitFor();
    await page.getByRole('button', { name: 'Nueva graduación' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva graduación' });
    const od = dialog.getByRole('group', { name: 'Ojo derecho (OD)' });
    // The right eye's sphere has the focus; along the row: sphere, cylinder, axis, add, prism
    // (no base without a prism), PD, acuity without and with correction.
    await expect
      .poll(() => od.getByLabel('Esfera').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await typeAndTab('-2.5', '-0.75', '180', '', '', '31.5', '200', '20');
    await expect(od.getByLabel('Esfera').inputValue()).resolves.toBe('-2.50');
    // "Copiar OD a OI", then the left eye, its values copied and typed over.
    await page.keyboard.press('Enter');
    const oi = dialog.getByRole('group', { name: 'Ojo izquierdo (OI)' });
    await expect(oi.getByLabel('Esfera').inputValue()).resolves.toBe('-2.50');
    await page.keyboard.press('Tab');
    await typeAndTab('-2.25', '+0.50', '90');
    await oi
      .getByRole('status')
      .filter({ hasText: 'Se guardará como: -1.75 -0.50 × 180' })
      .waitFor();
    // An axis off its range is refused on its field, and nothing is saved.
    await oi.getByLabel('Eje').fill('181');
    await page.keyboard.press('Tab');
    await oi
      .getByText('El eje es un número entero de 1 a 180 y se requiere con cilindro')
      .waitFor();
    await expectAccessible(page);
    await oi.getByLabel('Eje').fill('90');
    await oi.getByLabel('Eje').focus();
    await page.keyboard.press('Enter');
    await notified(page, 'Registro creado');
    await page
      .getByRole('gridcell', { name: 'OD -2.50 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .waitFor();
    // Kept in minus cylinder, with what was typed on the right eye copied to the left.
    const [stored] = await server.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.odSphere, '-2.50'));
    expect(stored).toMatchObject({
      odCylinder: '-0.75',
      odAxis: 180,
      odPd: '31.5',
      odVaSc: 200,
      odVaCc: 20,
      oiSphere: '-1.75',
      oiCylinder: '-0.50',
      oiAxis: 180,
      oiPd: '31.5',
    });
  });

  it('shows what changed since the previous one, and prints the receta', async () => {
    await page
      .getByRole('gridcell', { name: 'OD -2.50 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('OD esfera -2.25 → -2.50').waitFor();
    expect(await dialog.getByText('OI esfera').count()).toBe(0);
    await expectAccessible(page);
    let pdf: Buffer = Buffer.alloc(0);
    await page.route('**/api/prescriptions/getPdf/*', async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/prescriptions/getPdf/')),
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Imprimir receta' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('JULIA ROBLES');
    expect(text).toContain('7654321');
    expect(text).toContain('-2.50');
    const file = path.join(folder, 'receta.pdf');
    writeFileSync(file, pdf);
    await expectFirstPageDrawn(file);
  });

  it('is read by the receptionist, who cannot write one', async () => {
    await page.keyboard.press('Escape');
    await logOut(page);
    await logIn(page, 'luis@optica.test', TEST_PASSWORD, 'LUIS PRUEBA');
    await page.goto(patientPath);
    await page
      .getByRole('gridcell', { name: 'OD -2.50 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Nueva graduación' }).count()).toBe(0);
  });
});
