import type { User } from '@iris/domain/users/user.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { UserSecurityActions } from './user-security-actions';

const fetchMock = vi.fn<typeof fetch>();
let calls: string[] = [];
const ADMIN = { id: 1, name: 'ADMINISTRADOR', paternal: 'IRIS', roles: ['super_admin'] };
const LAURA = { id: 5, name: 'LAURA', paternal: 'PRUEBA' } as User;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    calls.push(`${init?.method} ${path}`);
    if (path === 'auth/profile') {
      return Promise.resolve(envelopeResponse(200, { result: true, data: { data: ADMIN } }));
    }
    const message =
      path === 'users/resetMfa/5'
        ? 'Verificación en dos pasos restablecida; sus sesiones se cerraron.'
        : 'Sesiones cerradas.';
    return Promise.resolve(
      envelopeResponse(200, { result: true, message, codeError: null, data: {} }),
    );
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function show(user: User) {
  renderWithProviders(
    <SessionProvider>
      <UserSecurityActions user={user} />
    </SessionProvider>,
  );
  await waitFor(() => expect(calls).toContain('POST auth/profile'));
}

describe("super_admin's help with someone's account", () => {
  it("resets their two-step verification after a confirmation, with the API's message", async () => {
    await show(LAURA);
    const user = userEvent.setup();
    const reset = await screen.findByRole('button', {
      name: 'Restablecer la verificación en dos pasos de LAURA PRUEBA',
    });
    await user.click(reset);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(calls).not.toContain('PATCH users/resetMfa/5');

    await user.click(reset);
    const dialog = await screen.findByRole('dialog', {
      name: 'Restablecer verificación en dos pasos',
    });
    expect(dialog.textContent).toContain('LAURA PRUEBA');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Verificación en dos pasos restablecida; sus sesiones se cerraron.');
    expect(calls).toContain('PATCH users/resetMfa/5');
  });

  it('ends their sessions after a confirmation', async () => {
    await show(LAURA);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Cerrar las sesiones de LAURA PRUEBA' }),
    );
    await screen.findByRole('dialog', { name: 'Cerrar sus sesiones' });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Sesiones cerradas.');
    expect(calls).toContain('DELETE users/sessions/5');
  });

  it("is not on one's own row", async () => {
    await show({ ...LAURA, id: 1 });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
