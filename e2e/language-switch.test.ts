import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let storageId: number;

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL CENTRO')).branch.id;
  storageId = await seedStorage({ db: server.db }, branchId, 'BODEGA PRINCIPAL');
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

async function chooseLanguage(menuLabel: string, language: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

describe('the language chosen from the user menu', () => {
  it('turns the open page to English, and the pages opened next, and back to Spanish', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto(`/storages/${routeId(storageId)}/${routeId(branchId)}?tab=movements`);
    await page.getByRole('tab', { name: 'Movimientos', selected: true }).waitFor();

    // The storage page's own strings, loaded in Spanish with it, arrive in English too.
    await chooseLanguage('Menú de usuario', 'English');
    await page.getByRole('tab', { name: 'Movements', selected: true }).waitFor();
    await page.getByRole('button', { name: 'New movement' }).waitFor();

    // A page first opened while in English shows its strings in English at once.
    await page.getByRole('link', { name: 'Branches' }).click();
    await page
      .getByRole('button', { name: /SUCURSAL CENTRO/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Customers', selected: true }).waitFor();
    await page.getByText('This branch has no customers yet.').waitFor();
    await page.getByRole('tab', { name: 'Storages' }).click();
    await page.getByRole('button', { name: 'New storage' }).waitFor();

    await chooseLanguage('User menu', 'Español');
    await page.getByRole('tab', { name: 'Almacenes', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Nuevo almacén' }).waitFor();
    // The tab is kept in the URL: the back button returns to the one left.
    await page.goBack();
    await page.getByRole('tab', { name: 'Clientes', selected: true }).waitFor();
    await page.getByText('Esta sucursal aún no tiene clientes registrados.').waitFor();
  });
});
