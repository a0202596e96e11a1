import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { seedAppointmentType, seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified, routeId } from './support/session.js';
import { typeTime } from './support/time-field.js';

/* The calendar as the front desk uses it all day (issue 20). The branch opens 09:00 to 19:00. */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let appointment: {
  description: string;
  color: 'teal';
  branchId: number;
  typeId: number;
};

const SUNDAY = '2031-03-16';
const WEDNESDAY = '2031-03-19';

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL RECEPCIÓN')).branch.id;
  const typeId = await seedAppointmentType({ db: server.db }, 'CONSULTA');
  const maria = await seedCustomer({ db: server.db }, branchId, {
    name: 'MARÍA',
    paternal: 'LÓPEZ',
  });
  const pedro = await seedCustomer({ db: server.db }, branchId, {
    name: 'PEDRO',
    paternal: 'RUIZ',
  });
  const doctor = await seedUser(
    { db: server.db },
    {
      email: 'elena@recepcion.test',
      role: 'doctor',
      branchId,
      name: 'ELENA',
    },
  );
  appointment = { description: 'Control', color: 'teal' as const, branchId, typeId };
  await server.db.insert(calendarEvents).values([
    {
      ...appointment,
      name: 'Revisión',
      customerId: maria,
      startDate: WEDNESDAY,
      startTime: '10:00',
      endDate: WEDNESDAY,
      endTime: '10:30',
    },
    {
      ...appointment,
      name: 'Adaptación',
      customerId: pedro,
      doctorId: doctor,
      startDate: WEDNESDAY,
      startTime: '12:00',
      endDate: WEDNESDAY,
      endTime: '12:30',
    },
  ]);
  browser = await openBrowser(server.url);
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const calendarAt = (view: 'day' | 'month', date: string) =>
  page.goto(`/branches/edit/${routeId(branchId)}?tab=calendar&view=${view}&date=${date}`);
/** An event on the calendar: FullCalendar's box of it, by the text it shows. */
const event = (text: string) => page.locator('.iris-fc-event').filter({ hasText: text }).first();

async function openNewEvent(name: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Descripción').fill('Después del trabajo');
  await typeTime(dialog, 'Hora de inicio', start);
  await typeTime(dialog, 'Hora de fin', end);
  await dialog.getByLabel('Tipo de cita').click();
  await page.getByRole('option', { name: /^CONSULTA/ }).click();
  await dialog.getByRole('combobox', { name: 'Paciente (opcional)' }).fill('maría');
  await page.getByRole('option', { name: /MARÍA LÓPEZ PRUEBA/ }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

describe('out of hours', () => {
  it('books a Sunday 21:00 appointment after confirming, and the day view shows it', async () => {
    await calendarAt('day', SUNDAY);
    await page.getByRole('heading', { name: '16 de marzo de 2031' }).waitFor();
    const dialog = await openNewEvent('Cita nocturna', '21:00', '21:30');
    const confirm = page.getByRole('dialog', { name: 'Fuera del horario de la sucursal' });
    await confirm
      .getByText(
        'La cita queda fuera del horario de la sucursal (09:00 a 19:00). ¿Deseas agendarla de todos modos?',
      )
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Cita agendada.');
    await dialog.waitFor({ state: 'detached' });
    await event('Cita nocturna').waitFor();
    // Its rows are there, the closed hours shaded, and it stays after a reload.
    await page.getByText('21:00', { exact: true }).first().waitFor();
    await page.reload();
    await event('Cita nocturna').waitFor();
    // Named once: "Cita nocturna · MARÍA LÓPEZ PRUEBA".
    const text = (await event('Cita nocturna').textContent()) ?? '';
    expect(text.match(/MARÍA LÓPEZ/g)).toHaveLength(1);
    // The day view's hidden text for screen readers is Spanish.
    expect(await page.getByText('Timed', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Horario', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('names the patient already booked when the start falls inside an appointment', async () => {
    const dialog = await openNewEvent('Otra cita', '21:10', '21:20');
    const confirm = page.getByRole('dialog', { name: 'La hora cae dentro de otro evento' });
    await confirm
      .getByText(
        /dentro de la cita de MARÍA LÓPEZ PRUEBA \(21:00 a 21:30\) del 16\/03\/2031.*Además, queda fuera del horario de la sucursal \(09:00 a 19:00\)/,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await event('Otra cita').count()).toBe(0);
  });
});

describe('the appointment status', () => {
  it('confirms an appointment in one click from the day view, and it stays after a reload', async () => {
    await calendarAt('day', WEDNESDAY);
    await event('Revisión').waitFor();
    await page.getByRole('button', { name: /^Estado Programada: Revisión/ }).waitFor();
    await page.getByRole('button', { name: /^Confirmar: Revisión/ }).click();
    await notified(page, 'Estado de la cita actualizado.');
    await page.getByRole('button', { name: /^Estado Confirmada: Revisión/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Estado Confirmada: Revisión/ }).waitFor();
    await expectAccessible(page);
    // The chip lists the steps allowed from here: arrived or no-show.
    await page.getByRole('button', { name: /^Estado Confirmada: Revisión/ }).click();
    const menu = page.getByRole('menu', { name: 'Cambiar el estado de la cita' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Llegó', 'No asistió']);
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'Llegó' }).click();
    await page.getByRole('button', { name: /^Estado Llegó: Revisión/ }).waitFor();
    await page.getByRole('button', { name: /^Atendida: Revisión/ }).click();
    // A final status reads, and offers nothing more: no status button is left on it.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^(Estado .*|Confirmar|Llegó|Atendida): Revisión/ })
          .count(),
      )
      .toBe(0);
    expect(await event('Revisión').locator('.iris-status-chip').textContent()).toBe('Atendida');
  });
});

describe("the appointment's doctor", () => {
  it('names a doctor in the dialog and filters the day view by doctor', async () => {
    await calendarAt('day', WEDNESDAY);
    await page
      .getByRole('button', { name: /Adaptación/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar evento' });
    await dialog.getByRole('combobox', { name: 'Doctor' }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Doctor' }).textContent()).toContain(
      'ELENA PRUEBA',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const filter = page.getByRole('combobox', { name: 'Doctor' });
    await filter.click();
    await page.getByRole('option', { name: 'ELENA PRUEBA' }).click();
    await expect.poll(() => event('Revisión').count()).toBe(0);
    await event('Adaptación').waitFor();
    await filter.click();
    await page.getByRole('option', { name: 'Sin doctor' }).click();
    await event('Revisión').waitFor();
    expect(await event('Adaptación').count()).toBe(0);

    // The doctor chosen for an appointment, saved.
    await page
      .getByRole('button', { name: /Revisión/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar evento' });
    await edit.getByRole('combobox', { name: 'Doctor' }).click();
    await page.getByRole('option', { name: 'ELENA PRUEBA' }).click();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Cita actualizada.');
    // Now hers: the "no doctor" day is empty of it.
    await expect.poll(() => event('Revisión').count()).toBe(0);
    await filter.click();
    await page.getByRole('option', { name: 'Todos los doctores' }).click();
    await expect.poll(() => event('Revisión').textContent()).toContain('ELENA PRUEBA');
  });
});

describe('loading', () => {
  it('says the month and the day are loading on a slow network, never "no appointments"', async () => {
    let release: () => void = () => undefined;
    let held = Promise.resolve();
    const hold = () => {
      held = new Promise<void>((resolve) => (release = resolve));
    };
    hold();
    await page.route('**/api/branches-calendar/getGrid', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await calendarAt('month', WEDNESDAY);
      await page.getByText('Cargando citas…').waitFor();
      await page.getByRole('heading', { name: 'marzo de 2031' }).waitFor();
      expect(await page.getByText('No hay eventos en estas fechas.').count()).toBe(0);
      expect(await event('Revisión').count()).toBe(0);
      release();
      await event('Revisión').waitFor();
      await page.getByText('Cargando citas…').waitFor({ state: 'detached' });
      await expectAccessible(page);
      // A day of a later month: loading too, until it answers.
      hold();
      await calendarAt('day', '2031-04-02');
      await page.getByText('Cargando citas…').waitFor();
      expect(await page.getByText('No hay eventos en estas fechas.').count()).toBe(0);
      release();
      await page.getByText('No hay eventos en estas fechas.').waitFor();
      expect(await page.getByText('Cargando citas…').count()).toBe(0);
    } finally {
      release();
      await page.unroute('**/api/branches-calendar/getGrid');
    }
  });
});

describe('a busy day in the month', () => {
  it('draws its first three events and "+N más", which opens the day; an event opens whole', async () => {
    const day = '2031-05-14';
    await server.db.insert(calendarEvents).values(
      [1, 2, 3, 4, 5].map((n) => ({
        ...appointment,
        name: `Cita ${n}`,
        description: `Nota de la cita ${n}`,
        startDate: day,
        startTime: `${8 + n}:00`,
        endDate: day,
        endTime: `${8 + n}:30`,
      })),
    );
    await calendarAt('month', day);
    await event('Cita 3').waitFor();
    const more = page.getByRole('button', { name: '2 citas más del 14/05/2031: ver el día' });
    expect(await more.textContent()).toBe('+2 más');
    expect(await event('Cita 4').count()).toBe(0);
    await expectAccessible(page);
    await event('Cita 2').getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar evento' });
    await expect
      .poll(() => dialog.getByLabel('Descripción').inputValue())
      .toBe('Nota de la cita 2');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await more.click();
    await page.waitForURL(
      (url) => url.searchParams.get('view') === 'day' && url.searchParams.get('date') === day,
    );
    await event('Cita 5').waitFor();
    expect(await page.locator('.iris-fc-event').count()).toBe(5);
  });
});

describe('on a phone', () => {
  it('shows how many appointments each day has, and a day opens its day view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await calendarAt('month', WEDNESDAY);
      const count = page.getByRole('button', { name: '2 citas del 19/03/2031: ver el día' });
      await count.waitFor();
      expect(await count.textContent()).toBe('2 citas');
      await expectAccessible(page);
      await count.click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'day');
      await event('Revisión').waitFor();
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
