import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDateText } from '@iris/domain/common/column-text';
import { paymentMethods } from '../apps/api/src/db/schema/catalogue.schema.js';
import { storages } from '../apps/api/src/db/schema/inventory.schema.js';
import {
  laboratories,
  labOrders,
  labOrderStages,
} from '../apps/api/src/db/schema/lab-orders.schema.js';
import { prescriptions } from '../apps/api/src/db/schema/prescriptions.schema.js';
import { pdfText } from '../apps/api/src/testing/pdf-text.js';
import { seedProduct, seedStock, seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { startIrisServer } from './support/iris-server.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { logIn, notified, routeId } from './support/session.js';

/*
 * Issue 24: a receptionist sends a sale's lenses to the laboratory, follows the order on the
 * board to RECIBIDO (the patient is e-mailed that the glasses are ready), is told what remains to
 * pay when she tries to deliver, takes the payment and delivers.
 */

const CUSTOMER_EMAIL = 'mariana.lopez@correo.test';
let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let saleId: number;
const folder = mkdtempSync(path.join(tmpdir(), 'iris-lab-'));

async function api(token: string, method: string, route: string, body: unknown) {
  const answer = await fetch(`${server.url}/api/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status, route).toBeLessThan(300);
  return ((await answer.json()) as { data: { data: { id: number } } }).data.data;
}

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const storageId = await seedStorage(database, branchId, 'BODEGA PRINCIPAL');
  await server.db.update(storages).set({ isDefault: true }).where(eq(storages.id, storageId));
  const frame = (await seedProduct(database, { name: 'ARMAZÓN AVIADOR' })).id;
  const lens = (await seedProduct(database, { name: 'MICA ANTIRREFLEJANTE' })).id;
  await seedStock(database, storageId, frame, 5, '1500.00');
  await seedStock(database, storageId, lens, 10, '750.00');
  await server.db.insert(paymentMethods).values({ name: 'EFECTIVO', isCash: true });
  await server.db.insert(laboratories).values({ name: 'LABORATORIO DEL BAJÍO', leadDays: 5 });
  const doctor = await seedUser(database, {
    email: 'ana@optica.test',
    role: 'doctor',
    branchId,
    name: 'ANA',
  });
  await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  const patient = await seedCustomer(database, branchId, {
    name: 'MARIANA',
    paternal: 'LÓPEZ',
    email: CUSTOMER_EMAIL,
  });
  await server.db.insert(prescriptions).values({
    customerId: patient,
    doctorId: doctor,
    date: '2026-11-02',
    kind: 'LENTES',
    odSphere: '-2.25',
    odCylinder: '-0.75',
    odAxis: 180,
    oiSphere: '-1.75',
    oiCylinder: '-0.50',
    oiAxis: 175,
  });
  // The sale is the counter's work of sales-flow.test.ts: here it is made through the API.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'rosa@optica.test', password: TEST_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await api(token, 'POST', 'audit/open', { openAmount: 500 });
  saleId = (
    await api(token, 'POST', 'shoppings/create', {
      customer: { id: patient },
      date: '2026-11-20',
      time: '11:00',
    })
  ).id;
  for (const product of [frame, lens]) {
    await api(token, 'POST', 'shopping-details/create', {
      shopping: { id: saleId },
      product: { id: product },
      qty: 1,
    });
  }
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  rmSync(folder, { recursive: true, force: true });
});

const order = async () => (await server.db.select().from(labOrders))[0];
const card = () => page.getByRole('article', { name: 'Orden 1' });

/** "Marcar como …" on the order's card, confirmed. */
async function advance(stage: string) {
  await card()
    .getByRole('button', { name: `Marcar como ${stage}` })
    .click();
  await page
    .getByRole('dialog', { name: `¿Marcar como ${stage}?` })
    .getByRole('button', { name: 'Aceptar' })
    .click();
}

describe('a sale’s lenses at the laboratory', () => {
  it('is sent from the sale with the latest prescription and the laboratory’s lead days', async () => {
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    await page.goto(`/sales/${routeId(saleId)}`);
    await page.getByRole('heading', { name: 'Venta 1' }).waitFor();
    await page.getByRole('button', { name: 'Enviar a laboratorio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar a laboratorio' });
    await dialog.getByText('Hoy más 5 días de entrega del laboratorio').waitFor();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Graduación' }).textContent())
      .toContain('02/11/2026');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const sent = await order();
    expect(sent).toMatchObject({ serial: 1, status: 'PEDIDO', saleId });
    const promised = formatDateText(sent!.promisedDate);
    await notified(
      page,
      `Orden de laboratorio 1 enviada a LABORATORIO DEL BAJÍO, prometida para el ${promised}.`,
    );
    // The sale's Laboratorio tab lists it at its stage.
    await page.getByRole('gridcell', { name: 'LABORATORIO DEL BAJÍO' }).waitFor();
    await page.getByRole('gridcell', { name: promised }).waitFor();
    await page.getByRole('gridcell').getByText('Pedido', { exact: true }).waitFor();
  });

  it('moves on the board to RECIBIDO, and the patient is told the glasses are ready', async () => {
    await page.goto('/lab-orders');
    await page
      .getByRole('region', { name: 'Pedido' })
      .getByRole('article', { name: 'Orden 1' })
      .waitFor();
    await card().getByText('MARIANA LÓPEZ PRUEBA').waitFor();
    await expectAccessible(page);

    // The ticket that travels with the frame.
    let pdf: Buffer = Buffer.alloc(0);
    await page.route('**/api/lab-orders/getPdf/*', async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card().getByRole('button', { name: 'Imprimir ticket' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    const ticket = pdfText(pdf);
    expect(ticket).toContain('MARIANA LÓPEZ PRUEBA');
    expect(ticket).toContain('LABORATORIO DEL BAJÍO');
    expect(ticket).toContain('ARMAZÓN AVIADOR');
    expect(ticket).toContain('-2.25');
    const file = path.join(folder, 'ticket.pdf');
    writeFileSync(file, pdf);
    await expectFirstPageDrawn(file);

    await advance('Enviado');
    await notified(page, 'Orden 1 marcada como Enviado.');
    await page
      .getByRole('region', { name: 'Enviado' })
      .getByRole('article', { name: 'Orden 1' })
      .waitFor();
    await advance('Recibido');
    await notified(page, 'Orden 1 marcada como Recibido.');
    const mail = await server.smtp.waitFor(CUSTOMER_EMAIL, 20_000);
    expect(mail.subject).toBe('Tus lentes están listos en SUCURSAL CHAPULTEPEC');
    expect(mail.text).toContain('AV. CHAPULTEPEC 100');
    expect((await order())!.status).toBe('RECIBIDO');
  });

  it('is delivered only once the sale is paid, the board saying what remains', async () => {
    await advance('Entregado');
    const refusal = card().getByRole('alert');
    await refusal.getByText(/Falta por pagar \$2,250\.00\./).waitFor();
    expect((await order())!.status).toBe('RECIBIDO');
    await expectAccessible(page);

    await refusal.getByRole('link', { name: 'Ir a los pagos de la venta' }).click();
    await page.getByRole('tab', { name: 'Pagos', selected: true }).waitFor();
    await page.getByRole('combobox', { name: 'Forma de pago' }).click();
    await page.getByRole('option', { name: 'EFECTIVO' }).click();
    await page.getByRole('button', { name: 'Usar el restante' }).click();
    await page.getByRole('button', { name: 'Agregar pago' }).click();
    await page.getByText('La venta está pagada por completo.').waitFor();

    await page.goto('/lab-orders');
    await page
      .getByRole('region', { name: 'Recibido' })
      .getByRole('article', { name: 'Orden 1' })
      .waitFor();
    await advance('Entregado');
    await notified(page, 'Orden 1 marcada como Entregado.');
    await page
      .getByRole('region', { name: 'Entregado' })
      .getByRole('article', { name: 'Orden 1' })
      .waitFor();
    const stages = await server.db
      .select({ status: labOrderStages.status })
      .from(labOrderStages)
      .orderBy(asc(labOrderStages.id));
    expect(stages.map((stage) => stage.status)).toEqual([
      'PEDIDO',
      'ENVIADO',
      'RECIBIDO',
      'ENTREGADO',
    ]);
    // One e-mail, whatever the board's refreshes did.
    expect(server.smtp.received.filter((mail) => mail.to === CUSTOMER_EMAIL)).toHaveLength(1);
  });
});
