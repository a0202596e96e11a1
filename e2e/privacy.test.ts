import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { arcoRequests, customerConsents } from '../apps/api/src/db/schema/privacy.schema.js';
import { seedArcoRequest } from '../apps/api/src/testing/seed-privacy.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { ROOT } from './support/iris-process.js';
import { logIn, notified, routeId } from './support/session.js';

/*
 * Issue 42 (the aviso, consent and ARCO requests): the public notice before and after super_admin
 * publishes it; a patient's consent recorded from the flag on their record; an ARCO request
 * registered with its due date shown, an overdue one marked and resolved; Inicio's tile. Axe at
 * each screen.
 */
const PATIENT = 'LUCÍA MARTÍNEZ PRUEBA';
const SHOTS = path.join(ROOT, 'bench/results/privacy-screens');
const NOTICE = 'Óptica Iris, responsable del tratamiento de sus datos personales.';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let patientId: number;
let overdueId: number;

beforeAll(async () => {
  server = await startIrisServer();
  const database = { db: server.db };
  const branchId = (await seedBranch(database, 'SUCURSAL REFORMA')).branch.id;
  patientId = await seedCustomer(database, branchId, { name: 'LUCÍA', paternal: 'MARTÍNEZ' });
  overdueId = await seedArcoRequest(database, patientId, '2026-09-04');
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

describe('the aviso de privacidad, consent and ARCO requests', () => {
  it('says on the public page that no aviso is published yet, without a session', async () => {
    await page.goto('/privacyPolicy');
    await page
      .getByText('El aviso de privacidad aún no se ha publicado.', { exact: false })
      .waitFor();
    await expectAccessible(page);
  });

  it('lets super_admin publish version 1, which the public page then shows', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.getByRole('navigation').getByRole('link', { name: 'Aviso de privacidad' }).click();
    await page.getByText('Aún no se ha publicado ningún aviso de privacidad.').waitFor();
    await page.getByRole('button', { name: 'Publicar nueva versión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva versión del aviso de privacidad' });
    await dialog.getByText('Se publicará como la versión 1.', { exact: false }).waitFor();
    await dialog.getByLabel('Texto').fill(NOTICE);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await page
      .getByRole('dialog', { name: '¿Publicar la versión 1?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await notified(page, 'Nueva versión del aviso de privacidad publicada.');
    await page.getByRole('grid').getByText('Vigente').waitFor();
    await expectAccessible(page);

    await page.goto('/privacyPolicy');
    await page.getByText(NOTICE).waitFor();
    await page.getByText(/^Versión 1, publicada el \d{2}\/\d{2}\/\d{4}$/).waitFor();
  });

  it("records a patient's consent from the flag on their record", async () => {
    await page.goto(`/customers/index/${routeId(patientId)}`);
    const flag = page
      .getByRole('alert')
      .filter({ hasText: 'Sin consentimiento del aviso de privacidad' });
    await flag.waitFor();
    await expectAccessible(page);
    await flag.screenshot({ path: path.join(SHOTS, 'consentimiento-falta.png') });
    await flag.getByRole('button', { name: 'Registrar consentimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consentimiento del aviso de privacidad' });
    await dialog
      .getByText('El paciente acepta la versión 1 del aviso de privacidad vigente.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Consentimiento registrado.');
    const health = page
      .getByRole('alert')
      .filter({ hasText: 'Sin consentimiento para datos de salud' });
    await health.waitFor();

    await health.getByRole('button', { name: 'Registrar consentimiento' }).click();
    await dialog
      .getByLabel('Consiente el tratamiento de sus datos de salud (datos sensibles)')
      .check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText(
        /Aviso de privacidad versión 1 aceptado el \d{2}\/\d{2}\/\d{4} \(Firmado en papel\), con datos de salud/,
      )
      .waitFor();
    const kept = await server.db
      .select({ sensitive: customerConsents.sensitive, latest: customerConsents.latest })
      .from(customerConsents)
      .where(eq(customerConsents.customerId, patientId))
      .orderBy(customerConsents.id);
    expect(kept).toEqual([
      { sensitive: false, latest: false },
      { sensitive: true, latest: true },
    ]);
  });

  it('registers an ARCO request with its due date, and resolves an overdue one', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Solicitudes ARCO' }).click();
    await page.getByRole('heading', { name: 'Solicitudes ARCO' }).waitFor();
    const overdue = page.getByRole('grid').getByRole('row').filter({ hasText: '05/10/2026' });
    await overdue.getByText('Vencida').waitFor();
    await expectAccessible(page);
    for (const [name, size] of [
      ['telefono', { width: 390, height: 844 }],
      ['escritorio', { width: 1366, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await overdue.getByText('Vencida').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `solicitudes-arco-${name}.png`) });
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Registrar solicitud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva solicitud ARCO' });
    await dialog.getByRole('combobox', { name: 'Paciente' }).fill('lucía');
    await page.getByRole('option', { name: new RegExp(PATIENT) }).click();
    await dialog.getByRole('combobox', { name: 'Tipo de solicitud' }).click();
    await page.getByRole('option', { name: 'Rectificación' }).click();
    await dialog.getByText(/^Vence el \d{2}\/\d{2}\/\d{4} \(20 días hábiles\)\.$/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registrar solicitud' }).click();
    await notified(page, 'Solicitud ARCO registrada.');
    await page.getByRole('grid').getByText('Rectificación').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Inicio' }).click();
    const tile = page.locator('.tile-arco');
    await tile.getByRole('link', { name: PATIENT }).waitFor();
    await tile.getByText('Vencida', { exact: true }).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Solicitudes ARCO' }).click();
    await page
      .getByRole('button', { name: `Ver la solicitud de ${PATIENT}` })
      .first()
      .waitFor();
    await overdue.getByRole('button', { name: `Ver la solicitud de ${PATIENT}` }).click();
    const detail = page.getByRole('dialog', { name: `Solicitud ARCO de ${PATIENT}` });
    await detail.getByRole('button', { name: 'Resolver' }).click();
    const form = page.getByRole('dialog', { name: 'Resolver la solicitud' });
    await form.getByLabel('Respuesta al paciente').fill('Se entregó copia del expediente.');
    await form.getByRole('button', { name: 'Resolver' }).click();
    await page
      .getByRole('dialog', { name: '¿Resolver la solicitud?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await notified(page, 'Solicitud ARCO resuelta.');
    await expect
      .poll(async () => {
        const [row] = await server.db
          .select({ status: arcoRequests.status })
          .from(arcoRequests)
          .where(eq(arcoRequests.id, overdueId));
        return row?.status;
      })
      .toBe('RESUELTA');
  });
});
