import { eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../apps/api/src/db/schema/customers.schema.js';
import { seedAppointmentType, seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let token: string;
const customerIds: Record<string, number> = {};

/** Weekdays ahead, one per test: each books the same slot (10:00) the dialog proposes. */
const DAYS = ['2031-03-13', '2031-03-14'] as const;
/** Born on 1 January 42 (or 23) years ago: that age whatever day the test runs. */
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;

const PATIENTS = [
  // First by name: the top of the unfiltered list.
  {
    key: 'alejandro',
    name: 'ALEJANDRO',
    paternal: 'ORTIZ',
    maternal: 'ÁLVAREZ',
    phone: '3312340001',
    age: 61,
  },
  {
    key: 'ximena',
    name: 'XIMENA',
    paternal: 'NÚÑEZ',
    maternal: 'ROJAS',
    phone: '3312340002',
    age: 35,
  },
  {
    key: 'maria42',
    name: 'MARÍA',
    paternal: 'LÓPEZ',
    maternal: 'HERNÁNDEZ',
    phone: '3312340003',
    age: 42,
  },
  {
    key: 'maria23',
    name: 'MARÍA',
    paternal: 'LÓPEZ',
    maternal: 'HERNÁNDEZ',
    phone: '4421234567',
    age: 23,
  },
];

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL RECEPCIÓN')).branch.id;
  await seedAppointmentType({ db: server.db }, 'CONSULTA');
  for (const { key, phone, age, ...names } of PATIENTS) {
    const id = await seedCustomer({ db: server.db }, branchId, names);
    await server.db
      .update(customers)
      .set({ phone, birthDate: bornYearsAgo(age), sex: names.name === 'ALEJANDRO' ? 'M' : 'F' })
      .where(eq(customers.id, id));
    customerIds[key] = id;
  }
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  browser = await openBrowser(server.url);
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

/** The day's appointments as the API answers them, by name: who each one is for. */
async function bookedFor(day: string, name: string) {
  const response = await fetch(`${server.url}/api/branches-calendar/getData`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ branchId, year: 2031, month: 3, from: day, to: day }),
  });
  const events = (
    (await response.json()) as {
      data: { data: { name: string; customerId: number | null }[] };
    }
  ).data.data;
  return events.filter((event) => event.name === name).map((event) => event.customerId);
}

/** Holds the answer for a search text back by `ms`: a slow network, on purpose. */
async function slowSearches(delays: (search: string) => number) {
  await page.route('**/api/customers/getCustomersOptions/**', async (route: Route) => {
    const search = new URL(route.request().url()).searchParams.get('search') ?? '';
    const ms = delays(search);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

async function newAppointment(day: string, name: string) {
  await page.goto(`/branches/edit/${routeId(branchId)}?tab=calendar&view=day&date=${day}`);
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Descripción').fill('Revisión de la vista');
  await dialog.getByLabel('Tipo de cita').click();
  await page.getByRole('option', { name: /^CONSULTA/ }).click();
  return dialog;
}

describe('choosing the patient of an appointment', () => {
  it('books the patient matching what was typed, never an option left from an earlier text', async () => {
    // The list for the empty text comes at once; a more specific search takes its time, and a
    // search for a text in between takes longer still (its answer arrives last).
    await slowSearches((search) => (search === '' ? 0 : search === 'ximena nu' ? 1500 : 3000));
    const dialog = await newAppointment(DAYS[0], 'Revisión de Ximena');
    const field = dialog.getByRole('combobox', { name: 'Paciente (opcional)' });
    await field.click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').first().textContent()).toBe(
      'ALEJANDRO ORTIZ ÁLVAREZ · 33 1234 0001 · 61 años',
    );

    await field.pressSequentially('ximena nu');
    await page.getByText('Buscando…').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    // A person in a hurry: Enter, then the first option the moment there is one.
    await field.press('Enter');
    await page.getByRole('option').first().click();
    await expect.poll(() => field.inputValue()).toBe('XIMENA NÚÑEZ ROJAS');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Cita agendada.');
    expect(await bookedFor(DAYS[0], 'Revisión de Ximena')).toEqual([customerIds.ximena]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('tells two namesakes apart by phone and age', async () => {
    const dialog = await newAppointment(DAYS[1], 'Revisión de María');
    const field = dialog.getByRole('combobox', { name: 'Paciente (opcional)' });
    await field.fill('maria lopez');
    const options = page.getByRole('option');
    await options.nth(1).waitFor();
    expect(await options.allTextContents()).toEqual([
      'MARÍA LÓPEZ HERNÁNDEZ · 33 1234 0003 · 42 años',
      'MARÍA LÓPEZ HERNÁNDEZ · 442 123 4567 · 23 años',
    ]);
    await expectAccessible(page);
    await page.getByRole('option', { name: /442 123 4567 · 23 años/ }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Cita agendada.');
    expect(await bookedFor(DAYS[1], 'Revisión de María')).toEqual([customerIds.maria23]);
  });
});
