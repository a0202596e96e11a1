import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let branchId: number;
let pictures: string;

/** A photo on disk, as a person would pick it. */
async function picture(name: string, width: number, height: number) {
  const file = path.join(pictures, name);
  await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toFile(file);
  return file;
}

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL COLORES')).branch.id;
  pictures = mkdtempSync(path.join(tmpdir(), 'iris-fotos-'));
  browser = await openBrowser(server.url);
  page = browser.page;
  await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  if (pictures) rmSync(pictures, { recursive: true, force: true });
});

describe('the profile', () => {
  it('crops and uploads a photo, which then shows in the user menu', async () => {
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await page
      .getByRole('main')
      .getByText(/de lunes a viernes de 09:00 a 18:00/)
      .waitFor();
    await expectAccessible(page);

    const input = page.locator('input[type=file]');
    await input.setInputFiles(await picture('pequena.png', 320, 320));
    await notified(page, 'La imagen debe medir al menos 500 × 500 píxeles.');

    await input.setInputFiles(await picture('retrato.png', 900, 700));
    const dialog = page.getByRole('dialog', { name: 'Recortar foto' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('img', { name: 'Vista previa' }).getAttribute('src'))
      .toMatch(/^blob:/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar foto' }).click();
    await notified(page, 'Imagen cargada correctamente.');
    await dialog.waitFor({ state: 'detached' });

    const avatar = page.getByRole('button', { name: 'Menú de usuario' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/files\/users\/\d+\//);
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(700);
    const [row] = await server.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    expect(row?.image).toMatch(/\.jpg$/);
  });

  it("saves one's own data with the phone rules", async () => {
    await page.getByLabel('Teléfono').fill('33123');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Debe tener 10 dígitos').waitFor();
    await page.getByLabel('Teléfono').fill('3398765432');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Registro actualizado correctamente.');
  });
});

describe('branch personalization', () => {
  it('gives the branch a colour and a logo that the layout wears in it', async () => {
    await page.goto(`/branches/edit/${routeId(branchId)}?tab=personalization`);
    await page.getByRole('radiogroup', { name: 'Color de la sucursal' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Verde azulado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).last().click();
    await notified(page, 'Registro actualizado correctamente.');
    const bar = page.getByRole('banner');
    await expect
      .poll(() => bar.evaluate((header) => getComputedStyle(header).backgroundColor))
      .toBe('rgb(0, 105, 92)');
    await bar.getByText('SUCURSAL COLORES').waitFor();

    await page.locator('input[type=file]').setInputFiles(await picture('logo.png', 300, 120));
    await notified(page, 'Imagen cargada correctamente.');
    await page.getByRole('img', { name: 'Logotipo de SUCURSAL COLORES' }).waitFor();
    const logo = bar.locator('img[src*="/logo/"]');
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(300);

    // Outside the branch, the layout is Iris's own again.
    await page.goto('/');
    await expect
      .poll(() => bar.evaluate((header) => getComputedStyle(header).backgroundColor))
      .not.toBe('rgb(0, 105, 92)');
  });
});
