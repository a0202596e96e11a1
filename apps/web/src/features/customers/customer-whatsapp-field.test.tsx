import { customerSchema } from '@iris/domain/customers/customer.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { customerFormHarness, savedAnswer } from '../../test/customer-form-harness';

// Parsed by the API's own item schema: a patient the API could not send fails here.
const AGREED = customerSchema.parse({
  id: 7,
  name: 'MARIANA',
  paternal: 'LÓPEZ',
  maternal: 'RUIZ',
  phone: '3312345678',
  email: null,
  address: null,
  vatRequired: false,
  vat: null,
  birthDate: null,
  sex: null,
  reminders: true,
  whatsapp: { consent: true, at: '2026-02-03T18:00:00.000Z', way: 'MOSTRADOR' },
  consent: null,
  fiscal: null,
  branch: { id: 3, name: 'CENTRO' },
  branchId: 3,
});

const { sent, renderForm } = customerFormHarness(() => savedAnswer(AGREED));

beforeAll(() => loadMessages(['customers']));

const whatsapp = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Avisos por WhatsApp' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

async function typeCustomer(phone: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Mariana');
  await user.type(screen.getByRole('textbox', { name: 'Apellido paterno' }), 'López');
  await user.type(screen.getByRole('textbox', { name: 'Apellido materno' }), 'Ruiz');
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), phone);
}

describe('the patient form, "Avisos por WhatsApp"', () => {
  it('is off for a new patient, says the number it uses, and sends the consent given', async () => {
    const { onSaved } = renderForm(null);
    expect(whatsapp().checked).toBe(false);
    await typeCustomer('3312345678');
    expect(screen.getByText('Se envían al +52 3312345678.')).toBeTruthy();
    await userEvent.click(whatsapp());
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      path: 'customers/create',
      body: { reminders: true, whatsapp: { consent: true } },
    });
  });

  it('refuses the consent for a phone that is not a Mexican number, sending nothing', async () => {
    renderForm(null);
    await typeCustomer('1234567890');
    expect(
      screen.getByText('El teléfono no es un número de México de 10 dígitos: no puede recibirlos.'),
    ).toBeTruthy();
    await userEvent.click(whatsapp());
    await save();
    expect(
      await screen.findByText(
        'Para avisos por WhatsApp, el teléfono debe ser un número de México de 10 dígitos que no empiece con 0 ni 1',
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows when and how the patient agreed, and sends the consent ended', async () => {
    const { onSaved } = renderForm(AGREED);
    expect(whatsapp().checked).toBe(true);
    expect(
      screen.getByText('Se envían al +52 3312345678. Aceptó el 03/02/2026 en mostrador.'),
    ).toBeTruthy();
    await userEvent.click(whatsapp());
    expect(screen.queryByText(/Aceptó el/)).toBeNull();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      path: 'customers/update',
      body: { id: 7, whatsapp: { consent: false } },
    });
  });

  it('shows when and how a patient who agreed stopped', () => {
    renderForm({
      ...AGREED,
      whatsapp: { consent: false, at: '2026-03-10T18:00:00.000Z', way: 'RESPUESTA' },
      consent: null,
    });
    expect(whatsapp().checked).toBe(false);
    expect(
      screen.getByText('Se envían al +52 3312345678. Se dio de baja el 10/03/2026 por respuesta.'),
    ).toBeTruthy();
  });
});
