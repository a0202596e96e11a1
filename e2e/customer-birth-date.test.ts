import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, localDate } from '@iris/domain/customers/customer-age';
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
let token: string;

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL NACIMIENTOS')).branch.id;
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

/** The patient as the API answers them. */
async function customerOf(url: string) {
  const id = Number(Buffer.from(url.split('/').pop()!, 'base64').toString());
  const response = await fetch(`${server.url}/api/customers/get/${id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { data: { birthDate: string; sex: string } } }).data
    .data;
}

describe("a patient's birth date and sex", () => {
  it('are registered with the patient, shown as the age, and a future date is refused', async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}?tab=customers`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await dialog.getByLabel('Apellido paterno').fill('Rangel');
    await dialog.getByLabel('Apellido materno').fill('Soto');
    await dialog.getByLabel('Teléfono').fill('3318765432');
    await typeInto(picker(dialog, 'Fecha de nacimiento (opcional)'), '29021984');
    await dialog.getByLabel('Sexo (opcional)').click();
    await page.getByRole('option', { name: 'Femenino' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Paciente registrado.');

    const age = ageOn('1984-02-29', localDate());
    await page.getByRole('heading', { name: 'LUCÍA RANGEL SOTO' }).waitFor();
    await page
      .getByText(`Teléfono: 3318765432 · ${age} años · SUCURSAL NACIMIENTOS`, { exact: true })
      .waitFor();
    expect(await customerOf(page.url())).toMatchObject({ birthDate: '1984-02-29', sex: 'F' });

    // A date after today is refused on its field, and nothing changes.
    const nextYear = new Date().getFullYear() + 1;
    await page.getByRole('button', { name: 'Editar datos' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cliente' });
    expect(await shownIn(picker(edit, 'Fecha de nacimiento (opcional)'))).toBe('29/02/1984');
    await typeInto(picker(edit, 'Fecha de nacimiento (opcional)'), `0101${nextYear}`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.getByText('La fecha no puede ser posterior a hoy').waitFor();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    expect(await customerOf(page.url())).toMatchObject({ birthDate: '1984-02-29', sex: 'F' });

    await page.goto(`/branches/edit/${routeId(branchId)}?tab=customers`);
    await page.getByRole('gridcell', { name: `${age} años` }).waitFor();
  });
});
