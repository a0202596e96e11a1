import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { expectAccessible } from './support/axe.js';
import { openBrowser } from './support/browser.js';
import { ADMIN, startIrisServer } from './support/iris-server.js';
import { logIn, logOut, notified, routeId } from './support/session.js';

let server: Awaited<ReturnType<typeof startIrisServer>>;
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
let page: Page;
let customerId: number;

beforeAll(async () => {
  server = await startIrisServer();
  const { branch } = await seedBranch({ db: server.db }, 'SUCURSAL CUESTIONARIO');
  customerId = await seedCustomer({ db: server.db }, branch.id, {
    name: 'ELENA',
    paternal: 'RUIZ',
    maternal: 'SOTO',
  });
  await seedUser(
    { db: server.db },
    { email: 'paola@clinica.test', role: 'receptionist', branchId: branch.id, name: 'PAOLA' },
  );
  browser = await openBrowser(server.url);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await (server as typeof server | undefined)?.close();
});

const dialog = () => page.getByRole('dialog');
const save = () => dialog().getByRole('button', { name: 'Guardar' }).click();

async function addAnswer(question: string, text: string, sequence?: string) {
  await page.getByRole('button', { name: `Agregar respuesta a ${question}` }).click();
  await dialog().getByLabel('Respuesta').fill(text);
  if (sequence) await dialog().getByLabel('Secuencia').fill(sequence);
  await save();
}

async function nestNew(answer: string, question: string, type: 'Abierta' | 'Opción múltiple') {
  await page
    .getByRole('button', { name: `Anidar una pregunta bajo la respuesta ${answer}` })
    .click();
  await dialog().getByLabel('Pregunta', { exact: true }).fill(question);
  await dialog().getByLabel('Descripción').fill(`Seguimiento de ${answer}`);
  await dialog().getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await save();
  await notified(page, 'Registro creado correctamente.');
}

describe('the questionnaire', () => {
  it('lets the administrator build a questionnaire three levels deep', async () => {
    await logIn(page, ADMIN.email, ADMIN.password, 'ADMINISTRADOR');
    await page.getByRole('link', { name: 'Cuestionarios' }).click();
    await page.getByRole('heading', { name: 'Cuestionario' }).waitFor();
    await page.getByText('El cuestionario aún no tiene preguntas.').waitFor();

    await page.getByRole('button', { name: 'Nueva pregunta' }).click();
    await dialog().getByLabel('Pregunta', { exact: true }).fill('¿Padece diabetes?');
    await dialog().getByLabel('Descripción').fill('Diagnosticada por un médico.');
    await save();
    await page.getByText('1. ¿PADECE DIABETES?').waitFor();
    await expect.poll(() => page.getByText('Múltiple', { exact: true }).count()).toBe(1);

    await addAnswer('¿PADECE DIABETES?', 'sí');
    await page.getByText('SÍ', { exact: true }).waitFor();
    // A sequence already used in the question is refused on its input (554).
    await page.getByRole('button', { name: 'Agregar respuesta a ¿PADECE DIABETES?' }).click();
    await expect.poll(() => dialog().getByLabel('Secuencia').inputValue()).toBe('2');
    await dialog().getByLabel('Respuesta').fill('no');
    await dialog().getByLabel('Secuencia').fill('1');
    await save();
    await dialog().getByText('Esta secuencia ya existe en la pregunta.').waitFor();
    await expectAccessible(page);
    await dialog().getByLabel('Secuencia').fill('2');
    await save();
    await page.getByText('NO', { exact: true }).waitFor();

    await nestNew('SÍ', '¿Cómo la controla?', 'Opción múltiple');
    await page.getByText('1.1. ¿CÓMO LA CONTROLA?').waitFor();
    await page.getByRole('button', { name: 'Expandir ¿CÓMO LA CONTROLA?' }).click();
    await addAnswer('¿CÓMO LA CONTROLA?', 'insulina');
    await nestNew('INSULINA', '¿Última glucosa en ayunas?', 'Abierta');
    await page.getByText('1.1.1. ¿ÚLTIMA GLUCOSA EN AYUNAS?').waitFor();
    await expect.poll(() => page.getByText('Abierta', { exact: true }).count()).toBe(1);

    // An answer with questions under it says so before anyone tries to delete it.
    const blocked = page.getByRole('button', {
      name: 'La respuesta SÍ no puede eliminarse: tiene preguntas anidadas. Quítalas primero.',
    });
    expect(await blocked.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Eliminar la respuesta NO' }).isDisabled()).toBe(
      false,
    );

    // A question whose patients may tick several answers: marked in the dialog and in the tree.
    await page.getByRole('button', { name: 'Nueva pregunta' }).click();
    await dialog().getByLabel('Pregunta', { exact: true }).fill('¿Síntomas?');
    await dialog().getByLabel('Descripción').fill('Marque todos los que apliquen.');
    await dialog().getByRole('switch', { name: 'Varias respuestas' }).check();
    await expectAccessible(page);
    await save();
    await page.getByText('2. ¿SÍNTOMAS?').waitFor();
    await expect.poll(() => page.getByText('Varias respuestas', { exact: true }).count()).toBe(1);
    await addAnswer('¿SÍNTOMAS?', 'ardor');
    await addAnswer('¿SÍNTOMAS?', 'visión borrosa');
    await page.getByText('VISIÓN BORROSA', { exact: true }).waitFor();

    // Collapse all hides the nested levels; expand all brings every one back.
    await page.getByRole('button', { name: 'Contraer todo' }).click();
    await expect.poll(() => page.getByText('1.1. ¿CÓMO LA CONTROLA?').count()).toBe(0);
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    await page.getByText('1.1.1. ¿ÚLTIMA GLUCOSA EN AYUNAS?').waitFor();

    // The type of a question cannot change once it exists.
    await page.getByRole('button', { name: 'Editar la pregunta ¿CÓMO LA CONTROLA?' }).click();
    await dialog().getByText('El tipo no puede cambiarse después de crear la pregunta.').waitFor();
    expect(
      await dialog().getByRole('combobox', { name: 'Tipo' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await expectAccessible(page);
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await expectAccessible(page);
    await logOut(page);
  });

  it('lets the receptionist answer it for a patient, nested questions showing as answers are chosen', async () => {
    await logIn(page, 'paola@clinica.test', TEST_PASSWORD, 'PAOLA PRUEBA');
    await page.goto(`/customers/index/${routeId(customerId)}?tab=questions`);
    await page.getByRole('tab', { name: 'Cuestionario', selected: true }).waitFor();
    await page.getByText('1. ¿PADECE DIABETES?').waitFor();
    expect(await page.getByText('1.1. ¿CÓMO LA CONTROLA?').count()).toBe(0);

    await page.getByRole('radio', { name: 'SÍ' }).check();
    await notified(page, 'Registro actualizado correctamente.');
    await page.getByText('1.1. ¿CÓMO LA CONTROLA?').waitFor();
    expect(await page.getByText('1.1.1. ¿ÚLTIMA GLUCOSA EN AYUNAS?').count()).toBe(0);
    await page.getByRole('radio', { name: 'INSULINA' }).check();
    await page.getByText('1.1.1. ¿ÚLTIMA GLUCOSA EN AYUNAS?').waitFor();

    await page.getByRole('button', { name: 'Responder ¿ÚLTIMA GLUCOSA EN AYUNAS?' }).click();
    await dialog().getByLabel('Respuesta').fill('110 mg/dL el 2 de marzo');
    await expectAccessible(page);
    await save();
    await page.getByText('110 mg/dL el 2 de marzo').waitFor();
    await expectAccessible(page);

    // Saved on the server: a reload shows the same answers.
    await page.reload();
    await page.getByText('110 mg/dL el 2 de marzo').waitFor();
    expect(await page.getByRole('radio', { name: 'SÍ' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'INSULINA' }).isChecked()).toBe(true);

    // Un-choosing "Sí" clears the answers nested under it, after confirming (it stays chosen
    // while the question is asked).
    await page.getByRole('button', { name: 'Quitar la respuesta de ¿PADECE DIABETES?' }).click();
    await page.getByRole('dialog', { name: 'Quitar respuesta' }).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByText('1.1. ¿CÓMO LA CONTROLA?').count()).toBe(0);
    await page.getByRole('radio', { name: 'SÍ' }).check();
    await page.getByText('1.1. ¿CÓMO LA CONTROLA?').waitFor();
    expect(await page.getByRole('radio', { name: 'INSULINA' }).isChecked()).toBe(false);
  });

  it('takes one answer where the question takes one, and several where it takes several', async () => {
    // Still the receptionist, on the patient's tab, "Sí" chosen and "Insulina" under it.
    await page.getByRole('radio', { name: 'INSULINA' }).check();
    await notified(page, 'Registro actualizado correctamente.');
    await expectAccessible(page);

    // Ticking "No" unticks "Sí": what hung under "Sí" goes, after confirming.
    // (It changes once confirmed: a click, not a check that expects it at once.)
    await page.getByRole('radio', { name: 'NO', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cambiar respuesta' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => page.getByText('1.1. ¿CÓMO LA CONTROLA?').count()).toBe(0);
    await expect.poll(() => page.getByRole('radio', { name: 'SÍ' }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'NO', exact: true }).isChecked()).toBe(true);

    // Several symptoms at once.
    await page.getByRole('checkbox', { name: 'ARDOR' }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'ARDOR' }).isEnabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'VISIÓN BORROSA' }).check();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'VISIÓN BORROSA' }).isEnabled())
      .toBe(true);

    // As saved: only "No" stays ticked, both symptoms do.
    await page.reload();
    await page.getByText('1. ¿PADECE DIABETES?').waitFor();
    await expect
      .poll(() => page.getByRole('radio', { name: 'NO', exact: true }).isChecked())
      .toBe(true);
    expect(await page.getByRole('radio', { name: 'SÍ' }).isChecked()).toBe(false);
    expect(await page.getByText('1.1. ¿CÓMO LA CONTROLA?').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'ARDOR' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'VISIÓN BORROSA' }).isChecked()).toBe(true);
  });
});
