import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { encodeId } from '../../lib/route-id';
import {
  fetchMock,
  location,
  renderPage,
  rowOf,
  server,
  installReminderServer,
} from '../../test/reminder-fixtures';

installReminderServer();

describe('the reminders page', () => {
  it('is the menu’s Recordatorios at /reminders, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/reminders');
    expect(route?.menu).toMatchObject({ label: 'menu.reminders', icon: 'reminders' });
    expect(route?.roles).toBeUndefined();
  });

  it('shows each reminder in words: day, kind, patient, appointment, status, reason', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Recordatorios' })).toBeTruthy();
    const sent = await rowOf('PACIENTE 1');
    expect(sent.getByText('24/11/2026')).toBeTruthy();
    expect(sent.getByText('Cita')).toBeTruthy();
    expect(sent.getByText('25/11/2026 09:30')).toBeTruthy();
    expect(sent.getByText('Enviado')).toBeTruthy();
    expect(sent.getByText(/^24\/11\/2026 \d\d:05$/)).toBeTruthy();
    expect(
      sent.getByRole('link', { name: 'Abrir el expediente de PACIENTE 1' }).getAttribute('href'),
    ).toBe(`/customers/index/${encodeId(201)}`);

    const rejected = await rowOf('PACIENTE 2');
    expect(rejected.getByText('Fallido')).toBeTruthy();
    expect(rejected.getByText('El servidor de correo lo rechazó (código 550)')).toBeTruthy();
    expect(rejected.getByText('3')).toBeTruthy();

    const skipped = await rowOf('PACIENTE 3');
    expect(skipped.getByText('Omitido')).toBeTruthy();
    expect(skipped.getByText('El paciente no tiene correo')).toBeTruthy();

    const recall = await rowOf('PACIENTE 4');
    expect(recall.getByText('Revisión anual')).toBeTruthy();
    expect(recall.getByText('20/11/2026')).toBeTruthy();
    expect(recall.getByText('—')).toBeTruthy();
    expect(recall.getByText('Pendiente')).toBeTruthy();
    // Each status chip carries an icon beside its word, not colour alone.
    expect(
      recall.getByText('Pendiente').closest('.MuiChip-root')?.querySelector('svg'),
    ).toBeTruthy();

    expect(server.tableBodies[0]).toMatchObject({ page: 1, sortBy: 'dueDate', descending: true });
    expect(server.tableBodies[0]?.filters).toEqual({ branchId: 3 });
  });

  it('sends the chosen kind, status, days and patient to the table, kept in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 1');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Enviado' }));
    await waitFor(() => expect(screen.queryByText('PACIENTE 2')).toBeNull());
    expect(server.tableBodies.at(-1)?.filters).toEqual({ branchId: 3, status: 'ENVIADO' });
    await rowOf('PACIENTE 1');

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Revisión anual' }));
    await screen.findByText('No hay recordatorios con estos filtros.');
    expect(server.tableBodies.at(-1)?.filters).toEqual({
      branchId: 3,
      status: 'ENVIADO',
      kind: 'REVISION',
    });

    const [from] = within(screen.getByRole('group', { name: 'Desde' })).getAllByRole('spinbutton');
    await user.click(from!);
    await user.keyboard('01112026');
    const [to] = within(screen.getByRole('group', { name: 'Hasta' })).getAllByRole('spinbutton');
    await user.click(to!);
    await user.keyboard('30112026');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar paciente' }), 'PACIENTE 1');
    await waitFor(() =>
      expect(server.tableBodies.at(-1)?.filters).toEqual({
        branchId: 3,
        status: 'ENVIADO',
        kind: 'REVISION',
        from: '2026-11-01',
        to: '2026-11-30',
        search: 'PACIENTE 1',
      }),
    );
    const address = new URLSearchParams(location().split('?')[1]);
    expect(Object.fromEntries(address)).toEqual({
      status: 'ENVIADO',
      kind: 'REVISION',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'PACIENTE 1',
    });
  });

  it('reads its filters back from the address', async () => {
    renderPage('/reminders?status=OMITIDO&kind=CITA');
    await rowOf('PACIENTE 3');
    expect(screen.queryByText('PACIENTE 1')).toBeNull();
    expect(server.tableBodies[0]?.filters).toEqual({
      branchId: 3,
      status: 'OMITIDO',
      kind: 'CITA',
    });
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Omitido');
  });

  it('shows the table loading until the server answers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      (input as string).endsWith('reminders/getTable')
        ? held.then(() => serve(input, init))
        : serve(input, init),
    );
    renderPage();
    const grid = await screen.findByRole('grid');
    // The grid's loading server.rows (grey bars), and not the empty table's words meanwhile.
    const skeleton = () => grid.querySelector('.MuiDataGrid-skeletonLoadingOverlay');
    await waitFor(() => expect(skeleton()).toBeTruthy());
    expect(screen.queryByText('Aún no hay recordatorios.')).toBeNull();
    expect(screen.queryByText('PACIENTE 1')).toBeNull();
    answer();
    await rowOf('PACIENTE 1');
    expect(skeleton()).toBeNull();
  });

  it('says when there are no reminders yet', async () => {
    server.rows = [];
    renderPage();
    expect(await screen.findByText('Aún no hay recordatorios.')).toBeTruthy();
  });

  it('offers branch staff no run and no branch choice', async () => {
    renderPage();
    await rowOf('PACIENTE 1');
    expect(screen.queryByRole('button', { name: 'Enviar pendientes ahora' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull();
  });

  it('has super_admin see every branch’s, with their branch, or choose one', async () => {
    server.roles = ['super_admin'];
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('columnheader', { name: 'Sucursal' });
    expect((await rowOf('PACIENTE 4')).getByText('SUCURSAL NORTE')).toBeTruthy();
    expect(server.tableBodies.at(-1)?.filters).toEqual({});
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL NORTE' }));
    await waitFor(() => expect(server.tableBodies.at(-1)?.filters).toEqual({ branchId: 4 }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull(),
    );
    // The session's branch, not the address's: the next page (or this one again) starts there.
    expect(location()).toBe('/reminders');
    cleanup();
    renderPage();
    await waitFor(() => expect(server.tableBodies.at(-1)?.filters).toEqual({ branchId: 4 }));
    expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull();
  });
});
