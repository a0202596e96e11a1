import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { users, userSessions } from '../apps/api/src/db/schema/accounts.schema.js';
import { seedBranch, seedUser, TEST_PASSWORD } from '../apps/api/src/testing/test-app.js';
import { fromBase32, hotp, totpStepAt } from '../apps/api/src/lib/totp.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logOut, notified } from './support/session.js';

/*
 * Issue 42: the administrator, whose role requires two-step verification, is asked to set it up on
 * signing in; the test reads the key off the screen and computes the codes as an authenticator app
 * would; the recovery codes show once; the profile lists the session; signing out ends it; the next
 * sign-in asks for a code, and a recovery code works once. Desktop and phone, axe at each.
 */
const SHOTS = path.join(tmpdir(), 'iris', 'shots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
/** The seed in base32, as the set-up page shows it for typing by hand. */
let secret: string;
let recoveryCodes: string[];
let doctorId: number;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  server = await startIrisServer({ mfaRequired: ['super_admin'] });
  const branchId = (await seedBranch({ db: server.db }, 'SUCURSAL SEGURA')).branch.id;
  doctorId = await seedUser(
    { db: server.db },
    { email: 'laura@iris.test', role: 'doctor', branchId, name: 'LAURA' },
  );
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

async function shoot(name: string) {
  for (const [size, viewport] of [
    ['escritorio', DESKTOP],
    ['telefono', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
    await expectAccessible(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** The code an authenticator app shows `ahead` steps of 30 s from now. */
const totp = (ahead = 0) => hotp(fromBase32(secret), totpStepAt(Date.now()) + ahead);

async function password() {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function secondStep(code: string) {
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

const inTheApp = () =>
  page.getByRole('button', { name: 'Menú de usuario' }).getByText('ADMINISTRADOR').waitFor();

/** The open sessions of a user (the administrator's by default). */
async function openSessions(userId?: number) {
  const [admin] = await server.db.select().from(users).where(eq(users.email, ADMIN.email));
  return server.db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId ?? admin!.id), isNull(userSessions.endedAt)));
}

/** What a sign-in's steps answer in `data`. */
interface SignInData {
  token?: string;
  mfaToken?: string;
}

/** Calls the API as another device would: its status and the envelope's data. */
async function call(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: SignInData };
  return { status: response.status, data: envelope.data };
}

describe('two-step verification required of the administrator', () => {
  it('is set up on signing in, before anything else of the app', async () => {
    await password();
    await page.getByRole('heading', { name: 'Configura la verificación en dos pasos' }).waitFor();
    await page
      .getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Menú de usuario' }).count()).toBe(0);
    await shoot('dos-pasos-configurar');

    secret = (await page.getByLabel('Clave para escribir a mano').inputValue()).replace(/ /g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Código de verificación').fill(totp());
    await page.getByRole('button', { name: 'Activar' }).click();

    const list = page.getByRole('list', { name: 'Códigos de recuperación' });
    await list.waitFor();
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await page.getByText('no volverán a mostrarse').waitFor();
    await shoot('dos-pasos-codigos');

    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await inTheApp();
  });

  it('lists this session in the profile, with two-step verification on and kept', async () => {
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    const mfa = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await mfa.getByText('Estado: Activa').waitFor();
    await mfa.getByText('Obligatoria para tu rol').waitFor();
    expect(await mfa.getByRole('button', { name: 'Desactivar' }).count()).toBe(0);

    const sessions = page.getByRole('region', { name: 'Sesiones abiertas' });
    // The administrator's phone signs in too (with the last recovery code).
    const first = await call('auth/login', ADMIN, { 'User-Agent': IPHONE });
    const second = await call(
      'auth/login/mfa',
      { mfaToken: first.data.mfaToken, code: recoveryCodes[9] },
      { 'User-Agent': IPHONE },
    );
    const phoneToken = second.data.token!;
    await page.reload();
    const rows = sessions.getByRole('listitem');
    await rows.filter({ hasText: 'Safari 18 en iOS' }).getByRole('button').waitFor();
    const when = String.raw`127\.0\.0\.1Último uso: \d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
    // Most recently used first: either may be, as the phone has just signed in.
    expect((await rows.allTextContents()).sort()).toEqual([
      expect.stringMatching(new RegExp(String.raw`^Chrome \d+ en Linux${when}Esta sesión$`)),
      expect.stringMatching(new RegExp(`^Safari 18 en iOS${when}Cerrar$`)),
    ]);
    await shoot('dos-pasos-perfil');
    expect(await openSessions()).toHaveLength(2);

    await sessions.getByRole('button', { name: 'Cerrar las demás' }).click();
    await page.getByRole('dialog', { name: 'Cerrar las demás sesiones' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Sesiones cerradas.');
    await sessions.getByText('Safari 18 en iOS').waitFor({ state: 'detached' });
    expect(await openSessions()).toHaveLength(1);
    // The phone's session is refused at its next call.
    const refused = await call('auth/profile', {}, { Authorization: `Bearer ${phoneToken}` });
    expect(refused.status).toBe(401);
  });

  it('ends the session on signing out, and asks for a code on the next sign-in', async () => {
    await logOut(page);
    await expect.poll(async () => (await openSessions()).length).toBe(0);

    await password();
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await shoot('dos-pasos-codigo');
    // The set-up took this step's code: an app's next one, a step ahead, is still on time.
    await secondStep(totp(1));
    await inTheApp();
    expect(await openSessions()).toHaveLength(1);
  });

  it('signs in with a recovery code once', async () => {
    await logOut(page);
    await password();
    await secondStep(recoveryCodes[0]!.toLowerCase());
    await inTheApp();

    await logOut(page);
    await password();
    await secondStep(recoveryCodes[0]!);
    await notified(page, 'El código de verificación no es válido o ya se usó.');
    await page.getByRole('button', { name: 'Volver a correo y contraseña' }).click();
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await openSessions()).toHaveLength(0);
  });

  it("lets the administrator reset a doctor's two-step verification and end her sessions", async () => {
    // The last test left the login page; the last TOTP step is taken: another recovery code.
    await password();
    await secondStep(recoveryCodes[1]!);
    await inTheApp();
    // The doctor signed in on her phone, which has two-step verification, and then lost it.
    const login = await call('auth/login', { email: 'laura@iris.test', password: TEST_PASSWORD });
    const doctorToken = login.data.token!;
    await server.db.update(users).set({ mfaEnabledAt: new Date() }).where(eq(users.id, doctorId));
    expect(await openSessions(doctorId)).toHaveLength(1);

    await page.goto('/users');
    const reset = page.getByRole('button', {
      name: 'Restablecer la verificación en dos pasos de LAURA PRUEBA',
    });
    await reset.waitFor();
    await shoot('dos-pasos-usuarios');
    await reset.click();
    await page.getByRole('dialog', { name: 'Restablecer verificación en dos pasos' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Verificación en dos pasos restablecida; sus sesiones se cerraron.');
    const [doctor] = await server.db.select().from(users).where(eq(users.id, doctorId));
    expect(doctor?.mfaEnabledAt).toBeNull();
    expect(await openSessions(doctorId)).toHaveLength(0);
    const refused = await call('auth/profile', {}, { Authorization: `Bearer ${doctorToken}` });
    expect(refused.status).toBe(401);

    await call('auth/login', { email: 'laura@iris.test', password: TEST_PASSWORD });
    expect(await openSessions(doctorId)).toHaveLength(1);
    await page.getByRole('button', { name: 'Cerrar las sesiones de LAURA PRUEBA' }).click();
    await page.getByRole('dialog', { name: 'Cerrar sus sesiones' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Sesiones cerradas.');
    expect(await openSessions(doctorId)).toHaveLength(0);
    // Not on one's own row: the profile does both for oneself.
    expect(
      await page.getByRole('button', { name: /^Cerrar las sesiones de ADMINISTRADOR/ }).count(),
    ).toBe(0);
  });
});
