import type { Page } from 'playwright-core';

/** Logs in and waits for the session (the login returns to the page the visitor was heading to). */
export async function logIn(page: Page, email: string, password: string, fullName: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Menú de usuario' }).getByText(fullName).waitFor();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
}

/** A notification (docs/spec.md §8) with this text, shown now. */
export const notified = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).waitFor();

/** An id as the web app writes it in its routes (docs/spec.md §2: base64). */
export const routeId = (id: number) =>
  Buffer.from(String(id)).toString('base64').replace(/=+$/, '');
