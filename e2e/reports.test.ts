import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { storages } from '../apps/api/src/db/schema/inventory.schema.js';
import { audits, payments, sales } from '../apps/api/src/db/schema/sales.schema.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut } from './support/session.js';

/*
 * The reports (issue 22) as a receptionist and the administrator read them: the payments of a
 * past day's register, its totals and its CSV read back; the sales report and the registers'
 * closes; and the administrator asked for a branch first.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let token: string;

/** The past day whose register the report is filtered to. */
const PAST = '2026-03-10';
const PAST_SHOWN = '10/03/2026';

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

type Id = { data: { id: number } };

/** A sale of one product for the patient, executed, with its payments: [method, amount, rate]. */
async function sale(customer: number, product: number, paid: [number, string, number][]) {
  const body = {
    customer: { id: customer },
    date: PAST,
    time: '10:15',
    vat: 16,
    vat_required: true,
  };
  const { id } = (await api<Id>('POST', 'shoppings/create', body)).data;
  await api('POST', 'shopping-details/create', {
    shopping: { id },
    product: { id: product },
    qty: 1,
  });
  await api('PUT', 'shoppings/executed', { id });
  const ids: number[] = [];
  for (const [method, amount, rate] of paid) {
    const payment = await api<Id>('POST', 'payments/create', {
      shopping: { id },
      method: { id: method },
      amount,
      vat_rate: rate,
    });
    ids.push(payment.data.id);
  }
  return { id, payments: ids };
}

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const storageId = await seedStorage(database, branchId, 'BODEGA PRINCIPAL');
  await server.db.update(storages).set({ isDefault: true }).where(eq(storages.id, storageId));
  const frame = (await seedProduct(database, { name: 'ARMAZÓN AVIADOR' })).id;
  await seedStock(database, storageId, frame, 10, '1500.00');
  const [cash, card] = await server.db
    .insert(paymentMethods)
    .values([
      { name: 'EFECTIVO', isCash: true },
      { name: 'TARJETA', isCash: false },
    ])
    .returning({ id: paymentMethods.id });
  await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  const mariana = await seedCustomer(database, branchId, { name: 'MARIANA', paternal: 'LÓPEZ' });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'rosa@optica.test', password: TEST_PASSWORD }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;

  browser = await openBrowser(server.url);
  page = browser.page;
  // "Today" as the page reckons it (the browser's calendar), whatever the server's clock says.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

  // A past day's register: a frame paid 500.00 in cash and 1,000.00 + 16 % by card, then closed;
  // its day and times set to 10/03/2026 as if it had been worked then.
  const past = (await api<Id>('POST', 'audit/open', { openAmount: 500 })).data.id;
  const first = await sale(mariana, frame, [
    [cash!.id, '500.00', 0],
    [card!.id, '1000.00', 0.16],
  ]);
  await api('PUT', 'audit/close', { id: past, closeAmount: '1000.00' });
  await server.db
    .update(audits)
    .set({ openDate: PAST, openTime: '09:00', closeDate: PAST, closeTime: '19:00' })
    .where(eq(audits.id, past));
  const [cashPaid, cardPaid] = first.payments as [number, number];
  await server.db
    .update(payments)
    .set({ date: PAST, time: '10:20:00' })
    .where(eq(payments.id, cashPaid));
  await server.db
    .update(payments)
    .set({ date: PAST, time: '17:45:00' })
    .where(eq(payments.id, cardPaid));

  // Today's register, with one payment of its own that the past day's report must leave out.
  await api('POST', 'audit/open', { openAmount: 300 });
  const second = await sale(mariana, frame, [[cash!.id, '200.00', 0]]);
  await server.db.update(sales).set({ date: today }).where(eq(sales.id, second.id));
  await server.db
    .update(payments)
    .set({ date: today, time: '09:30:00' })
    .where(inArray(payments.id, second.payments));
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

/** The grid's rows as their cells read, header excluded. */
const gridRows = (pageOf: Page) =>
  pageOf.evaluate(() =>
    [...document.querySelectorAll('.MuiDataGrid-row')].map((row) =>
      [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent.trim()),
    ),
  );

async function typeDate(label: string, digits: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits);
}

describe('the payments report', () => {
  it('shows a receptionist today’s payments of her branch, then a past day’s register', async () => {
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    const reports = page.getByRole('navigation').getByRole('list').filter({ hasText: 'Reportes' });
    await reports.getByRole('link', { name: 'Reporte de pagos' }).click();
    await page.getByRole('heading', { name: 'Reporte de pagos' }).waitFor();
    // Her branch, fixed; today to start with: only today's payment.
    await page.getByRole('gridcell', { name: '$200.00' }).first().waitFor();
    expect(await gridRows(page)).toHaveLength(1);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Sucursal' }).textContent())
      .toBe('SUCURSAL CHAPULTEPEC');
    await expectAccessible(page);

    await typeDate('Fecha', PAST_SHOWN.replaceAll('/', ''));
    await page.getByRole('combobox', { name: 'Caja' }).click();
    await page.getByRole('option', { name: /^Caja 09:00/ }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('gridcell', { name: '$1,160.00' }).waitFor();
    const rows = await gridRows(page);
    // Newest payment first: the card's at 17:45, then the cash at 10:20 (the day is the filter's:
    // a row says the sale's day and time, and the payment's time).
    expect(rows).toEqual([
      [
        '1',
        `${PAST_SHOWN} 10:15`,
        '17:45',
        'TARJETA',
        'ROSA PRUEBA PRUEBA',
        '$1,740.00',
        '$1,000.00',
        '$160.00',
        '$1,160.00',
      ],
      [
        '1',
        `${PAST_SHOWN} 10:15`,
        '10:20',
        'EFECTIVO',
        'ROSA PRUEBA PRUEBA',
        '$1,740.00',
        '$500.00',
        '$0.00',
        '$500.00',
      ],
    ]);
    const totals = page.getByRole('group', { name: 'Totales' });
    await totals.getByText('Totales · 2 pagos').waitFor();
    for (const figure of ['$1,500.00', '$160.00', '$1,660.00']) {
      await totals.getByText(figure, { exact: true }).waitFor();
    }
    expect(page.url()).toContain(`date=${PAST}`);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    // Named by its filters: the branch, the day and the register, as the filter names it.
    expect(download.suggestedFilename()).toBe(`pagos-sucursal-chapultepec-${PAST}-caja-09-00.csv`);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(header).toBe(
      'Folio de venta,Fecha de venta,Hora de venta,Fecha de pago,Hora de pago,Forma de pago,' +
        'Vendedor,Total de la venta,Importe,IVA,Total,Tipo',
    );
    // The file's rows are the table's, in its order: money with two decimals and no $; the
    // sale's day and time in two columns, and the payment's day, which the table leaves to its
    // filter.
    const plain = (cell: string) => cell.replace(/[$,]/g, '');
    const asFile = ([serial = '', sold = '', paidAt = '', ...rest]: string[]) =>
      [serial, ...sold.split(' '), PAST_SHOWN, paidAt, ...rest].map(plain);
    expect(lines.map((line) => line.split(',').slice(0, 11))).toEqual(rows.map(asFile));
    expect(lines.map((line) => line.split(',')[11])).toEqual(['Pago', 'Pago']);
  });

  it('lists her branch’s sales with their totals, and its registers with how they closed', async () => {
    await page.getByRole('link', { name: 'Reporte de ventas' }).click();
    await page.getByRole('heading', { name: 'Reporte de ventas' }).waitFor();
    await page.getByRole('group', { name: 'Totales' }).getByText('Totales · 2 ventas').waitFor();
    expect(await gridRows(page)).toHaveLength(2);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Cortes de caja' }).click();
    await page.getByRole('heading', { name: 'Cortes de caja' }).waitFor();
    // Expected 500.00 + 500.00 in cash; 1,000.00 counted.
    await page.getByText('Cuadra', { exact: true }).waitFor();
    await page.getByText('Abierta', { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Ver la caja del ${PAST_SHOWN}` }).click();
    const dialog = page.getByRole('dialog', { name: `Caja del ${PAST_SHOWN}` });
    await dialog.getByText('Contado: $1,000.00').waitFor();
    await expectAccessible(page);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar corte de caja' }).click(),
    ]);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await logOut(page);
  });

  it('asks the administrator for a branch before searching', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto('/payments');
    await page.getByText('Elige una sucursal y pulsa «Buscar».').waitFor();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Es necesario ingresar una sucursal').waitFor();
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Sucursal' }).click();
    await page.getByRole('option', { name: 'SUCURSAL CHAPULTEPEC' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('gridcell', { name: '$200.00' }).first().waitFor();
    // The session's branch from now on, on every page: not the address's.
    expect(page.url()).not.toContain('branch=');
    await page.goto('/reports/sales');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Sucursal' }).textContent())
      .toBe('SUCURSAL CHAPULTEPEC');
  });
});
