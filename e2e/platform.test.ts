import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { hashPassword } from '../apps/api/src/lib/passwords.js';
import { linkIn } from '../apps/api/src/testing/smtp-sink.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;

beforeAll(async () => {
  server = await startIrisServer();
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

async function logIn(email: string, password: string) {
  // Starts from no session, whatever the previous test left.
  await page.goto('/privacyPolicy');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function logOut() {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
}

/**
 * The paths the page asked for while `load` ran and until `text` showed, failing on any console
 * error (a script the Content-Security-Policy refused is one).
 */
async function pathsRequestedWhile(load: () => Promise<unknown>, text: string) {
  const paths: string[] = [];
  const errors: string[] = [];
  const onRequest = (request: Request) => paths.push(new URL(request.url()).pathname);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  try {
    await load();
    await page.getByText(text, { exact: false }).first().waitFor();
  } finally {
    page.off('request', onRequest);
    page.off('console', onConsole);
  }
  expect(errors).toEqual([]);
  return paths;
}

describe('platform in the browser', () => {
  it('sends a visitor to /login, logs the administrator in and out', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await logIn(ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Rol: Administrador').isVisible()).toBe(true);
    await logOut();
    await page.goto('/');
    await page.waitForURL('**/login');
  });

  it('shows the Spanish error for a wrong password', async () => {
    await logIn(ADMIN.email, 'equivocada');
    await expect
      .poll(() => page.getByText('Correo electrónico o contraseña incorrectos.').isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('recovers a password through the e-mail link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    // The login page, with its own e-mail field, stays until the next page's code has loaded.
    await page.waitForURL('**/forgotPassword');
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect
      .poll(() => page.getByText('Si el correo está registrado', { exact: false }).isVisible())
      .toBe(true);

    const mail = await server.smtp.waitFor(ADMIN.email);
    const link = linkIn(mail, 'restorePassword');
    expect(link.startsWith(server.url)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('NuevaClave9');
    await page.getByLabel('Confirmar contraseña').fill('NuevaClave9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL('**/login');

    await logIn(ADMIN.email, 'NuevaClave9');
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    ADMIN.password = 'NuevaClave9';

    // The link is single-use.
    await page.goto(link);
    await expect
      .poll(() => page.getByText('El enlace no es válido o ya expiró.').isVisible())
      .toBe(true);
  });

  it('changes the password from the user menu, asking for the current one, and stays logged in', async () => {
    await logIn(ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    await page.getByLabel('Contraseña actual').fill('no-es-la-actual');
    await page.getByLabel('Nueva contraseña').fill('OtraClave8');
    await page.getByLabel('Confirmar contraseña').fill('OtraClave8');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByText('La contraseña actual no es correcta').isVisible())
      .toBe(true);

    await page.getByLabel('Contraseña actual').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByText('Contraseña actualizada correctamente.').isVisible())
      .toBe(true);
    ADMIN.password = 'OtraClave8';
    // The fresh token replaced the old one: the session goes on.
    await page.goto('/users');
    await expect.poll(() => page.getByText(ADMIN.email).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  it("edits the administrator's own data without demoting it", async () => {
    await logIn(ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Editar usuario ADMINISTRADOR IRIS' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Rol').inputValue()).toBe('Administrador');
    await dialog.getByLabel('Teléfono').fill('3311223344');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByText('Registro actualizado correctamente.').isVisible())
      .toBe(true);
    const [admin] = await server.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(admin).toMatchObject({ role: 'super_admin', enabled: true, phone: '3311223344' });
  });

  it('opens a saved session with one profile request and the code of its own page only', async () => {
    await logIn(ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    const requested = await pathsRequestedWhile(() => page.reload(), 'Bienvenido, ADMINISTRADOR');
    expect(requested.filter((path) => path === '/api/auth/profile')).toHaveLength(1);
    expect(requested.some((path) => path.startsWith('/assets/shell-'))).toBe(true);
    expect(requested.some((path) => path.startsWith('/assets/login-'))).toBe(false);

    await logOut();
    const guest = await pathsRequestedWhile(() => page.reload(), 'Ingresar');
    expect(guest.some((path) => path.startsWith('/assets/login-'))).toBe(true);
    expect(guest.some((path) => path.startsWith('/assets/shell-'))).toBe(false);
    expect(guest).not.toContain('/api/auth/profile');
  });

  it('shows a not-found page for an unknown path', async () => {
    await page.goto('/esta/ruta/no/existe');
    await expect.poll(() => page.getByText('Página no encontrada').isVisible()).toBe(true);
  });

  it('restores a table page with the back button', async () => {
    const passwordHash = await hashPassword('Irrelevante1');
    await server.db.insert(users).values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `PERSONA ${String(i + 1).padStart(2, '0')}`,
        paternal: 'PRUEBA',
        maternal: 'PRUEBA',
        email: `persona${i + 1}@iris.test`,
        phone: `33000000${String(i + 10)}`,
        passwordHash,
        emailVerified: true,
      })),
    );
    await logIn(ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    await page.goto('/users');
    await expect.poll(() => page.getByText('persona12@iris.test').isVisible()).toBe(true);
    await page.getByRole('button', { name: /página siguiente/i }).click();
    await expect.poll(() => page.getByText('persona7@iris.test').isVisible()).toBe(true);
    expect(page.url()).toContain('page=2');

    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect.poll(() => page.getByText('Bienvenido, ADMINISTRADOR').isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.getByText('persona7@iris.test').isVisible()).toBe(true);
    expect(page.url()).toContain('page=2');
    expect(await page.getByText('persona12@iris.test').count()).toBe(0);
  });
});
