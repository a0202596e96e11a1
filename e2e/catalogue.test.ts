import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countries } from '../apps/api/src/db/schema/geography.schema.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { picker, typeInto } from './support/pickers.js';
import { logIn } from './support/session.js';

const IMAGE = fileURLToPath(new URL('./fixtures/armazon.png', import.meta.url));

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;

beforeAll(async () => {
  server = await startIrisServer();
  browser = await openBrowser(server.url);
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const visible = (text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible());

async function choose(label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openNew(path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await page.waitForURL(`**${path}/new`);
}

async function save(listPath: string) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL((url) => url.pathname === listPath);
}

describe('catalogue in the browser', () => {
  it('creates country -> state -> municipality -> branch through the cascades', async () => {
    await openNew('/countries');
    await page.getByLabel('Nombre', { exact: true }).fill('México');
    await page.getByLabel('Duración').fill('30');
    await save('/countries');
    await visible('MÉXICO').toBe(true);

    await openNew('/states');
    await choose('País', 'MÉXICO');
    await page.getByLabel('Nombre', { exact: true }).fill('Jalisco');
    await save('/states');
    await visible('JALISCO').toBe(true);

    await openNew('/municipalities');
    await choose('País', 'MÉXICO');
    await choose('Estado', 'JALISCO');
    await page.getByLabel('Nombre', { exact: true }).fill('Zapopan');
    await save('/municipalities');
    await visible('ZAPOPAN').toBe(true);

    await openNew('/branches');
    await page.getByLabel('Nombre', { exact: true }).fill('Sucursal Andares');
    await page.getByLabel('Dirección').fill('Blvd. Puerta de Hierro 4965');
    await page.getByLabel('Código postal').fill('45116');
    await choose('País', 'MÉXICO');
    await choose('Estado', 'JALISCO');
    await choose('Municipio', 'ZAPOPAN');
    await typeInto(picker(page, 'Apertura'), '0900');
    await typeInto(picker(page, 'Cierre'), '1900');
    await save('/branches');
    await visible('SUCURSAL ANDARES').toBe(true);
    await visible('45116').toBe(true);
  });

  it('creates category -> subcategory -> product with an image that shows in the list', async () => {
    await openNew('/categories');
    await page.getByLabel('Nombre', { exact: true }).fill('Armazones');
    await save('/categories');

    await openNew('/subcategories');
    await choose('Categoría', 'ARMAZONES');
    await page.getByLabel('Nombre', { exact: true }).fill('Acetato');
    await save('/subcategories');
    await visible('ACETATO').toBe(true);

    await openNew('/products');
    await choose('Categoría', 'ARMAZONES');
    await choose('Subcategoría', 'ACETATO');
    await page.getByLabel('Nombre', { exact: true }).fill('Ray-Ban RB5154');
    await page.getByLabel('Imagen').setInputFiles(IMAGE);
    await save('/products');
    await visible('RAY-BAN RB5154').toBe(true);
    const thumbnail = page.locator('img[src*="/api/files/inventory/products/"]').first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);
  });

  it('sorts and pages a list', async () => {
    await server.db
      .insert(countries)
      .values(
        ['ARGENTINA', 'BRASIL', 'CHILE', 'COLOMBIA', 'ESPAÑA', 'PERÚ'].map((name) => ({ name })),
      );
    await page.goto('/countries');
    await visible('PERÚ').toBe(true);
    await page.getByRole('columnheader', { name: 'Nombre' }).click();
    await expect.poll(() => page.url()).toContain('sortBy=name');
    // Sorted by name, descending first: PERÚ, MÉXICO, ESPAÑA, COLOMBIA, CHILE | BRASIL, ARGENTINA.
    // The whole page is awaited, not its first row: the list before the sort (newest first) also
    // starts with PERÚ, and a click on the next page while the sorted answer is on its way was
    // taken back by the grid's return to the first page that a sort makes.
    const names = () => page.locator('[role="row"] [data-field="name"]').allTextContents();
    await expect.poll(names).toEqual(['Nombre', 'PERÚ', 'MÉXICO', 'ESPAÑA', 'COLOMBIA', 'CHILE']);
    await page.getByRole('button', { name: /página siguiente/i }).click();
    await expect.poll(names).toEqual(['Nombre', 'BRASIL', 'ARGENTINA']);
    expect(page.url()).toContain('page=2');
  });

  it('shows the Spanish message of a duplicate name on the form', async () => {
    await openNew('/countries');
    await page.getByLabel('Nombre', { exact: true }).fill('méxico ');
    await page.getByLabel('Duración').fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await visible('El nombre ya está registrado.').toBe(true);
    expect(new URL(page.url()).pathname).toBe('/countries/new');
  });

  it('shows the not-found page for an id that is not base64 of a number', async () => {
    await page.goto(`/countries/edit/${Buffer.from('no-es-numero').toString('base64')}`);
    await visible('Página no encontrada').toBe(true);
  });
});
