import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let otherBranchId: number;

const workspace = (id: number, tab?: string) =>
  `/branches/edit/${routeId(id)}${tab ? `?tab=${tab}` : ''}`;

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL CENTRO')).branch.id;
  otherBranchId = (await seedBranch({ db: server.db }, 'SUCURSAL NORTE')).branch.id;
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

describe('the branch workspace', () => {
  it('lets super_admin create a doctor, who then works in that branch only', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sucursales' }).click();
    await page
      .getByRole('button', { name: /SUCURSAL CENTRO/ })
      .first()
      .click();
    await page.waitForURL(`**${workspace(branchId)}`);
    await page.getByRole('tab', { name: 'Clientes', selected: true }).waitFor();
    await page.getByText('Esta sucursal aún no tiene clientes registrados.').waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Personal', exact: true }).click();
    await page.getByText('Esta sucursal aún no tiene personal.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Elena');
    await dialog.getByLabel('Apellido paterno').fill('Ramírez');
    await dialog.getByLabel('Apellido materno').fill('Ortega');
    await dialog.getByLabel('Teléfono').fill('3311112222');
    await dialog.getByLabel('Rol').click();
    await page.getByRole('option', { name: 'Doctor' }).click();
    await dialog.getByLabel('Correo electrónico').fill('elena@clinica.test');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('Ojos2026');
    await dialog.getByLabel('Confirmar contraseña').fill('Ojos2027');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('Las contrasenas no coinciden').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('Confirmar contraseña').fill('Ojos2026');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'ELENA', exact: true }).waitFor();
    await logOut(page);

    await logIn(page, 'elena@clinica.test', 'Ojos2026', 'ELENA RAMÍREZ');
    await expect.poll(() => page.getByRole('link', { name: 'Sucursales' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Mi sucursal' }).click();
    await page.waitForURL(`**${workspace(branchId)}`);
    await page.getByRole('tab', { name: 'Personal', exact: true }).click();
    await page.getByRole('gridcell', { name: 'ELENA', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Nuevo usuario' }).count()).toBe(0);
    await expectAccessible(page);
    await page.goto(workspace(otherBranchId));
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.goto('/branches');
    await page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }).waitFor();
  });

  it('registers storages, makes the first the default and moves the star after confirming', async () => {
    await page.goto(workspace(branchId));
    await page.getByRole('tab', { name: 'Almacenes' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'storages');
    await page.getByText(/Esta sucursal aún no tiene almacenes/).waitFor();
    await expectAccessible(page);

    for (const name of ['Bodega principal', 'Mostrador']) {
      await page.getByRole('button', { name: 'Nuevo almacén' }).click();
      await page.getByRole('dialog').getByLabel('Nombre').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('gridcell', { name: name.toUpperCase(), exact: true }).waitFor();
    }
    await page
      .getByRole('img', { name: 'BODEGA PRINCIPAL es el almacén predeterminado' })
      .waitFor();

    await page.getByRole('button', { name: 'Hacer predeterminado a MOSTRADOR' }).click();
    await page
      .getByRole('dialog')
      .getByText(/«MOSTRADOR» sea el almacén predeterminado/)
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Registro actualizado correctamente.');
    await page.getByRole('img', { name: 'MOSTRADOR es el almacén predeterminado' }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'BODEGA PRINCIPAL es el almacén predeterminado' }).count(),
      )
      .toBe(0);

    await page.getByRole('button', { name: 'Abrir MOSTRADOR' }).click();
    await page.getByRole('heading', { name: 'MOSTRADOR' }).waitFor();
    await page.getByText(/Es el almacén predeterminado de la sucursal/).waitFor();
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('tab', { name: 'Almacenes', selected: true }).waitFor();
  });

  it('returns to the previous tab with the back button', async () => {
    await page.goto(workspace(branchId, 'storages'));
    await page.getByRole('tab', { name: 'Personal', exact: true }).click();
    await page.getByRole('tab', { name: 'Personal', exact: true, selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Almacenes', selected: true }).waitFor();
  });
});
