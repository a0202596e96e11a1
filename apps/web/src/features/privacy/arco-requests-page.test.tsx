import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { SessionProvider } from '../../lib/session-context';
import { callsTo, installPrivacyServer, rowOf } from '../../test/privacy-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { ArcoRequestsPage } from './arco-requests-page';

installPrivacyServer();

function renderPage(url = '/arcoRequests') {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/arcoRequests" element={<ArcoRequestsPage />} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

const filtersOf = (call: { body: unknown } | undefined) =>
  (call?.body as { filters: Record<string, unknown> } | undefined)?.filters;

describe('the ARCO requests page', () => {
  it('is the menu’s Solicitudes ARCO at /arcoRequests, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/arcoRequests');
    expect(route?.menu).toMatchObject({ label: 'menu.arcoRequests', icon: 'arcoRequests' });
    expect(route?.roles).toBeUndefined();
  });

  it('marks the overdue and the due soon, with their dates, kinds and statuses', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Solicitudes ARCO' })).toBeTruthy();
    const overdue = await rowOf('PACIENTE 1');
    expect(overdue.getByText('05/10/2026')).toBeTruthy();
    expect(overdue.getByText('Vencida')).toBeTruthy();
    expect(overdue.getByText('Acceso')).toBeTruthy();
    expect(overdue.getByText('Abierta')).toBeTruthy();
    const soon = await rowOf('PACIENTE 2');
    expect(soon.getByText('Por vencer')).toBeTruthy();
    expect(soon.getByText('Cancelación')).toBeTruthy();
    const resolved = await rowOf('PACIENTE 3');
    expect(resolved.getByText('Resuelta')).toBeTruthy();
    expect(resolved.queryByText('Vencida')).toBeNull();
    expect(filtersOf(callsTo('arco-requests/getTable')[0])).toEqual({ branchId: 3 });
  });

  it('sends the chosen kind and overdue filters to the table', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 1');
    await user.click(screen.getByRole('combobox', { name: 'Vencimiento' }));
    await user.click(await screen.findByRole('option', { name: 'Solo vencidas' }));
    await waitFor(() => expect(screen.queryByText('PACIENTE 2')).toBeNull());
    expect(filtersOf(callsTo('arco-requests/getTable').at(-1))).toEqual({
      branchId: 3,
      overdue: true,
    });
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Rectificación' }));
    expect(await screen.findByText('Ninguna solicitud coincide con los filtros.')).toBeTruthy();
    expect(filtersOf(callsTo('arco-requests/getTable').at(-1))).toEqual({
      branchId: 3,
      overdue: true,
      kind: 'RECTIFICACION',
    });
  });

  it('registers a request, showing its due date 20 business days after the day received', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 1');
    await user.click(screen.getByRole('button', { name: 'Registrar solicitud' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva solicitud ARCO' }));
    const [day] = within(dialog.getByRole('group', { name: 'Fecha de recepción' })).getAllByRole(
      'spinbutton',
    );
    await user.click(day!);
    await user.keyboard('04092026');
    expect(await dialog.findByText('Vence el 05/10/2026 (20 días hábiles).')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Registrar solicitud' }));
    expect(await dialog.findByText('El campo es requerido')).toBeTruthy();
    expect(callsTo('arco-requests/create')).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: 'Paciente' }));
    await user.click(await screen.findByRole('option', { name: /MARÍA LÓPEZ/ }));
    await user.click(dialog.getByRole('combobox', { name: 'Tipo de solicitud' }));
    await user.click(await screen.findByRole('option', { name: 'Rectificación' }));
    await user.type(dialog.getByRole('textbox', { name: 'Notas' }), 'Corrige su apellido');
    await user.click(dialog.getByRole('button', { name: 'Registrar solicitud' }));
    await waitFor(() => expect(callsTo('arco-requests/create')).toHaveLength(1));
    expect(callsTo('arco-requests/create')[0]?.body).toEqual({
      customer: { id: 7 },
      kind: 'RECTIFICACION',
      receivedAt: '2026-09-04',
      notes: 'Corrige su apellido',
    });
    expect(await screen.findByText('Solicitud ARCO registrada.')).toBeTruthy();
  });

  it('shows a rectification’s before and after', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ver la solicitud de PACIENTE 3' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Solicitud ARCO de PACIENTE 3' }),
    );
    const row = within(dialog.getByRole('rowheader', { name: 'Nombre' }).closest('tr')!);
    expect(row.getByText('ROSA')).toBeTruthy();
    expect(row.getByText('ROSALÍA')).toBeTruthy();
    expect(dialog.getByText('Nombre corregido.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Resolver' })).toBeNull();
  });

  it('resolves an open request only after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ver la solicitud de PACIENTE 1' }));
    const detail = within(
      await screen.findByRole('dialog', { name: 'Solicitud ARCO de PACIENTE 1' }),
    );
    await user.click(detail.getByRole('button', { name: 'Resolver' }));
    const form = within(await screen.findByRole('dialog', { name: 'Resolver la solicitud' }));
    await user.type(form.getByRole('textbox', { name: 'Respuesta al paciente' }), 'Entregado.');
    await user.click(form.getByRole('button', { name: 'Resolver' }));
    const confirm = within(await screen.findByRole('dialog', { name: '¿Resolver la solicitud?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('arco-requests/resolve')).toEqual([]);
    // The form stays open, as it was, once the confirmation is gone.
    await user.click(await form.findByRole('button', { name: 'Resolver' }));
    const again = within(await screen.findByRole('dialog', { name: '¿Resolver la solicitud?' }));
    await user.click(again.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(callsTo('arco-requests/resolve')).toHaveLength(1));
    expect(callsTo('arco-requests/resolve')[0]?.body).toEqual({ id: 1, resolution: 'Entregado.' });
  });
});
