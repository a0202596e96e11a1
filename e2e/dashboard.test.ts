import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { storages } from '../apps/api/src/db/schema/inventory.schema.js';
import { seedSalesHistory } from '../apps/api/src/testing/seed-dashboard.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import {
  seedAppointmentType,
  seedCustomer,
  seedEvent,
} from '../apps/api/src/testing/seed-records.js';
import { seedAudit } from '../apps/api/src/testing/seed-sales.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { callIris, logInTo, ROOT } from './support/iris-process.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut } from './support/session.js';

/*
 * The page everyone lands on (issue 22): a receptionist opens her register from the dashboard's
 * tile, makes a sale, and finds it in today's sales and payments and in the last 30 days' chart;
 * the administrator sees every branch or one. Walked at desktop and phone size, screenshots kept
 * under bench/results/dashboard-screens (not committed) for a look.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let frame: number;
let card: number;
const SHOTS = path.join(ROOT, 'bench/results/dashboard-screens');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Today on the clinic's calendar (the server's TIME_ZONE, Mexico City by default). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
const shown = (date: string) => date.split('-').reverse().join('/');

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const storageId = await seedStorage(database, branchId, 'MOSTRADOR');
  await server.db.update(storages).set({ isDefault: true }).where(eq(storages.id, storageId));
  frame = (await seedProduct(database, { name: 'ARMAZÓN AVIADOR' })).id;
  await seedStock(database, storageId, frame, 5, '1500.00');
  const solution = (await seedProduct(database, { name: 'SOLUCIÓN MULTIUSO' })).id;
  await seedStock(database, storageId, solution, 2, '180.00');
  const [cash, cardMethod] = await server.db
    .insert(paymentMethods)
    .values([
      { name: 'EFECTIVO', isCash: true },
      { name: 'TARJETA', isCash: false },
    ])
    .returning({ id: paymentMethods.id });
  card = cardMethod!.id;
  const rosa = await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  await seedCustomer(database, branchId, { name: 'MARIANA', paternal: 'LÓPEZ' });

  // Today's appointments, one with a patient and a doctor.
  const typeId = await seedAppointmentType(database, 'CONSULTA');
  const patient = await seedCustomer(database, branchId, { name: 'LUCÍA', paternal: 'MEDINA' });
  const doctor = await seedUser(database, {
    email: 'doctora@optica.test',
    role: 'doctor',
    branchId,
    name: 'ELENA',
  });
  for (const time of ['09:00', '12:30', '18:00']) {
    await seedEvent(database, branchId, typeId, `${today()} ${time}`);
  }
  await server.db
    .update(calendarEvents)
    .set({ customerId: patient, doctorId: doctor })
    .where(sql`${calendarEvents.branchId} = ${branchId} and ${calendarEvents.startTime} = '12:30'`);

  // A second branch with a month and more of sales behind it, for the administrator's view.
  const other = (await seedBranch(database, 'SUCURSAL ANDARES')).branch.id;
  const seller = await seedUser(database, {
    email: 'ventas@andares.test',
    role: 'receptionist',
    branchId: other,
  });
  await seedSalesHistory(database, {
    branchId: other,
    auditId: await seedAudit(database, other),
    customerId: await seedCustomer(database, other),
    userId: seller,
    methods: [cash!.id, card],
    day: today(),
    days: 40,
    seed: 22,
    firstSerial: 1,
  });
  expect(rosa).toBeGreaterThan(0);
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const tile = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** Both sizes, each scrolled to the charts so that they load and are in the picture. */
async function walk(name: string) {
  for (const [size, viewport] of [
    ['escritorio', DESKTOP],
    ['telefono', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await tile('Ventas de los últimos 30 días').scrollIntoViewIfNeeded();
    await tile('Ventas de los últimos 30 días').locator('svg').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the dashboard', () => {
  it("shows a receptionist's sale in today's tiles and in the chart", async () => {
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    await page.getByText(`Hoy, ${shown(today())}`).waitFor();
    await tile('Ventas de hoy').getByText('Aún no hay ventas hoy.').waitFor();
    const appointments = tile('Citas de hoy');
    await appointments.getByText(/^3 citas/).waitFor();
    await appointments.getByText('LUCÍA MEDINA PRUEBA').waitFor();
    await appointments.getByText(/CONSULTA \d+ · ELENA PRUEBA PRUEBA/).waitFor();
    await tile('Existencias bajas').getByText('SOLUCIÓN MULTIUSO').waitFor();
    await expectAccessible(page);

    // The register tile asks the top bar's register for its dialog.
    await tile('Caja').getByText('Caja cerrada').waitFor();
    await tile('Caja').getByRole('button', { name: 'Abrir caja' }).click();
    const opening = page.getByRole('dialog', { name: 'Abrir caja' });
    await opening.getByLabel('Fondo inicial').fill('500');
    await opening.getByRole('button', { name: 'Abrir caja' }).click();
    await opening.waitFor({ state: 'detached' });
    await tile('Caja').getByText('Caja abierta').waitFor();
    await tile('Caja').getByText('Por ROSA PRUEBA PRUEBA · fondo $500.00').waitFor();

    // A sale made meanwhile (by the API, as the counter's screen would): two frames, paid in two.
    const token = await logInTo({ baseUrl: server.url }, 'rosa@optica.test', TEST_PASSWORD);
    const customers = await callIris<{ data: { id: number }[] }>(
      { baseUrl: server.url },
      'GET',
      `/api/customers/getCustomersOptions/${branchId}?search=MARIANA`,
      { token },
    );
    const customerId = customers.body.data.data[0]!.id;
    const call = (method: string, url: string, body: unknown) =>
      callIris<{ data: { id: number } }>({ baseUrl: server.url }, method, url, { token, body });
    const sale = await call('POST', '/api/shoppings/create', {
      customer: { id: customerId },
      date: today(),
      time: '10:15',
    });
    expect(sale.status).toBe(201);
    const saleId = sale.body.data.data.id;
    const line = { shopping: { id: saleId }, product: { id: frame }, qty: 2 };
    expect((await call('POST', '/api/shopping-details/create', line)).status).toBe(201);
    expect((await call('PUT', '/api/shoppings/executed', { id: saleId })).status).toBe(200);
    for (const [method, amount] of [
      [card, '2000.50'],
      [card, '999.50'],
    ] as const) {
      const paid = await call('POST', '/api/payments/create', {
        shopping: { id: saleId },
        method: { id: method },
        amount,
        vat_rate: 0,
      });
      expect(paid.status).toBe(201);
    }

    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.reload();
    const sales = tile('Ventas de hoy');
    await sales.getByText('$3,000.00').waitFor();
    await sales.getByText('1 venta', { exact: true }).waitFor();
    const payments = tile('Pagos de hoy');
    await payments.getByText('2 pagos').waitFor();
    await payments.getByText('TARJETA').waitFor();
    // Five in stock, two sold: three left, at the threshold.
    await tile('Existencias bajas').getByText('ARMAZÓN AVIADOR').waitFor();

    const chart = tile('Ventas de los últimos 30 días');
    await chart.scrollIntoViewIfNeeded();
    await chart.getByText(/^\$3,000\.00 en 1 venta, del \d{2}\/\d{2}\/\d{4} al /).waitFor();
    // Thirty days, one bar each; today's (the last) is the only one drawn with a height.
    const bars = chart.locator('svg .MuiBarChart-element');
    await expect.poll(() => bars.count()).toBe(30);
    const heights = await bars.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    expect(heights.slice(0, 29).every((height) => height < 1)).toBe(true);
    expect(heights[29]).toBeGreaterThan(10);
    await tile('Pagos por método').getByText('TARJETA (100 %)').waitFor();

    await sales.getByRole('link').click();
    await page.waitForURL(/\/sales$/);
    await page.goBack();
    await tile('Citas de hoy').getByRole('link', { name: 'LUCÍA MEDINA PRUEBA' }).click();
    await page.waitForURL(/\/branches\/edit\/.+\?tab=calendar&view=day&date=/);
    expect(new URL(page.url()).searchParams.get('date')).toBe(today());
    await page.goBack();
    await walk('recepcionista');
    await logOut(page);
  });

  it('lets the administrator see every branch, or one', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    const select = page.getByRole('combobox', { name: 'Sucursal' });
    await expect
      .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text))
      .toBe('Todas las sucursales');
    await tile('Caja').getByText('1 caja abierta').waitFor();
    await tile('Caja')
      .getByRole('link', { name: 'Ver las ventas de SUCURSAL CHAPULTEPEC' })
      .waitFor();
    // Every branch's month: the seeded history besides today's sale.
    await tile('Ventas de los últimos 30 días').scrollIntoViewIfNeeded();
    await tile('Ventas de los últimos 30 días')
      .getByText(/ventas, del /)
      .waitFor();
    await walk('administrador-todas');

    await select.selectOption({ label: 'SUCURSAL CHAPULTEPEC' });
    await tile('Ventas de hoy').getByText('$3,000.00').waitFor();
    // The layout wears the chosen branch: its register is in the top bar, and the tile's button.
    await page
      .getByRole('banner')
      .getByText(/^Caja abierta · /)
      .waitFor();
    await tile('Caja').getByRole('button', { name: 'Cerrar caja' }).click();
    await page
      .getByRole('dialog', { name: 'Cerrar caja' })
      .getByText('Efectivo esperado')
      .waitFor();
    await page.keyboard.press('Escape');
    await walk('administrador-sucursal');
  });
});
