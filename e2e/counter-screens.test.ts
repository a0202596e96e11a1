import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedSale } from '../apps/api/src/testing/seed-sales.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { columnHeaders, cutTexts, wrappedValues } from './support/layout.js';
import { logIn, logOut, routeId } from './support/session.js';

/*
 * The counter's screens as they are read at 1366 px and on a phone (issue 37, "Awkward — mend
 * each"): every chip and amount whole, the sales list with its totals, a refund's marker in the
 * payments report, a sale's payments with their method on a phone, no money or date broken
 * across lines, a double click on Ejecutar that leaves its confirmation open, and the
 * administrator's branch kept from Inicio to Ventas.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let token: string;
const sales: Record<'waiting' | 'paid' | 'cancelled' | 'large' | 'fresh', number> = {
  waiting: 0,
  paid: 0,
  cancelled: 0,
  large: 0,
  fresh: 0,
};

const LAPTOP = { width: 1366, height: 768 };
const CLINIC_ZONE = 'America/Mexico_City';
const PHONE = { width: 390, height: 844 };
const CASHIER = { email: 'rosa@optica.test', name: 'ROSA PRUEBA' };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    // A body-less call (a cancel) says no content type: Fastify refuses an empty JSON body.
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

type Id = { data: { id: number } };

/** A sale of one product for the patient, with its payments ([method, amount, rate]). */
async function sell(customer: number, product: number, paid: [number, string, number][]) {
  // The clinic's day (TIME_ZONE's default), the one its payments are stamped with: from 18:00 in
  // Mexico City the machine's UTC day is already the next one.
  const now = {
    date: new Date().toLocaleDateString('en-CA', { timeZone: CLINIC_ZONE }),
    time: '10:15',
  };
  const body = { customer: { id: customer }, ...now, vat: 16, vat_required: true };
  const { id } = (await api<Id>('POST', 'shoppings/create', body)).data;
  await api('POST', 'shopping-details/create', {
    shopping: { id },
    product: { id: product },
    qty: 1,
  });
  for (const [method, amount, rate] of paid) {
    await api('POST', 'payments/create', {
      shopping: { id },
      method: { id: method },
      amount,
      vat_rate: rate,
    });
  }
  return id;
}

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const andares = (await seedBranch(database, 'SUCURSAL ANDARES')).branch.id;
  await seedSale(database, andares);
  await seedUser(database, { email: CASHIER.email, role: 'receptionist', branchId, name: 'ROSA' });
  const storageId = await seedStorage(database, branchId, 'BODEGA', { isDefault: true });
  const frame = (await seedProduct(database, { name: 'ARMAZÓN RAY-BAN RB5154 CLUBMASTER' })).id;
  await seedStock(database, storageId, frame, 20, '2440.00');
  const lens = (await seedProduct(database, { name: 'LENTE PROGRESIVO VARILUX' })).id;
  await seedStock(database, storageId, lens, 5, '45678.90');
  const [cash, card] = await server.db
    .insert(paymentMethods)
    .values([
      { name: 'EFECTIVO', isCash: true },
      { name: 'TARJETA DE CRÉDITO', isCash: false },
    ])
    .returning({ id: paymentMethods.id });
  const patient = await seedCustomer(database, branchId, {
    name: 'MARÍA FERNANDA',
    paternal: 'GUTIÉRREZ',
    maternal: 'VILLASEÑOR',
  });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CASHIER.email, password: TEST_PASSWORD }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  await api('POST', 'audit/open', { openAmount: 500 });
  // Waiting for its lenses with a deposit; paid in full by card and cash; paid then cancelled
  // (its refund); a large one, partly paid; and one with nothing yet.
  sales.waiting = await sell(patient, frame, [[cash!.id, '1000.00', 0]]);
  sales.paid = await sell(patient, frame, [
    [card!.id, '1500.00', 0.16],
    [cash!.id, '1090.40', 0],
  ]);
  await api('PUT', 'shoppings/executed', { id: sales.paid });
  sales.cancelled = await sell(patient, frame, [[card!.id, '2830.40', 0]]);
  await api('PUT', 'shoppings/executed', { id: sales.cancelled });
  await api('PUT', `shoppings/cancel/${sales.cancelled}`);
  sales.large = await sell(patient, lens, [[card!.id, '20000.00', 0.16]]);
  await api('PUT', 'shoppings/executed', { id: sales.large });
  sales.fresh = await sell(patient, frame, []);
  // The cashier's computer is in the clinic: the payments report opens on the clinic's today.
  browser = await openBrowser(server.url, { timezoneId: CLINIC_ZONE });
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const grid = () => page.getByRole('grid').first();

describe('the counter at 1366 px', () => {
  it('lists the sales with every chip and amount whole, and their totals', async () => {
    await page.setViewportSize(LAPTOP);
    await logIn(page, CASHIER.email, TEST_PASSWORD, CASHIER.name);
    await page.goto('/sales');
    await grid().getByRole('gridcell', { name: '$52,987.52' }).waitFor();
    expect(await columnHeaders(page)).toEqual([
      'Folio',
      'Cliente',
      'Fecha',
      'Vendedor',
      'Total',
      'Pagado',
      'Restante',
      'Estado',
    ]);
    for (const chip of ['NUEVO', 'ABONADO', 'EJECUTADO', 'PAGADO', 'CANCELADO', 'PENDIENTE']) {
      await grid().getByText(chip, { exact: true }).first().waitFor();
    }
    expect(await cutTexts(page)).toEqual([]);
    const totals = page.getByRole('group', { name: 'Totales' });
    await totals.getByText('Totales · 5 ventas').waitFor();
    await totals.getByText('Sin contar 1 venta cancelada por $2,830.40').waitFor();
    await expectAccessible(page);
  });

  it('keeps the confirmation of Ejecutar open through a double click, and executes once', async () => {
    await page.goto(`/sales/${routeId(sales.fresh)}`);
    const executed: string[] = [];
    const heard = (request: Request) => {
      if (request.url().endsWith('/api/shoppings/executed')) executed.push(request.method());
    };
    page.on('request', heard);
    await page.getByRole('button', { name: 'Ejecutar' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Ejecutar venta' });
    await dialog.waitFor();
    // Past the dialog's opening: still there, as the second click left it.
    await page.waitForTimeout(600);
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByRole('heading', { name: /^Venta / })
      .locator('..')
      .getByText('EJECUTADO')
      .waitFor();
    expect(executed).toEqual(['PUT']);
    page.off('request', heard);
  });

  it("reads a day's payments whole, a refund's marker beside its method", async () => {
    await page.goto('/payments?payments.pageSize=10');
    await grid().getByRole('gridcell', { name: 'TARJETA DE CRÉDITO (devolución)' }).waitFor();
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
    await logOut(page);
  });

  it("shows the administrator every branch's sales, then the branch chosen on Inicio", async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto('/sales?sales.pageSize=10');
    await grid().getByRole('gridcell', { name: 'SUCURSAL ANDARES' }).waitFor();
    expect(await columnHeaders(page)).toContain('Sucursal');
    expect(await cutTexts(page)).toEqual([]);

    await page.getByRole('link', { name: 'Inicio' }).click();
    // Inicio's own branch box, not the sales list's that it replaces.
    await page.waitForURL((url) => url.pathname === '/');
    // The sales list's box (not a <select>) stays until Inicio's page has loaded and replaced it.
    await page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();
    await page
      .getByRole('combobox', { name: 'Sucursal' })
      .selectOption({ label: 'SUCURSAL CHAPULTEPEC' });
    await page.getByRole('banner').getByText('SUCURSAL CHAPULTEPEC').first().waitFor();
    await page.getByRole('link', { name: 'Ventas', exact: true }).click();
    await grid().getByRole('gridcell', { name: '$52,987.52' }).waitFor();
    // One branch: its name on every row would say nothing.
    expect(await columnHeaders(page)).not.toContain('Sucursal');
    expect(await page.getByRole('combobox', { name: 'Sucursal' }).textContent()).toBe(
      'SUCURSAL CHAPULTEPEC',
    );
    await page.reload();
    await grid().getByRole('gridcell', { name: '$52,987.52' }).waitFor();
    await page.getByRole('banner').getByText('SUCURSAL CHAPULTEPEC').first().waitFor();
    await logOut(page);
  });
});

describe('the counter on a phone', () => {
  it("shows a sale's payments with their method, date and time, nothing broken", async () => {
    await logIn(page, CASHIER.email, TEST_PASSWORD, CASHIER.name);
    await page.setViewportSize(PHONE);
    await page.goto(`/sales/${routeId(sales.cancelled)}?tab=payments`);
    const refund = grid().getByRole('row').filter({ hasText: 'DEVOLUCIÓN' });
    await refund.getByText('TARJETA DE CRÉDITO · DEVOLUCIÓN').waitFor();
    await refund.getByText('-$2,830.40').waitFor();
    expect(await columnHeaders(page)).toEqual(['Forma de pago', 'Total', 'Acciones']);
    expect(await wrappedValues(page)).toEqual([]);
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
  });

  it("shows an executed sale's lines with how many of each", async () => {
    await page.goto(`/sales/${routeId(sales.large)}`);
    await grid().getByRole('gridcell', { name: 'LENTE PROGRESIVO VARILUX' }).waitFor();
    expect(await columnHeaders(page)).toEqual(['Producto', 'Cantidad', 'Importe']);
    await grid().getByRole('gridcell', { name: '$45,678.90' }).waitFor();
    expect(await wrappedValues(page)).toEqual([]);
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
  });

  it('lists the sales with each total and the totals of them all', async () => {
    await page.goto('/sales?sales.pageSize=10');
    await grid().getByText('$52,987.52').waitFor();
    expect(await columnHeaders(page)).toEqual(['Folio', 'Cliente', 'Total']);
    await page.getByRole('group', { name: 'Totales' }).getByText('Totales · 5 ventas').waitFor();
    expect(await wrappedValues(page)).toEqual([]);
    expect(await cutTexts(page)).toEqual([]);
    await expectAccessible(page);
  });

  it("keeps the close dialog's buttons in sight, with the sale waiting listed", async () => {
    // The list's own register panel: the top bar's is an icon on a phone.
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
    await dialog.getByText('1 venta pendiente de entrega').waitFor();
    const close = dialog.getByRole('button', { name: 'Cerrar caja' });
    const box = await close.boundingBox();
    expect(box && box.y + box.height <= PHONE.height).toBe(true);
    expect(await wrappedValues(page)).toEqual([]);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });
});
