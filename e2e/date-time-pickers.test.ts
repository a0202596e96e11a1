import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { movements } from '../apps/api/src/db/schema/inventory.schema.js';
import { seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedAppointmentType } from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { picker, shownIn, typeInto } from './support/pickers.js';
import { logIn, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let storageId: number;

/** A weekday well ahead: clear of today's and of weekends' surprises. */
const DAY = '2031-03-12';

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL HORARIO')).branch.id;
  storageId = await seedStorage({ db: server.db }, branchId, 'BODEGA HORARIO');
  await seedAppointmentType({ db: server.db }, 'CONSULTA');
  // The trap: an English browser shows its own date and time controls as 11/25/2026, 02:00 PM.
  browser = await openBrowser(server.url, { locale: 'en-US' });
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const eventsOf = (name: string) =>
  server.db.select().from(calendarEvents).where(eq(calendarEvents.name, name));

describe('dates DD/MM/YYYY and 24-hour times in an English browser', () => {
  it("shows the branch's hours as 09:00 and 19:00, and saves hours typed on the keyboard", async () => {
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.goto(`/branches/edit/${routeId(branchId)}`);
    await page.getByRole('button', { name: 'Editar sucursal' }).click();
    const open = picker(page, 'Apertura');
    const close = picker(page, 'Cierre');
    await expect.poll(() => shownIn(open)).toBe('09:00');
    expect(await shownIn(close)).toBe('19:00');
    await expectAccessible(page);

    await typeInto(open, '0830');
    await typeInto(close, '2015');
    expect(await shownIn(close)).toBe('20:15');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Registro actualizado correctamente.');
    await page.getByText('Horario 08:30–20:15').waitFor();
  });

  it('books an event typed as DD/MM/YYYY and HH:mm, never AM/PM', async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}?tab=calendar&view=day&date=${DAY}`);
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
    await expect.poll(() => shownIn(picker(dialog, 'Fecha de inicio'))).toBe('12/03/2031');
    expect(await shownIn(picker(dialog, 'Hora de inicio'))).toMatch(/^\d{2}:\d{2}$/);
    expect(await shownIn(picker(dialog, 'Fecha de fin'))).toBe('12/03/2031');
    await expectAccessible(page);

    await dialog.getByLabel('Nombre').fill('Revisión de la tarde');
    await dialog.getByLabel('Descripción').fill('Graduación de lentes');
    await typeInto(picker(dialog, 'Fecha de inicio'), '13032031');
    await typeInto(picker(dialog, 'Hora de inicio'), '1430');
    await typeInto(picker(dialog, 'Fecha de fin'), '13032031');
    await typeInto(picker(dialog, 'Hora de fin'), '1515');
    expect(await shownIn(picker(dialog, 'Hora de inicio'))).toBe('14:30');
    expect(await dialog.getByText(/\b(AM|PM)\b/).count()).toBe(0);
    await dialog.getByLabel('Tipo de cita').click();
    await page.getByRole('option', { name: /^CONSULTA/ }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Cita agendada.');

    const [saved] = await eventsOf('Revisión de la tarde');
    expect(saved).toMatchObject({
      startDate: '2031-03-13',
      startTime: '14:30:00',
      endDate: '2031-03-13',
      endTime: '15:15:00',
    });
  });

  it('says a half-typed date is incomplete and saves nothing', async () => {
    await page.getByRole('button', { name: 'Nuevo evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
    await dialog.getByLabel('Nombre').fill('Fecha a medias');
    await typeInto(picker(dialog, 'Fecha de inicio'), '1403');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Fecha incompleta: escríbela como DD/MM/AAAA').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await eventsOf('Fecha a medias')).toEqual([]);
  });

  it("books a new patient's first appointment from the date and time typed", async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Julia');
    await dialog.getByLabel('Apellido paterno').fill('Navarro');
    await dialog.getByLabel('Apellido materno').fill('Ochoa');
    await dialog.getByLabel('Teléfono').fill('3317654321');
    await dialog.getByLabel('Agendar la primera cita').check();
    await typeInto(picker(dialog, 'Fecha de la cita'), '14032031');
    await typeInto(picker(dialog, 'Hora de la cita'), '1645');
    expect(await shownIn(picker(dialog, 'Fecha de la cita'))).toBe('14/03/2031');
    await dialog.getByLabel('Tipo de cita').click();
    await page.getByRole('option', { name: /^CONSULTA/ }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'JULIA NAVARRO OCHOA' }).waitFor();

    const booked = await server.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.startDate, '2031-03-14'));
    expect(booked).toMatchObject([{ startTime: '16:45:00', endTime: '17:15:00' }]);
  });

  it('records a movement on the date and at the time typed', async () => {
    await page.goto(`/storages/${routeId(storageId)}/${routeId(branchId)}?tab=movements`);
    await page.getByRole('button', { name: 'Nuevo movimiento' }).click();
    const dialog = page.getByRole('dialog');
    // Today, as docs/spec.md §9 writes it.
    expect(await shownIn(picker(dialog, 'Fecha'))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await dialog.getByLabel('Tipo', { exact: true }).click();
    await page.getByRole('option', { name: 'ENTRADA' }).click();
    await typeInto(picker(dialog, 'Fecha'), '02012026');
    await typeInto(picker(dialog, 'Hora'), '1905');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/movement/**');

    const [movement] = await server.db
      .select()
      .from(movements)
      .where(eq(movements.storageId, storageId));
    expect(movement).toMatchObject({ date: '2026-01-02', time: '19:05:00' });
  });

  it('filters the access log from the dates typed', async () => {
    await page.goto('/access-log');
    await page.getByRole('heading', { name: 'Bitácora de accesos' }).waitFor();
    await page.getByRole('gridcell', { name: 'JULIA NAVARRO OCHOA' }).first().waitFor();
    await typeInto(picker(page, 'Desde'), '01012099');
    await page.waitForURL((url) => url.searchParams.get('from') === '2099-01-01');
    expect(await shownIn(picker(page, 'Desde'))).toBe('01/01/2099');
    await page.getByText('No hay accesos con estos filtros.').waitFor();
    await expectAccessible(page);
  });
});
