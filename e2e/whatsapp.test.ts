import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { customers } from '../apps/api/src/db/schema/customers.schema.js';
import { reminders } from '../apps/api/src/db/schema/reminders.schema.js';
import { whatsappMessages } from '../apps/api/src/db/schema/whatsapp.schema.js';
import {
  seedAppointmentType,
  seedCustomer,
  seedEvent,
} from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import {
  fakeWhatsappConfig,
  startWhatsappFake,
  type WhatsappFake,
} from '../apps/api/src/testing/whatsapp-fake.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified } from './support/session.js';

/*
 * Issue 41: the front desk records a patient's consent to WhatsApp; the reminders go through the
 * fake of Meta's Cloud API; one patient confirms, another reads and asks for a change; Recordatorios
 * shows both, and Inicio the Piden cambio tile. Desktop and phone, axe at each.
 */
const SHOTS = path.join(tmpdir(), 'iris', 'shots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CONFIRMS = 'ELENA SOTO PRUEBA';
const ASKS = 'RAÚL VEGA PRUEBA';

let fake: WhatsappFake;
let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let elenaId: number;
let raulId: number;

beforeAll(async () => {
  fake = await startWhatsappFake();
  server = await startIrisServer({ whatsapp: fakeWhatsappConfig(fake.url), jobsPollSeconds: 0.5 });
  fake.connect(async (body, headers) => {
    const response = await fetch(`${server.url}/api/whatsapp/webhook`, {
      method: 'POST',
      body,
      headers,
    });
    return response.status;
  });
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const typeId = await seedAppointmentType(database, 'EXAMEN DE LA VISTA');
  elenaId = await seedCustomer(database, branchId, { name: 'ELENA', paternal: 'SOTO' });
  raulId = await seedCustomer(database, branchId, { name: 'RAÚL', paternal: 'VEGA' });
  // Raúl agreed at an earlier visit; Elena agrees in this test, in her record's form.
  await server.db
    .update(customers)
    .set({ whatsappConsent: true, whatsappConsentAt: new Date(), whatsappConsentWay: 'MOSTRADOR' })
    .where(eq(customers.id, raulId));
  const { rows } = (await server.db.execute<{ day: string }>(
    sql`select (current_date + 1)::text as day`,
  )) as { rows: { day: string }[] };
  for (const [customerId, time] of [
    [elenaId, '10:00'],
    [raulId, '11:30'],
  ] as const) {
    const id = await seedEvent(database, branchId, typeId, `${rows[0]!.day} ${time}`);
    await server.db.update(calendarEvents).set({ customerId }).where(eq(calendarEvents.id, id));
  }
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  await (fake as WhatsappFake | undefined)?.close();
});

async function shoot(name: string, ready: () => Promise<void>) {
  for (const [size, viewport] of [
    ['escritorio', DESKTOP],
    ['telefono', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** The message the fake took for a patient, once Iris recorded Meta's id for it. */
async function messageOf(customerId: number) {
  for (let i = 0; i < 300; i++) {
    const [row] = await server.db
      .select({ waId: whatsappMessages.waId })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.customerId, customerId));
    if (row?.waId) return row.waId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no WhatsApp message recorded for ${customerId}`);
}

describe('WhatsApp at the front desk', () => {
  it("records the patient's consent in the form, with the number it goes to", async () => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto(
      `/customers/index/${Buffer.from(String(elenaId)).toString('base64').replace(/=+$/, '')}`,
    );
    await page.getByRole('button', { name: 'Editar datos' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Avisos por WhatsApp').check();
    const [row] = await server.db
      .select({ phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, elenaId));
    await dialog.getByText(`Se envían al +52 ${row!.phone}.`, { exact: false }).waitFor();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(SHOTS, 'whatsapp-consentimiento-telefono.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(/Aceptó el \d{2}\/\d{2}\/\d{4} en mostrador/)
      .first()
      .waitFor();
    const [saved] = await server.db
      .select({ consent: customers.whatsappConsent, way: customers.whatsappConsentWay })
      .from(customers)
      .where(eq(customers.id, elenaId));
    expect(saved).toEqual({ consent: true, way: 'MOSTRADOR' });
  });

  it('shows in Recordatorios a reminder confirmed and one read, and Piden cambio on Inicio', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Recordatorios' }).click();
    await page.getByRole('heading', { name: 'Recordatorios' }).waitFor();
    await page.getByRole('button', { name: 'Enviar pendientes ahora' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Se programaron 2 recordatorios de citas.');

    const elena = await messageOf(elenaId);
    const raul = await messageOf(raulId);
    expect(await fake.tap(elena, 'CONFIRMAR').post()).toBe(200);
    expect(await fake.status(raul, 'delivered').post()).toBe(200);
    expect(await fake.status(raul, 'read').post()).toBe(200);
    expect(await fake.tap(raul, 'CAMBIAR').post()).toBe(200);
    const stored = await server.db.select({ channel: reminders.channel }).from(reminders);
    expect(stored).toEqual([{ channel: 'WHATSAPP' }, { channel: 'WHATSAPP' }]);
    // Neither patient has an e-mail: they were reminded by WhatsApp only.
    expect(server.smtp.received.filter((mail) => mail.subject.startsWith('Recordatorio'))).toEqual(
      [],
    );

    await page.reload();
    const rowOf = (patient: string) =>
      page
        .getByRole('grid')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Abrir el expediente de ${patient}` }) });
    await rowOf(CONFIRMS).getByText('Confirmó').waitFor();
    await rowOf(ASKS).getByText('Leído').waitFor();
    await rowOf(ASKS).getByText('Pidió cambio').waitFor();
    await page.getByText('WhatsApp este mes').waitFor();
    await shoot('whatsapp-recordatorios', async () => {
      await rowOf(ASKS).getByText('Leído').waitFor();
    });

    await page.getByRole('navigation').getByRole('link', { name: 'Inicio' }).click();
    await shoot('whatsapp-inicio', async () => {
      await page.getByText(ASKS).first().waitFor();
    });
    await page.getByText('1 paciente pidió por WhatsApp cambiar su cita').waitFor();
    const statuses = await server.db
      .select({ customerId: calendarEvents.customerId, status: calendarEvents.status })
      .from(calendarEvents)
      .orderBy(calendarEvents.startsAt);
    expect(statuses).toEqual([
      { customerId: elenaId, status: 'CONFIRMADA' },
      { customerId: raulId, status: 'PROGRAMADA' },
    ]);
  });
});
