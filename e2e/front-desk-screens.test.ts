import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  seedMovement,
  seedProduct,
  seedStock,
  seedStorage,
} from '../apps/api/src/testing/seed-inventory.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut, notified, routeId } from './support/session.js';

/*
 * The screens as staff use them all day (issue 20, "Awkward"): what a receptionist sees first on
 * a phone, what a page not for their role says, the confirmation before disabling a user, the
 * grid's Spanish, a transfer's folio, and where notifications land.
 */

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let central: number;
let counter: number;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const workspace = (id: number) => `/branches/edit/${routeId(id)}`;
const movements = (storageId: number) =>
  `/storages/${routeId(storageId)}/${routeId(branchId)}?tab=movements`;

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  branchId = (await seedBranch(database, 'SUCURSAL CHAPULTEPEC')).branch.id;
  await seedUser(database, {
    email: 'rosa@optica.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  await seedUser(database, {
    email: 'daniela@optica.test',
    role: 'receptionist',
    branchId,
    name: 'DANIELA',
  });
  await seedCustomer(database, branchId, { name: 'MARIANA', paternal: 'LÓPEZ' });
  central = await seedStorage(database, branchId, 'BODEGA CENTRAL');
  counter = await seedStorage(database, branchId, 'MOSTRADOR');
  // Folios count per storage: the counter's own count is its folio 2, and the transfer from the
  // counter to the central storage is folio 2 too, of the central storage.
  await seedMovement(database, counter, { type: 1, serial: 2 });
  await seedMovement(database, central, { type: 4, estorageId: counter, serial: 2 });
  await seedMovement(database, counter, { type: 3, serial: 3 });
  const product = await seedProduct(database, { name: 'ARMAZÓN AVIADOR' });
  await seedStock(database, central, product.id, 5, '1500');
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

/** Whether the element lies whole inside the window (nothing to scroll to reach it). */
async function onScreen(locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height
  );
}

/** Whether the account may still log in, as stored. */
async function enabled(email: string) {
  const [row] = await server.db
    .select({ enabled: users.enabled })
    .from(users)
    .where(eq(users.email, email));
  return row?.enabled;
}

const headers = (scope: Page | Locator) =>
  scope.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.textContent));

describe('the front desk on a phone', () => {
  it('shows a receptionist the branch in a few lines and the customers at once', async () => {
    // Logged in on a wide window (the helper waits for the name in the top bar, which a phone
    // leaves out), then narrowed to a phone's.
    await logIn(page, 'rosa@optica.test', TEST_PASSWORD, 'ROSA PRUEBA');
    await page.setViewportSize(PHONE);
    await page.goto(workspace(branchId));
    await page.getByRole('heading', { name: 'SUCURSAL CHAPULTEPEC', level: 1 }).waitFor();
    await page.getByText('Horario 09:00–19:00').waitFor();
    await page.getByText(/AV\. CHAPULTEPEC 100, GUADALAJARA, JALISCO/).waitFor();
    // No read-only form above the tabs: the customers tab and its first row are on the screen.
    expect(await page.getByRole('textbox', { name: 'Nombre' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar sucursal' }).count()).toBe(0);
    expect(await onScreen(page.getByRole('tab', { name: 'Clientes', selected: true }))).toBe(true);

    // The table shows the fields that name a patient and the row's button, not all cut off.
    const open = page.getByRole('button', { name: 'Abrir el expediente de MARIANA LÓPEZ PRUEBA' });
    await open.waitFor();
    expect(await headers(page)).toEqual(['Nombre', 'Apellido paterno', 'Acciones']);
    await open.scrollIntoViewIfNeeded();
    expect(await onScreen(open)).toBe(true);
    await expectAccessible(page);
  });

  it("lists a storage's movements by folio and type, with the button to open them", async () => {
    await page.goto(movements(counter));
    const grid = page.getByRole('grid');
    await grid.getByRole('gridcell', { name: '2 · BODEGA CENTRAL', exact: true }).waitFor();
    expect(await headers(grid)).toEqual(['Folio', 'Tipo', 'Acciones']);
    const open = page.getByRole('button', { name: 'Ver el movimiento 2 · BODEGA CENTRAL' });
    expect(await onScreen(open)).toBe(true);
    await expectAccessible(page);
  });

  it("tells a receptionist that an administrator's page is not for them", async () => {
    for (const path of ['/users', '/branches', '/access-log']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }).waitFor();
      expect(await page.getByText('Página no encontrada').count()).toBe(0);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByText('Bienvenido, ROSA').waitFor();
    // The notice about changing one's data belongs to the profile, not to every page's foot.
    expect(await page.getByText(/de lunes a viernes de 09:00 a 18:00/).count()).toBe(0);
    await logOut(page);
    await page.setViewportSize(DESKTOP);
  });
});

describe('the administrator', () => {
  it('edits the branch from its header, which then shows the new data', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto(workspace(branchId));
    await page.getByRole('heading', { name: 'SUCURSAL CHAPULTEPEC', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Teléfono' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Editar sucursal' }).click();
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('3312345678');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Registro actualizado correctamente.');
    await page.getByText('Tel. 3312345678 · Horario 09:00–19:00').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Teléfono' }).count()).toBe(0);
  });

  it('asks before disabling a user, saying their sessions end, and the notice covers no button', async () => {
    await page.goto('/users');
    await page.getByRole('button', { name: 'Editar usuario DANIELA PRUEBA' }).click();
    const form = page.getByRole('dialog', { name: 'Editar usuario' });
    await form.getByRole('switch', { name: 'Habilitado' }).uncheck();
    await form.getByRole('button', { name: 'Guardar' }).click();
    const question = page.getByRole('dialog', { name: 'Deshabilitar usuario' });
    await question.getByText(/DANIELA PRUEBA\? Sus sesiones abiertas terminarán/).waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await question.waitFor({ state: 'detached' });
    // Declining keeps the form open, and nothing was saved.
    await form.getByRole('switch', { name: 'Habilitado', checked: false }).waitFor();
    expect(await enabled('daniela@optica.test')).toBe(true);

    await form.getByRole('button', { name: 'Guardar' }).click();
    await question.getByRole('button', { name: 'Aceptar' }).click();
    await form.waitFor({ state: 'detached' });
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Registro actualizado correctamente.' });
    await notice.waitFor();
    const row = page.getByRole('row').filter({ hasText: 'DANIELA' });
    await row.getByText('Deshabilitado', { exact: true }).waitFor();
    expect(await enabled('daniela@optica.test')).toBe(false);
    // At the top right, over the top bar (64 px): above the page's buttons, and off a table's
    // totals at the bottom (issue 37).
    const box = await notice.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(64);
    expect(box!.x).toBeGreaterThan(DESKTOP.width / 2);
    const newUser = await page.getByRole('button', { name: 'Nuevo usuario' }).boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(newUser!.y);
  });

  it('sorts from the column menu in whole Spanish words', async () => {
    await page.goto('/users');
    await page.getByRole('columnheader', { name: 'Nombre' }).hover();
    await page.getByRole('button', { name: 'Menú de la columna Nombre' }).click();
    await page.getByRole('menuitem', { name: 'Ordenar ascendente' }).waitFor();
    await page.getByRole('menuitem', { name: 'Ordenar descendente' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /ASC|DESC/ }).count()).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  });

  it("tells a transfer's folio from the storage's own, in the list and on its page", async () => {
    await page.goto(movements(counter));
    const grid = page.getByRole('grid');
    await grid.getByRole('gridcell', { name: '2 · BODEGA CENTRAL', exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: '2', exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: 'TRASPASO (SALIDA)' }).waitFor();
    await page.goto(movements(central));
    await page.getByRole('gridcell', { name: '2 · BODEGA CENTRAL', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'TRASPASO (ENTRADA)' }).waitFor();

    await page.getByRole('button', { name: 'Ver el movimiento 2 · BODEGA CENTRAL' }).click();
    await page.getByRole('heading', { name: 'Movimiento 2 · BODEGA CENTRAL' }).waitFor();
    await page
      .getByText(
        'Origen: MOSTRADOR (SUCURSAL CHAPULTEPEC) · Destino: BODEGA CENTRAL (SUCURSAL CHAPULTEPEC)',
        { exact: true },
      )
      .waitFor();
    await expectAccessible(page);

    // An exit takes stock out of its storage and brings it nowhere: it has no destination.
    await page.goto(movements(counter));
    await page.getByRole('button', { name: 'Ver el movimiento 3' }).click();
    await page.getByRole('heading', { name: 'Movimiento 3' }).waitFor();
    await page.getByText('Origen: MOSTRADOR (SUCURSAL CHAPULTEPEC)', { exact: true }).waitFor();
    expect(await page.getByText(/Destino/).count()).toBe(0);
  });

  it('offers "Todos" the products and "Todas" the categories in the stock filters', async () => {
    await page.goto(`/storages/${routeId(central)}/${routeId(branchId)}?tab=stock`);
    await page.getByRole('gridcell', { name: 'ARMAZÓN AVIADOR' }).waitFor();
    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option', { name: 'Todas', exact: true }).waitFor();
    await page.getByRole('option', { name: /^CATEGORÍA/ }).click();
    await page.getByRole('combobox', { name: 'Subcategoría', exact: true }).click();
    await page.getByRole('option', { name: /^SUBCATEGORÍA/ }).click();
    await page.getByRole('combobox', { name: 'Producto', exact: true }).click();
    await page.getByRole('option', { name: 'Todos', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Todas', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('shows the access log to the second', async () => {
    await page.goto(workspace(branchId));
    await page.getByRole('button', { name: 'Abrir el expediente de MARIANA LÓPEZ PRUEBA' }).click();
    await page.getByRole('heading', { name: /MARIANA LÓPEZ/ }).waitFor();
    await page.getByRole('link', { name: 'Bitácora de accesos' }).click();
    await page
      .getByRole('gridcell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/ })
      .first()
      .waitFor();
    await expectAccessible(page);
  });
});
