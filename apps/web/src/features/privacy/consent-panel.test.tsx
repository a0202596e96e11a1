import type { Customer } from '@iris/domain/customers/customer.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, installPrivacyServer, server } from '../../test/privacy-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConsentPanel } from './consent-panel';

installPrivacyServer();

const PATIENT = {
  id: 7,
  name: 'MARÍA',
  paternal: 'LÓPEZ',
  maternal: 'HERNÁNDEZ',
  phone: '3312345678',
  email: null,
  address: null,
  vatRequired: false,
  vat: null,
  birthDate: null,
  sex: null,
  reminders: true,
  whatsapp: { consent: false, at: null, way: null },
  fiscal: null,
  consent: null,
  branch: { id: 3, name: 'SUCURSAL CENTRO' },
  branchId: 3,
} satisfies Customer;

const withConsent = (version: number, sensitive: boolean): Customer => ({
  ...PATIENT,
  consent: { version, at: '2026-11-03T17:00:00.000Z', way: 'PAPEL', sensitive },
});

describe("the patient's consent on their record", () => {
  it('warns of a patient without any consent', async () => {
    renderWithProviders(<ConsentPanel customer={PATIENT} />);
    expect(await screen.findByText('Sin consentimiento del aviso de privacidad')).toBeTruthy();
  });

  it('warns of a consent of an older version than the one in force', async () => {
    renderWithProviders(<ConsentPanel customer={withConsent(1, true)} />);
    expect(
      await screen.findByText('Aceptó la versión 1 del aviso; la vigente es la 2'),
    ).toBeTruthy();
  });

  it('warns of a consent without the health-data kind', async () => {
    renderWithProviders(<ConsentPanel customer={withConsent(2, false)} />);
    expect(await screen.findByText('Sin consentimiento para datos de salud')).toBeTruthy();
  });

  it('says which version was accepted, when and how, with no warning', async () => {
    renderWithProviders(<ConsentPanel customer={withConsent(2, true)} />);
    expect(
      await screen.findByText(
        'Aviso de privacidad versión 2 aceptado el 03/11/2026 (Firmado en papel), con datos de salud',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('records the consent to the version in force, how and with the health-data kind', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentPanel customer={PATIENT} />);
    await user.click(await screen.findByRole('button', { name: 'Registrar consentimiento' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Consentimiento del aviso de privacidad' }),
    );
    expect(
      dialog.getByText('El paciente acepta la versión 2 del aviso de privacidad vigente.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('combobox', { name: 'Cómo lo aceptó' }));
    await user.click(await screen.findByRole('option', { name: 'En pantalla' }));
    await user.click(
      dialog.getByRole('checkbox', {
        name: 'Consiente el tratamiento de sus datos de salud (datos sensibles)',
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo('customers/consent')).toHaveLength(1));
    expect(callsTo('customers/consent')[0]?.body).toEqual({
      customer: { id: 7 },
      way: 'PANTALLA',
      sensitive: true,
    });
    expect(await screen.findByText('Consentimiento registrado.')).toBeTruthy();
  });

  it('cannot record a consent while no aviso is published, and says so', async () => {
    server.notice = null;
    renderWithProviders(<ConsentPanel customer={PATIENT} />);
    expect(await screen.findByText(/Aún no hay un aviso de privacidad publicado/)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Registrar consentimiento' }).disabled,
    ).toBe(true);
  });
});
