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
let customerPath = '';
let secondCustomer = 0;
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
  customerPath = `/customers/index/${routeId(patient)}?tab=prescriptions`;
  secondCustomer = await seedCustomer(database, branch.id, { name: 'MARIO', paternal: 'SOTO' });
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
    await page.goto(customerPath);
    await page.getByRole('tab', { name: 'Graduación', selected: true }).waitFor();
    await page
      .getByRole('gridcell', { name: 'OD -2.25 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .waitFor();
    await page.getByRole('button', { name: 'Nueva graduación' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva graduación' });
    const od = dialog.getByRole('group', { name: 'Ojo derecho (OD)' });
    // The right eye's sphere has the focus; along the row: sphere, cylinder, axis, add, prism,
    // its base (there without a prism too), PD, acuity without and with correction.
    await expect
      .poll(() => od.getByLabel('Esfera').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await typeAndTab('-2.5', '-0.75', '180', '', '', '', '31.5', '200', '20');
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
    await notified(page, 'Graduación registrada.');
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
    await page.goto(customerPath);
    await page
      .getByRole('gridcell', { name: 'OD -2.50 -0.75 × 180 / OI -1.75 -0.50 × 180' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Nueva graduación' }).count()).toBe(0);
  });
});

/** Whether the field with this label, in this part of the page, has the focus. */
const hasFocus = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByLabel(label, { exact: true }).evaluate((e) => e === document.activeElement);

describe('a graduación typed from the keyboard alone', () => {
  it('keeps every field in the Tab order, a wrong cylinder too, and stores what was typed', async () => {
    await logOut(page);
    await logIn(page, 'ana@optica.test', TEST_PASSWORD, 'ANA PRUEBA');
    await page.goto(`/customers/index/${routeId(secondCustomer)}?tab=prescriptions`);
    await page.getByRole('tab', { name: 'Graduación', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Nueva graduación' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva graduación' });
    const od = dialog.getByRole('group', { name: 'Ojo derecho (OD)' });
    const oi = dialog.getByRole('group', { name: 'Ojo izquierdo (OI)' });
    await expect.poll(() => hasFocus(od, 'Esfera')).toBe(true);
    // A cylinder off its step: said on the field, and the axis is still the next stop.
    await typeAndTab('-2.5', '-.8');
    await od.getByText('Debe ser de -10.00 a +10.00 en pasos de 0.25').waitFor();
    await expect.poll(() => hasFocus(od, 'Eje')).toBe(true);
    // Back to it; Chromium selects a value reached by Tab, so the correction replaces it.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => hasFocus(od, 'Cilindro')).toBe(true);
    await typeAndTab('-.75');
    await od
      .getByText('Debe ser de -10.00 a +10.00 en pasos de 0.25')
      .waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(od, 'Eje')).toBe(true);
    // Axis, add, prism, its base (N: Nasal), PD, acuity without and with correction.
    await typeAndTab('180', '+1,75', '.5', 'n', '31,5', '200', '20');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Copiar OD a OI');
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(oi, 'Esfera')).toBe(true);
    // No prism on the left eye: its base is passed over with Tab, still a stop of its own.
    await typeAndTab('-2.25', '-0,5', '5', '+1.75', '', '', '30', '100', '25');
    await expect.poll(() => hasFocus(dialog, 'Observaciones (opcional)')).toBe(true);
    await typeAndTab('Control anual', '');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Guardar');
    await page.keyboard.press('Enter');
    await notified(page, 'Graduación registrada.');
    await page
      .getByRole('gridcell', { name: 'OD -2.50 -0.75 × 180 / OI -2.25 -0.50 × 5 ADD +1.75' })
      .waitFor();

    // Every value as the API answers it: what each field was given, none shifted to the next.
    const token = await page.evaluate(() => localStorage.getItem('iris.token'));
    const response = await fetch(`${server.url}/api/prescriptions/getTable`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ rowsPerPage: 50, filters: { customerId: secondCustomer } }),
    });
    const { items } = ((await response.json()) as { data: { tableData: { items: unknown[] } } })
      .data.tableData;
    const none = { baseCurve: null, diameter: null };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'LENTES',
      notes: 'Control anual',
      od: {
        ...{ sphere: -2.5, cylinder: -0.75, axis: 180, add: 1.75, prism: 0.5, prismBase: 'NASAL' },
        ...{ pd: 31.5, vaSc: '20/200', vaCc: '20/20', ...none },
      },
      oi: {
        ...{ sphere: -2.25, cylinder: -0.5, axis: 5, add: 1.75, prism: null, prismBase: null },
        ...{ pd: 30, vaSc: '20/100', vaCc: '20/25', ...none },
      },
    });
  });
});
