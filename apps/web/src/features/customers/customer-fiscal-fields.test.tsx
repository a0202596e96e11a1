import { customerSchema } from '@iris/domain/customers/customer.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse } from '../../test/render-with-providers';
import { customerFormHarness, savedAnswer } from '../../test/customer-form-harness';

/* docs/rules.md Invoicing: the customer's fiscal data, asked for only when they want invoices. */
const FISCAL = {
  rfc: 'GODE561231GR8',
  name: 'EMMA GÓMEZ DÍAZ',
  regime: '605',
  zipCode: '44100',
  cfdiUse: 'D01',
  email: 'facturas@iris.test',
};
const SAVED = customerSchema.parse({
  id: 7,
  name: 'EMMA',
  paternal: 'GÓMEZ',
  maternal: 'DÍAZ',
  phone: '3312345678',
  email: null,
  address: null,
  vatRequired: true,
  vat: 16,
  birthDate: null,
  sex: null,
  reminders: true,
  whatsapp: { consent: false, at: null, way: null },
  consent: null,
  fiscal: FISCAL,
  branch: { id: 3, name: 'CENTRO' },
  branchId: 3,
});

const saved = () => savedAnswer(SAVED, 'Listo.');
let answer: () => Response = saved;
const { sent, renderForm } = customerFormHarness(() => answer());

beforeAll(() => loadMessages(['customers']));
beforeEach(() => {
  answer = saved;
});

const invoice = () => screen.getByRole('switch', { name: 'Requiere factura con IVA' });
const section = () => screen.queryByRole('region', { name: 'Datos fiscales' });
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const options = async (label: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const names = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  return names;
};

describe('the patient form, "Datos fiscales"', () => {
  it('is hidden until the patient needs invoices, and its fields until they are added', async () => {
    renderForm(null);
    expect(section()).toBeNull();
    await userEvent.click(invoice());
    expect(section()).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'RFC' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar datos fiscales' }));
    expect(screen.getByRole('textbox', { name: 'RFC' })).toBeTruthy();
    await userEvent.click(invoice());
    expect(section()).toBeNull();
  });

  it('sends the data upper-cased, with the regimes of the RFC and the uses of the regime', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm(null);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Emma');
    await user.type(screen.getByRole('textbox', { name: 'Apellido paterno' }), 'Gómez');
    await user.type(screen.getByRole('textbox', { name: 'Apellido materno' }), 'Díaz');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3312345678');
    await user.click(invoice());
    await user.click(screen.getByRole('button', { name: 'Agregar datos fiscales' }));
    await user.type(screen.getByRole('textbox', { name: 'RFC' }), 'gode561231gr8');
    await user.type(
      screen.getByRole('textbox', { name: /Nombre o razón social/ }),
      'emma gómez díaz',
    );

    // A 13-character RFC: a persona física's regimes only.
    const regimes = await options('Régimen fiscal');
    expect(regimes).toContain('605 — Sueldos y Salarios e Ingresos Asimilados a Salarios');
    expect(regimes).not.toContain('601 — General de Ley Personas Morales');
    await choose(
      'Régimen fiscal',
      '612 — Personas Físicas con Actividades Empresariales y Profesionales',
    );
    await choose('Uso del CFDI', 'G03 — Gastos en general');
    // Salaried: no business uses, and the use chosen for the previous regime is cleared.
    await choose('Régimen fiscal', '605 — Sueldos y Salarios e Ingresos Asimilados a Salarios');
    const uses = await options('Uso del CFDI');
    expect(uses).toContain('D01 — Honorarios médicos, dentales y gastos hospitalarios');
    expect(uses).not.toContain('G03 — Gastos en general');
    await choose('Uso del CFDI', 'D01 — Honorarios médicos, dentales y gastos hospitalarios');
    await user.type(screen.getByRole('textbox', { name: 'Código postal fiscal' }), '44100');
    await user.type(screen.getByRole('textbox', { name: 'Correo para facturas' }), FISCAL.email);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      path: 'customers/create',
      body: { vatRequired: true, vat: 16, fiscal: FISCAL },
    });
  });

  it("shows the server's refusal on its field", async () => {
    answer = () =>
      envelopeResponse(400, {
        result: false,
        message: 'Revisa los campos marcados.',
        codeError: null,
        data: {
          errors: [
            {
              field: 'fiscal.rfc',
              message: 'El dígito verificador del RFC no corresponde: revisa que esté bien escrito',
            },
          ],
        },
      });
    const { onSaved } = renderForm(SAVED);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'RFC' }).value).toBe(FISCAL.rfc);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/El dígito verificador del RFC no corresponde/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'RFC' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
