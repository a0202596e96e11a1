import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer, seedNote } from '../apps/api/src/testing/seed-records.js';
import { seedBranch } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { logIn, notified, routeId } from './support/session.js';

/*
 * A patient's rights over their data, from the screen (issue 42): super_admin downloads the access
 * export from the record's Privacidad section, and the test looks at it as the patient would — the
 * ZIP unpacked, the JSON read, the PDF's first page rendered by poppler; then blocks the record, finds
 * it among the branch's blocked ones and is told, in the dialog, why it cannot be anonymised yet.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHOTS = path.join(ROOT, 'bench/results/privacy-screens');

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let folder: string;
let branchId: number;
let customerId: number;

beforeAll(async () => {
  server = await startIrisServer();
  branchId = (await seedBranch({ db: server.db }, 'SUCURSAL CHAPULTEPEC')).branch.id;
  customerId = await seedCustomer({ db: server.db }, branchId, {
    name: 'ELENA',
    paternal: 'RAMÍREZ',
    maternal: 'SOTO',
    email: 'elena.ramirez@correo.test',
  });
  await seedNote({ db: server.db }, customerId, 'doctor');
  folder = mkdtempSync(path.join(tmpdir(), 'iris-privacidad-'));
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("a patient's access export and cancellation", () => {
  it('downloads the record from the screen as a ZIP with its JSON and a drawn PDF', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.goto(`/customers/index/${routeId(customerId)}`);
    await page.getByRole('heading', { name: 'ELENA RAMÍREZ SOTO' }).waitFor();
    const privacy = page.getByRole('region', { name: 'Privacidad', exact: true });
    await privacy.getByRole('button', { name: 'Bloquear expediente' }).waitFor();
    await expectAccessible(page);
    await privacy.screenshot({ path: path.join(SHOTS, 'privacidad-expediente.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      privacy.getByRole('button', { name: 'Exportar datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`expediente-${customerId}.zip`);
    const zip = path.join(folder, download.suggestedFilename());
    await download.saveAs(zip);

    const files = unzipSync(new Uint8Array(readFileSync(zip)));
    const record = JSON.parse(strFromU8(files['expediente.json']!)) as {
      customer: { name: string; email: string };
      notes: { kind: string }[];
      accessLog: { action: string }[];
    };
    expect(record.customer).toMatchObject({ name: 'ELENA', email: 'elena.ramirez@correo.test' });
    expect(record.notes.map((note) => note.kind)).toEqual(['doctor']);
    expect(record.accessLog.map((entry) => entry.action)).toContain('export');

    const pdf = path.join(folder, 'expediente.pdf');
    writeFileSync(pdf, files['expediente.pdf']!);
    await expectFirstPageDrawn(pdf);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8');
    expect(text).toContain('Expediente del paciente (derecho de acceso)');
    expect(text).toContain('ELENA RAMÍREZ SOTO');
    // The first page as poppler draws it, kept to look at beside the screen's.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      path.join(SHOTS, 'expediente-pagina-1'),
    ]);
  });

  it('blocks the record after confirming, and finds it only among the blocked ones', async () => {
    const privacy = page.getByRole('region', { name: 'Privacidad', exact: true });
    await privacy.getByRole('button', { name: 'Bloquear expediente' }).click();
    const confirm = page.getByRole('dialog', { name: 'Bloquear el expediente' });
    await confirm.getByText(/dejará de aparecer en las listas/).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await notified(page, 'Expediente bloqueado.');
    await page.waitForURL(`**/branches/edit/${routeId(branchId)}?tab=customers`);
    await page.getByText('Esta sucursal aún no tiene clientes registrados.').waitFor();

    await page.getByRole('button', { name: 'Ver bloqueados' }).click();
    await page.getByRole('heading', { name: 'Expedientes bloqueados' }).waitFor();
    await page
      .getByRole('button', { name: 'Privacidad del expediente de ELENA RAMÍREZ SOTO' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Expediente bloqueado: ELENA RAMÍREZ SOTO' });
    await dialog.getByRole('button', { name: 'Anonimizar' }).click();
    await page
      .getByRole('dialog', { name: 'Anonimizar el expediente' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /debe conservarse cinco años, hasta el \d\d\/\d\d\/\d{4}/ })
      .waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SHOTS, 'anonimizar-rechazado.png') });
  });
});
