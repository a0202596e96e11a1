import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../lib/session-context';
import { clearToken, getToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: Record<string, unknown> }[] = [];
const PROFILE = { id: 1, name: 'ADMINISTRADOR', roles: ['super_admin'], email: 'admin@iris.test' };
const INVALID = 'El código de verificación no es válido o ya se usó. Escribe el código actual.';

const answer = (status: number, data: unknown, codeError: string | null = null, message = '') =>
  envelopeResponse(status, { result: status === 200, message, codeError, data });

/** The server: a password, then the code 123456 (or a recovery code); anything else is refused. */
function serve(path: string, body: Record<string, unknown>): Response {
  if (path === 'auth/login') return answer(200, { mfaRequired: true, mfaToken: 'challenge' });
  if (path === 'auth/login/mfa') {
    return body.code === '123456' || body.code === 'ABCD-EFGH-JKLM-NPQR'
      ? answer(200, { token: 'session-token', data: PROFILE })
      : answer(401, {}, 'mfa_invalid', INVALID);
  }
  return answer(404, {}, 'not_found');
}

function Who() {
  const { status } = useSession();
  return <output aria-label="sesión">{status}</output>;
}

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body = JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>;
    requests.push({ path, body });
    return Promise.resolve(serve(path, body));
  });
  renderWithProviders(
    <SessionProvider>
      <LoginPage />
      <Who />
    </SessionProvider>,
  );
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function passPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Correo electrónico'), 'admin@iris.test');
  await user.type(screen.getByLabelText('Contraseña'), 'Administrador1');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return screen.findByLabelText('Código de verificación');
}

describe('the login of an account with two-step verification', () => {
  it('asks for the code on the same card, shows a wrong one inline, and signs in with the right one', async () => {
    const input = await passPassword();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(getToken()).toBeNull();

    const user = userEvent.setup();
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(getToken()).toBeNull();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(getToken()).toBe('session-token'));
    expect(screen.getByLabelText('sesión').textContent).toBe('authenticated');
    expect(requests.filter((r) => r.path === 'auth/login/mfa').map((r) => r.body)).toEqual([
      { mfaToken: 'challenge', code: '654321' },
      { mfaToken: 'challenge', code: '123456' },
    ]);
  });

  it('takes a recovery code as typed, in capitals', async () => {
    const input = await passPassword();
    const user = userEvent.setup();
    await user.type(input, 'abcd-efgh-jklm-npqr');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(getToken()).toBe('session-token'));
    expect(requests.at(-1)?.body).toEqual({ mfaToken: 'challenge', code: 'ABCD-EFGH-JKLM-NPQR' });
  });

  it('goes back to e-mail and password', async () => {
    await passPassword();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Volver a correo y contraseña' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });

  it('refuses an empty code before sending it', async () => {
    await passPassword();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verificar' }));
    await screen.findByText('El campo es requerido');
    expect(requests.some((r) => r.path === 'auth/login/mfa')).toBe(false);
  });
});
