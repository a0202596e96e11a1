import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { expectFirstPageDrawn } from './support/pdf.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut, notified } from './support/session.js';

const IMAGE = fileURLToPath(new URL('./fixtures/armazon.png', import.meta.url));

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let folder: string;
let customerUrl = '';

/** A one-page study as a doctor would attach it. */
function studyPdf(file: string) {
  return new Promise<void>((resolve) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      writeFileSync(file, Buffer.concat(chunks));
      resolve();
    });
    doc.fontSize(22).text('Campimetría computarizada');
    doc.moveDown().fontSize(12).text('Ojo derecho: sin defectos. Ojo izquierdo: sin defectos.');
    doc.end();
  });
}

beforeAll(async () => {
  server = await startIrisServer();
  const { branch } = await seedBranch({ db: server.db }, 'SUCURSAL MINERVA');
  await seedUser(
    { db: server.db },
    { email: 'rocio@clinica.test', role: 'receptionist', branchId: branch.id, name: 'ROCÍO' },
  );
  await seedUser(
    { db: server.db },
    { email: 'ivan@clinica.test', role: 'doctor', branchId: branch.id, name: 'IVÁN' },
  );
  folder = mkdtempSync(path.join(tmpdir(), 'iris-expediente-'));
  await studyPdf(path.join(folder, 'campimetria.pdf'));
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  // Either is unset when beforeAll failed: that failure is the one to report.
  await browser?.close();
  await (server as typeof server | undefined)?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const today = () =>
  new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );

describe("a patient's record", () => {
  it('lets a receptionist register a patient and write a note, without doctor notes', async () => {
    await logIn(page, 'rocio@clinica.test', TEST_PASSWORD, 'ROCÍO PRUEBA');
    await page.getByRole('link', { name: 'Mi sucursal' }).click();
    await page.getByRole('tab', { name: 'Clientes', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Andrea');
    await dialog.getByLabel('Apellido paterno').fill('Gómez');
    await dialog.getByLabel('Apellido materno').fill('Ibarra');
    await dialog.getByLabel('Teléfono').fill('3314567890');
    await dialog.getByLabel('Correo electrónico (opcional)').fill('andrea@correo.test');
    await dialog.getByLabel('Requiere factura con IVA').check();
    await expect
      .poll(() => dialog.getByLabel('IVA', { exact: true }).textContent())
      .toContain('16 %');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    await page.getByRole('heading', { name: 'ANDREA GÓMEZ IBARRA' }).waitFor();
    customerUrl = new URL(page.url()).pathname;
    await page.getByText('Teléfono: 3314567890 · SUCURSAL MINERVA', { exact: true }).waitFor();
    await page.getByText('Este paciente aún no tiene notas de recepción.').waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('tab', { name: 'Notas médicas' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Nueva nota' }).click();
    await page.getByRole('dialog').getByLabel('Título').fill('Llamada de seguimiento');
    await page.getByRole('dialog').getByLabel('Descripción').fill('Confirma cita para el jueves.');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await notified(page, 'Nota agregada.');
    const row = page.getByRole('row').filter({ hasText: 'Llamada de seguimiento' });
    await row.getByRole('gridcell', { name: '1', exact: true }).waitFor();
    await row.getByRole('gridcell', { name: today() }).waitFor();
    await logOut(page);
  });

  it('lets a doctor write a doctor note, attach a PDF and an image, and see them', async () => {
    await logIn(page, 'ivan@clinica.test', TEST_PASSWORD, 'IVÁN PRUEBA');
    await page.goto(`${customerUrl}?tab=doctorNotes`);
    await page.getByText('Este paciente aún no tiene notas médicas.').waitFor();
    await page.getByRole('button', { name: 'Nueva nota médica' }).click();
    await page.getByRole('dialog').getByLabel('Título').fill('Revisión de campo visual');
    await page
      .getByRole('dialog')
      .getByLabel('Descripción')
      .fill('Campimetría normal en ambos ojos.');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Documentos de la nota 1 (0)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Documentos de la nota 1' });
    const fileUrls = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/api/note-documents/file/')) fileUrls.add(request.url());
    });
    await dialog.getByText('La nota aún no tiene documentos.').waitFor();
    await dialog.locator('input[type=file]').setInputFiles(path.join(folder, 'campimetria.pdf'));
    await notified(page, 'Registro creado correctamente.');
    await dialog.getByText(/Documento 1 de 1 · campimetria\.pdf/).waitFor();
    const pdfPage = dialog.getByRole('img', { name: 'Página 1 de 1 de campimetria.pdf' });
    await expect
      .poll(() => pdfPage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(900);
    await dialog.locator('input[type=file]').setInputFiles(IMAGE);
    await dialog.getByText(/Documento 2 de 2 · armazon\.png/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Documento anterior' }).click();
    await dialog.getByText(/Documento 1 de 2/).waitFor();

    await dialog.getByRole('button', { name: 'Ver como imágenes' }).click();
    const viewer = page.getByRole('dialog', { name: 'Documentos de la nota 1' }).last();
    const picture = viewer.getByRole('img', { name: 'armazon.png' });
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Shown from the bytes fetched with the session; the file's URL alone serves nothing.
    expect(await picture.getAttribute('src')).toMatch(/^blob:/);
    await viewer.getByRole('img', { name: 'Página 1 de 1 de campimetria.pdf' }).waitFor();
    expect(fileUrls.size).toBe(2);
    for (const url of fileUrls) expect((await page.request.get(url)).status()).toBe(401);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Documentos de la nota 1 (2)' }).waitFor();
  });

  it('downloads the history as a PDF whose first page is not blank', async () => {
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.getByRole('gridcell', { name: 'Revisión de campo visual' }).waitFor();
    await page.getByRole('gridcell', { name: 'Llamada de seguimiento' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^historial-\d+\.pdf$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expectFirstPageDrawn(file);
    await logOut(page);
  });

  it('shows the administrator every access to the record, and exports it', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.getByRole('link', { name: 'Bitácora de accesos' }).click();
    await page.getByRole('heading', { name: 'Bitácora de accesos' }).waitFor();
    await page.getByRole('combobox', { name: 'Paciente' }).fill('andrea gomez');
    await page.getByRole('option', { name: 'ANDREA GÓMEZ IBARRA' }).click();
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    for (const subject of ['Datos del paciente', 'Nota de recepción', 'Nota médica', 'Documento']) {
      await page.getByRole('gridcell', { name: subject, exact: true }).first().waitFor();
    }
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toBe(
      'Fecha y hora,Usuario,Acción,Registro,Paciente,Folio del registro,Dirección IP,Detalle',
    );
    expect(lines).toHaveLength(5);
    expect(
      lines.every((line) => line.includes(',Alta,') && line.includes('ANDREA GÓMEZ IBARRA')),
    ).toBe(true);
  });
});
