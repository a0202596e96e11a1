import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { SessionProvider } from '../../lib/session-context';
import { callsTo, fetchMock, installPrivacyServer, ok, server } from '../../test/privacy-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PrivacyNoticesPage } from './privacy-notices-page';

installPrivacyServer();

const VERSIONS = [
  {
    id: 2,
    version: 2,
    text: 'Aviso dos.',
    createdAt: '2026-11-01T16:00:00.000Z',
    createdBy: { id: 1, name: 'ANA RUIZ' },
  },
  { id: 1, version: 1, text: 'Aviso uno.', createdAt: '2026-01-10T16:00:00.000Z', createdBy: null },
];

beforeEach(() => {
  server.roles = ['super_admin'];
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path === 'privacy-notices/getTable') {
      server.calls.push({ path, method: 'POST', body: undefined });
      const tableData = {
        items: VERSIONS,
        current: 1,
        limit: 10,
        total_items: 2,
        sortBy: 'version',
        descending: true,
      };
      return Promise.resolve(ok({ tableData }));
    }
    if (path === 'privacy-notices/create') {
      server.calls.push({ path, method: 'POST', body: JSON.parse(init!.body as string) });
      return Promise.resolve(
        ok({ data: VERSIONS[0] }, 'Nueva versión del aviso de privacidad publicada.'),
      );
    }
    return base(input, init);
  });
});

describe('the aviso de privacidad’s versions', () => {
  it('is the menu’s Aviso de privacidad at /privacyNotices, for super_admin only', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/privacyNotices');
    expect(route?.menu).toMatchObject({ label: 'menu.privacyNotices' });
    expect(route?.roles).toEqual(['super_admin']);
  });

  it('lists the versions, the one in force marked, and publishes the next after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SessionProvider>
        <PrivacyNoticesPage />
      </SessionProvider>,
    );
    expect(await screen.findByText('Vigente')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver el texto de la versión 1' }));
    expect(await screen.findByText('Aviso uno.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    await user.click(await screen.findByRole('button', { name: 'Publicar nueva versión' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Nueva versión del aviso de privacidad' }),
    );
    expect(dialog.getByText(/Se publicará como la versión 3/)).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Texto' }), 'Aviso tres.');
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    const confirm = within(await screen.findByRole('dialog', { name: '¿Publicar la versión 3?' }));
    await user.click(confirm.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(callsTo('privacy-notices/create')).toHaveLength(1));
    expect(callsTo('privacy-notices/create')[0]?.body).toEqual({ text: 'Aviso tres.' });
  });
});
