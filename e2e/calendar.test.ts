import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seedAppointmentType, seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified, routeId } from './support/session.js';
import { typeTime } from './support/time-field.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;

/** A weekday a few weeks ahead: clear of today's and of weekends' surprises. */
const DAY = '2031-03-12';

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL AGENDA')).branch.id;
  await seedAppointmentType({ db: server.db }, 'CONSULTA');
  await seedCustomer({ db: server.db }, branchId, { name: 'BEATRIZ', paternal: 'SOLÍS' });
  browser = await openBrowser(server.url);
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

/** An event on the calendar: FullCalendar's box of it, by the text it shows. */
const event = (text: string) => page.locator('.iris-fc-event').filter({ hasText: text }).first();
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

async function book(name: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Descripción').fill('Revisión de la vista');
  await typeTime(dialog, 'Hora de inicio', start);
  await typeTime(dialog, 'Hora de fin', end);
  await dialog.getByLabel('Tipo de cita').click();
  await page.getByRole('option', { name: /^CONSULTA/ }).click();
  await dialog.getByRole('combobox', { name: 'Paciente (opcional)' }).fill('beatriz');
  await page.getByRole('option', { name: 'BEATRIZ SOLÍS PRUEBA' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

describe('the branch calendar', () => {
  it('opens a day from the month, books two overlapping appointments side by side after confirming', async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}?tab=calendar&view=month&date=${DAY}`);
    await page.getByRole('heading', { name: 'marzo de 2031' }).waitFor();
    await expectAccessible(page);
    await page.locator(`[data-date="${DAY}"]`).first().click();
    await page.waitForURL(
      (url) => url.searchParams.get('view') === 'day' && url.searchParams.get('date') === DAY,
    );
    await page.getByRole('heading', { name: '12 de marzo de 2031' }).waitFor();

    await book('Consulta de Beatriz', '10:00', '11:00');
    await notified(page, 'Cita agendada.');
    await event('Consulta de Beatriz').waitFor();

    const second = await book('Ajuste de armazón', '10:15', '10:45');
    const confirm = page.getByRole('dialog', { name: 'La hora cae dentro de otro evento' });
    // The warning names the patient already booked, and that appointment's hours.
    await confirm
      .getByText(/dentro de la cita de BEATRIZ SOLÍS PRUEBA \(10:00 a 11:00\) del 12\/03\/2031/)
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await second.waitFor({ state: 'detached' });
    await event('Ajuste de armazón').waitFor();

    const first = await box(event('Consulta de Beatriz'));
    const inside = await box(event('Ajuste de armazón'));
    // Side by side: they share the 10:15-10:45 rows, and neither covers the other.
    expect(inside.y).toBeGreaterThan(first.y);
    expect(inside.y).toBeLessThan(first.y + first.height);
    expect(inside.x >= first.x + first.width - 1 || inside.x + inside.width <= first.x + 1).toBe(
      true,
    );
    await expectAccessible(page);
  });

  it('refuses a start already taken (522) and keeps the dialog open', async () => {
    const dialog = await book('Otra cita', '10:00', '10:30');
    await notified(
      page,
      'La fecha y hora ya están registradas como inicio de un evento: 12/03/2031 10:00.',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Otra cita').count()).toBe(0);
  });

  it('moves an appointment by dragging it to another slot, checked with the server', async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}?tab=calendar&view=day&date=${DAY}`);
    await event('Ajuste de armazón').waitFor();
    // The mouse drags within the window: the event near its top, 12:30 a few rows below.
    await page.getByText('09:30', { exact: true }).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 250));
    const source = await box(event('Ajuste de armazón'));
    const target = await box(page.getByText('12:30', { exact: true }).first());
    await page.mouse.move(source.x + source.width / 2, source.y + 5);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2, source.y + 30, { steps: 5 });
    await page.mouse.move(source.x + source.width / 2, target.y + 5, { steps: 15 });
    await page.mouse.up();
    await notified(page, 'Cita actualizada.');
    await expect.poll(() => event('Ajuste de armazón').textContent()).toContain('12:30');
    // The other appointment is alone in its hour again: it takes the whole width.
    const alone = await box(event('Consulta de Beatriz'));
    const lane = await box(page.locator(`[data-date="${DAY}"]`).last());
    expect(alone.width).toBeGreaterThan(lane.width * 0.8);
  });
});
