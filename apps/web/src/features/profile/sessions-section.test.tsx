import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SessionsSection } from './sessions-section';

const fetchMock = vi.fn<typeof fetch>();
let calls: string[] = [];
let open: { id: number; device: string; address: string; current: boolean; lastUsedAt: string }[];

const session = (id: number, device: string, address: string, current = false) => ({
  id,
  device,
  address,
  current,
  createdAt: '2026-11-20T15:00:00.000Z',
  // 28/11/2026 09:0<id> on this computer's clock, whatever its zone.
  lastUsedAt: new Date(2026, 10, 28, 9, id).toISOString(),
});
const ended = (count: number) =>
  envelopeResponse(200, {
    result: true,
    message: 'Sesiones cerradas.',
    codeError: null,
    data: { data: { ended: count } },
  });

beforeAll(() => loadMessages(['security']));
beforeEach(() => {
  calls = [];
  open = [
    session(1, 'Chrome 131 en Windows', '10.0.0.7', true),
    session(2, 'Safari 18 en iOS', '189.203.1.20'),
    session(3, 'Firefox 133 en Linux', '10.0.0.9'),
  ];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === 'auth/sessions' && init?.method === 'POST') {
      return Promise.resolve(
        envelopeResponse(200, { result: true, message: '', codeError: null, data: { data: open } }),
      );
    }
    if (path === 'auth/sessions') {
      const others = open.filter((row) => !row.current).length;
      open = open.filter((row) => row.current);
      return Promise.resolve(ended(others));
    }
    const id = Number(/^auth\/sessions\/(\d+)$/.exec(path)?.[1]);
    open = open.filter((row) => row.id !== id);
    return Promise.resolve(ended(1));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const items = () =>
  within(screen.getByRole('list', { name: 'Sesiones abiertas' })).queryAllByRole('listitem');

describe('Sesiones abiertas', () => {
  it('lists each device with its address and last use, this one marked', async () => {
    renderWithProviders(<SessionsSection />);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    await screen.findByText('Safari 18 en iOS');
    expect(items().map((item) => item.textContent)).toEqual([
      'Chrome 131 en Windows10.0.0.7Último uso: 28/11/2026 09:01Esta sesión',
      'Safari 18 en iOS189.203.1.20Último uso: 28/11/2026 09:02Cerrar',
      'Firefox 133 en Linux10.0.0.9Último uso: 28/11/2026 09:03Cerrar',
    ]);
  });

  it('ends one after a confirmation, and nothing when it is cancelled', async () => {
    renderWithProviders(<SessionsSection />);
    const user = userEvent.setup();
    const end = await screen.findByRole('button', { name: 'Cerrar la sesión de Safari 18 en iOS' });
    await user.click(end);
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(dialog.textContent).toContain('Safari 18 en iOS (189.203.1.20)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('DELETE auth/sessions/2');

    await user.click(end);
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(calls).toContain('DELETE auth/sessions/2');
    expect(screen.queryByText('Safari 18 en iOS')).toBeNull();
    await screen.findByText('Sesiones cerradas.');
  });

  it('ends all the others after a confirmation, and then has none to end', async () => {
    renderWithProviders(<SessionsSection />);
    const user = userEvent.setup();
    const others = await screen.findByRole('button', { name: 'Cerrar las demás' });
    await waitFor(() => expect(others).toHaveProperty('disabled', false));
    await user.click(others);
    await screen.findByRole('dialog', { name: 'Cerrar las demás sesiones' });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls).toContain('DELETE auth/sessions');
    expect(others).toHaveProperty('disabled', true);
  });

  it('says when there is none', async () => {
    open = [];
    renderWithProviders(<SessionsSection />);
    await screen.findByText('No hay sesiones abiertas.');
  });
});
