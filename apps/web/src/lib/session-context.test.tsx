import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../test/render-with-providers';
import { readBootedSession, SessionProvider, useSession } from './session-context';
import { getToken, setToken } from './session-token';

const PROFILE = { id: 7, name: 'Ana', roles: ['receptionist'] };

/** What index.html's boot script leaves for the app: the profile request it sent. */
function bootWith(token: string, response: Response) {
  Object.assign(window, { __irisBoot: { token, profile: Promise.resolve(response) } });
}

function SessionProbe() {
  const { status, profile } = useSession();
  return <output>{`${status} ${profile?.name ?? '-'}`}</output>;
}

describe('the session read before the first render (main.tsx)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('token-a');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
    Object.assign(window, { __irisBoot: undefined });
  });

  it("draws the user's page at once, with no loading state and no second request", async () => {
    bootWith('token-a', envelopeResponse(200, { result: true, data: { data: PROFILE } }));
    await readBootedSession();

    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    // The first render already has the profile: no waiting.
    expect(screen.getByRole('status').textContent).toBe('authenticated Ana');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends a session whose profile the API refused, before anything is drawn', async () => {
    bootWith(
      'token-a',
      envelopeResponse(401, { result: false, codeError: 'unauthorized', message: '', data: {} }),
    );
    await readBootedSession();
    expect(getToken()).toBeNull();

    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('anonymous -');
  });

  it('without an answer yet, shows the loading state and takes the answer when it comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    Object.assign(window, {
      __irisBoot: { token: 'token-a', profile: new Promise<Response>((r) => (answer = r)) },
    });
    void readBootedSession();

    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('loading -');
    answer(envelopeResponse(200, { result: true, data: { data: PROFILE } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('authenticated Ana'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('token-a');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function SignOut() {
    const { signOut, status } = useSession();
    return (
      <button type="button" onClick={signOut}>
        {status}
      </button>
    );
  }

  it('ends the session on the server with its token, and drops the token whatever it answers', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        input === '/api/auth/profile'
          ? envelopeResponse(200, { result: true, data: { data: PROFILE } })
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    render(
      <SessionProvider>
        <SignOut />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('authenticated'));
    screen.getByRole('button').click();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('anonymous'));
    expect(getToken()).toBeNull();
    const [path, init] = fetchMock.mock.calls.at(-1)!;
    expect(path).toBe('/api/auth/sessions/current');
    expect(init?.method).toBe('DELETE');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-a');
  });
});
