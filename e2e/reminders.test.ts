import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { customers } from '../apps/api/src/db/schema/customers.schema.js';
import { reminders } from '../apps/api/src/db/schema/reminders.schema.js';
import { linkIn, type ReceivedMail } from '../apps/api/src/testing/smtp-sink.js';
import {
  seedAppointmentType,
  seedCustomer,
  seedEvent,
} from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified } from './support/session.js';

/*
 * Issue 25: super_admin sends now the reminders of tomorrow's appointments from Recordatorios,
 * sees one go out and one skipped for want of an e-mail, filters them, and the patient's link
 * in the e-mail stops the reminders.
 */

const CUSTOMER_EMAIL = 'mariana.lopez@correo.test';
const WITH_EMAIL = 'MARIANA LÓPEZ PRUEBA';
const WITHOUT_EMAIL = 'JORGE RAMÍREZ PRUEBA';
const SHOTS = path.join(tmpdir(), 'iris', 'shots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let marianaId: number;
let mail: ReceivedMail;
/** Tomorrow on the clinic's calendar (the database session's time zone), DD/MM/YYYY. */
let tomorrow: string;

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  const typeId = await seedAppointmentType(database, 'EXAMEN DE LA VISTA');
  marianaId = await seedCustomer(database, branchId, {
    name: 'MARIANA',
    paternal: 'LÓPEZ',
    email: CUSTOMER_EMAIL,
  });
  const jorgeId = await seedCustomer(database, branchId, { name: 'JORGE', paternal: 'RAMÍREZ' });
  const { rows } = (await server.db.execute<{ day: string }>(
    sql`select (current_date + 1)::text as day`,
  )) as { rows: { day: string }[] };
  const day = rows[0]!.day;
  tomorrow = day.split('-').reverse().join('/');
  for (const [customerId, time] of [
    [marianaId, '10:00'],
    [jorgeId, '11:30'],
  ] as const) {
    const id = await seedEvent(database, branchId, typeId, `${day} ${time}`);
    await server.db.update(calendarEvents).set({ customerId }).where(eq(calendarEvents.id, id));
  }
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const grid = () => page.getByRole('grid');
/** The grid's row of a patient, found by the link to the patient's record. */
const rowOf = (patient: string) =>
  grid()
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Abrir el expediente de ${patient}` }) });
const customerRows = () => grid().getByRole('link', { name: /^Abrir el expediente de / });

async function shoot(name: string) {
  for (const [size, viewport] of [
    ['escritorio', DESKTOP],
    ['telefono', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await grid().waitFor();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the reminders of tomorrow’s appointments', () => {
  it('are none before the first run', async () => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.getByRole('navigation').getByRole('link', { name: 'Recordatorios' }).click();
    await page.getByRole('heading', { name: 'Recordatorios' }).waitFor();
    await page.getByText('Aún no hay recordatorios.').waitFor();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await page.getByText('Aún no hay recordatorios.').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'recordatorios-vacio-telefono.png') });
    await page.setViewportSize(DESKTOP);
  });

  it('are sent now after asking: one e-mailed, one skipped for want of an e-mail', async () => {
    await page.getByRole('button', { name: 'Enviar pendientes ahora' }).click();
    const dialog = page.getByRole('dialog', {
      name: '¿Enviar ahora los recordatorios pendientes?',
    });
    await dialog.getByText(/citas de mañana/).waitFor();
    await dialog.getByText(/Lo que ya se envió no se vuelve a enviar/).waitFor();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(SHOTS, 'recordatorios-confirmar-telefono.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Se programaron 2 recordatorios de citas.');
    await dialog.waitFor({ state: 'detached' });

    const mariana = rowOf(WITH_EMAIL);
    await mariana.getByText(`${tomorrow} 10:00`).waitFor();
    await mariana.getByText(/^(Pendiente|Enviado)$/).waitFor();
    const jorge = rowOf(WITHOUT_EMAIL);
    await jorge.getByText('Omitido', { exact: true }).waitFor();
    await jorge.getByText('El paciente no tiene correo').waitFor();
    await jorge.getByText(`${tomorrow} 11:30`).waitFor();
    expect(await customerRows().count()).toBe(2);

    mail = await server.smtp.waitFor(CUSTOMER_EMAIL, 20_000);
    expect(mail.subject.startsWith('Recordatorio de tu cita')).toBe(true);
    expect(mail.subject).toContain(`el ${tomorrow} a las 10:00`);
    // The job records ENVIADO once the server has taken the e-mail: the page read after it.
    await expect
      .poll(
        async () =>
          (
            await server.db
              .select({ status: reminders.status })
              .from(reminders)
              .where(eq(reminders.customerId, marianaId))
          )[0]?.status,
      )
      .toBe('ENVIADO');
    await page.reload();
    await mariana.getByText('Enviado', { exact: true }).waitFor();
    // Sent at: DD/MM/YYYY HH:mm, on the 24-hour clock.
    expect(await mariana.getByRole('gridcell').allTextContents()).toEqual([
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      'Cita',
      WITH_EMAIL,
      'SUCURSAL CHAPULTEPEC',
      `${tomorrow} 10:00`,
      'Correo',
      'Enviado',
      '',
      '1',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/),
    ]);
    await shoot('recordatorios');
  });

  it('filter by status, kept in the address', async () => {
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Enviado' }).click();
    await rowOf(WITHOUT_EMAIL).waitFor({ state: 'detached' });
    await rowOf(WITH_EMAIL).getByText('Enviado', { exact: true }).waitFor();
    expect(await customerRows().count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('status')).toBe('ENVIADO');
    // The address keeps the filter: read again, the list is the same.
    await page.reload();
    await rowOf(WITH_EMAIL).getByText('Enviado', { exact: true }).waitFor();
    expect(await customerRows().count()).toBe(1);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Estado' }).textContent())
      .toBe('Enviado');
    await page.screenshot({ path: path.join(SHOTS, 'recordatorios-enviados.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Fallido' }).click();
    await page.getByText('No hay recordatorios con estos filtros.').waitFor();
  });

  it('stop for the patient who follows the e-mail’s link', async () => {
    const link = linkIn(mail, 'api/reminders/unsubscribe');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Listo: ya no recibirás recordatorios' }).waitFor();
    await page.getByText(/SUCURSAL CHAPULTEPEC/).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'recordatorios-baja.png'), fullPage: true });
    const [patient] = await server.db
      .select({ reminders: customers.reminders })
      .from(customers)
      .where(eq(customers.id, marianaId));
    expect(patient?.reminders).toBe(false);
  });
});
