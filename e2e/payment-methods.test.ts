import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn } from './support/session.js';

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

describe('payment methods in the browser', () => {
  it('marks a method "Cuenta en caja" and lists it as Sí', async () => {
    await page.goto('/paymentMethods/new');
    await page.getByLabel('Nombre', { exact: true }).fill('Efectivo');
    await page.getByRole('switch', { name: 'Cuenta en caja' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentMethods');
    const row = page.getByRole('row').filter({ hasText: 'EFECTIVO' });
    await expect.poll(() => row.getByText('Sí', { exact: true }).isVisible()).toBe(true);
  });
});
