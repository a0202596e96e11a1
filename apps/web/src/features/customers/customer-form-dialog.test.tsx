import { customerSchema } from '@iris/domain/customers/customer.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { customerFormHarness, savedAnswer } from '../../test/customer-form-harness';

// Parsed by the API's own item schema: a patient the API could not send fails here.
const SAVED = customerSchema.parse({
  id: 7,
  name: 'MARIANA',
  paternal: 'LÓPEZ',
  maternal: 'RUIZ',
  phone: '3312345678',
  email: 'mariana@iris.test',
  address: null,
  vatRequired: false,
  vat: null,
  birthDate: null,
  sex: null,
  reminders: false,
  whatsapp: { consent: false, at: null, way: null },
  consent: null,
  fiscal: null,
  branch: { id: 3, name: 'CENTRO' },
  branchId: 3,
});

const { sent, renderForm } = customerFormHarness(() => savedAnswer(SAVED));

beforeAll(() => loadMessages(['customers']));

const reminders = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Recibe recordatorios por correo' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

async function typeCustomer() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Mariana');
  await user.type(screen.getByRole('textbox', { name: 'Apellido paterno' }), 'López');
  await user.type(screen.getByRole('textbox', { name: 'Apellido materno' }), 'Ruiz');
  await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '3312345678');
}

describe('the patient form, "Recibe recordatorios por correo"', () => {
  it('is on for a new patient, and sent as true when left alone', async () => {
    const { onSaved } = renderForm(null);
    expect(reminders().checked).toBe(true);
    await typeCustomer();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: 'customers/create', body: { reminders: true } });
  });

  it('is sent as false when turned off on a new patient', async () => {
    const { onSaved } = renderForm(null);
    await typeCustomer();
    await userEvent.click(reminders());
    expect(reminders().checked).toBe(false);
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ path: 'customers/create', body: { reminders: false } });
  });

  it('shows the stored choice on edit and sends the one changed to', async () => {
    const { onSaved } = renderForm(SAVED);
    expect(reminders().checked).toBe(false);
    await userEvent.click(reminders());
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ path: 'customers/update', body: { id: 7, reminders: true } });
  });
});
