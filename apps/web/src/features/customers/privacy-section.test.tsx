import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { BlockedCustomersTable } from './blocked-customers-table';
import { CustomersTab } from './customers-tab';
import { PrivacySection } from './privacy-section';

const ok = (data: unknown, message = 'ok') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
const server = { roles: ['super_admin'], calls: [] as string[], anonymize: (): Response => ok({}) };
const BLOCKED = {
  id: 7,
  name: 'ROSALBA QUINTERO',
  branch: { id: 3, name: 'CENTRO' },
  blockedAt: '2026-11-02T16:05:00.000Z',
  anonymizedAt: null,
};

beforeAll(() => loadMessages(['customers']));
beforeEach(() => {
  server.roles = ['super_admin'];
  server.calls = [];
  server.anonymize = () => ok({ data: { id: 7 } }, 'Expediente anonimizado.');
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    server.calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === 'auth/profile') {
      const branchId = server.roles.includes('super_admin') ? null : 3;
      return Promise.resolve(
        ok({ data: { id: 1, roles: server.roles, email: 'a@b.c', branchId, name: 'ANA' } }),
      );
    }
    if (path === 'customers/block/7') {
      return Promise.resolve(
        ok({ data: { id: 7, blockedAt: BLOCKED.blockedAt } }, 'Expediente bloqueado.'),
      );
    }
    if (path === 'customers/anonymize/7') return Promise.resolve(server.anonymize());
    if (path === 'customers/getTable') {
      const tableData = { items: [], current: 1, limit: 10, total_items: 0 };
      return Promise.resolve(
        ok({ tableData: { ...tableData, total_estimated: false, sortBy: 'id', descending: true } }),
      );
    }
    if (path === 'customers/getBlockedTable') {
      const tableData = {
        items: [BLOCKED],
        current: 1,
        limit: 10,
        total_items: 1,
        total_estimated: false,
        sortBy: 'blockedAt',
        descending: true,
      };
      return Promise.resolve(ok({ tableData }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const section = () =>
  renderWithProviders(
    <SessionProvider>
      <PrivacySection customer={{ id: 7, name: 'ROSALBA QUINTERO', branchId: 3 }} />
    </SessionProvider>,
    { url: '/customers/index/Nw' },
  );

describe("the patient's Privacidad section", () => {
  it('blocks the record for super_admin after a confirmation that says what it does', async () => {
    const user = userEvent.setup();
    section();
    expect(await screen.findByRole('button', { name: 'Exportar datos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bloquear expediente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bloquear el expediente' }));
    expect(dialog.getByText(/dejará de aparecer en las listas, búsquedas/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).not.toContain('PUT customers/block/7');

    await user.click(screen.getByRole('button', { name: 'Bloquear expediente' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    expect(await screen.findByText('Expediente bloqueado.')).toBeTruthy();
    expect(server.calls).toContain('PUT customers/block/7');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/branches/edit/Mw?tab=customers'),
    );
  });

  it('gives a doctor the export only, and a receptionist nothing', async () => {
    server.roles = ['doctor'];
    const { unmount } = section();
    expect(await screen.findByRole('button', { name: 'Exportar datos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bloquear expediente' })).toBeNull();
    unmount();
    server.roles = ['receptionist'];
    section();
    await waitFor(() => expect(server.calls).toContain('POST auth/profile'));
    expect(screen.queryByRole('heading', { name: 'Privacidad' })).toBeNull();
  });
});

describe('the blocked records of a branch', () => {
  it('anonymises one after a confirmation, and keeps a refusal written in the dialog', async () => {
    server.anonymize = () =>
      envelopeResponse(409, {
        result: false,
        message:
          'El expediente no puede anonimizarse todavía: su último acto clínico fue el 01/05/2024 y debe conservarse cinco años, hasta el 01/05/2029.',
        codeError: 'retention_period',
        data: {},
      });
    const user = userEvent.setup();
    renderWithProviders(
      <SessionProvider>
        <BlockedCustomersTable branchId={3} />
      </SessionProvider>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Privacidad del expediente de ROSALBA QUINTERO' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Expediente bloqueado: ROSALBA QUINTERO' }),
    );
    expect(dialog.getByText(/Bloqueado el 02\/11\/2026/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Exportar datos' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Anonimizar el expediente' }));
    expect(confirm.getByText(/conservan sus importes/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('hasta el 01/05/2029');
    expect(server.calls).toContain('PUT customers/anonymize/7');

    server.anonymize = () => ok({ data: { id: 7 } }, 'Expediente anonimizado.');
    await user.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Anonimizar el expediente' })).getByRole(
        'button',
        { name: 'Aceptar' },
      ),
    );
    expect(await screen.findByText('Expediente anonimizado.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Expediente bloqueado/ })).toBeNull(),
    );
  });
});

describe("the branch's customers tab", () => {
  it('lets super_admin switch to the blocked records and back; nobody else', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <SessionProvider>
        <CustomersTab branchId={3} />
      </SessionProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Ver bloqueados' }));
    expect(await screen.findByRole('heading', { name: 'Expedientes bloqueados' })).toBeTruthy();
    expect(await screen.findByText('ROSALBA QUINTERO')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver clientes' }));
    expect(
      await screen.findByText('Esta sucursal aún no tiene clientes registrados.'),
    ).toBeTruthy();
    unmount();

    server.roles = ['receptionist'];
    renderWithProviders(
      <SessionProvider>
        <CustomersTab branchId={3} />
      </SessionProvider>,
    );
    expect(
      await screen.findByText('Esta sucursal aún no tiene clientes registrados.'),
    ).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain('POST auth/profile'));
    expect(screen.queryByRole('button', { name: 'Ver bloqueados' })).toBeNull();
  });
});
