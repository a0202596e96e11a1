import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../test/render-with-providers';
import { ApiError, apiRequest } from './api-client';
import { getToken, setToken } from './session-token';

const unauthorized = {
  result: false,
  message: 'Tu sesión expiró. Inicia sesión de nuevo.',
  codeError: 'unauthorized',
  data: {},
};

const LOGIN = { email: 'ana@iris.local', password: 'equivocada' };

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken('token-123');
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the bearer token and the language, and returns the envelope', async () => {
    const envelope = { result: true, message: 'ok', codeError: null, data: { data: { id: 1 } } };
    fetchMock.mockResolvedValueOnce(envelopeResponse(200, envelope));

    await expect(apiRequest('POST', 'auth/profile')).resolves.toEqual(envelope);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-123',
      'Accept-Language': 'es',
    });
  });

  it('fills the path parameters and the query of the route, each URI-encoded', async () => {
    const envelope = { result: true, message: 'ok', codeError: null, data: { data: [] } };
    fetchMock.mockResolvedValueOnce(envelopeResponse(200, envelope));

    await apiRequest('GET', 'users/getBranchPersonalOptions/{id}', {
      params: { id: 3 },
      query: { limit: 20, search: 'maría lópez' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      '/api/users/getBranchPersonalOptions/3?limit=20&search=mar%C3%ADa%20l%C3%B3pez',
    );
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('drops the session on a 401 and throws the server message', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse(401, unauthorized));

    const failure = apiRequest('POST', 'users/getBranchPersonal', { body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      codeError: 'unauthorized',
      message: unauthorized.message,
    });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('iris.token')).toBeNull();
  });

  it('keeps a newer token when a call sent with the old one answers 401', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const stale = apiRequest('POST', 'users/getBranchPersonal', { body: {} });
    // Meanwhile the password was changed and the server handed a fresh token.
    setToken('token-nuevo');
    answer(envelopeResponse(401, unauthorized));
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('token-nuevo');
  });

  it('keeps the session on a 401 of the login call itself (wrong password)', async () => {
    const wrongPassword = {
      ...unauthorized,
      codeError: 'invalid_credentials',
      message: 'Correo electrónico o contraseña incorrectos.',
    };
    fetchMock.mockResolvedValueOnce(envelopeResponse(401, wrongPassword));

    await expect(apiRequest('POST', 'auth/login', { body: LOGIN })).rejects.toMatchObject({
      message: wrongPassword.message,
    });
    expect(getToken()).toBe('token-123');
  });

  it('exposes the field errors of a 400', async () => {
    const errors = [{ field: 'branch.id', message: 'Es necesario ingresar una sucursal' }];
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(400, {
        result: false,
        message: 'Revisa los campos marcados.',
        codeError: null,
        data: { errors },
      }),
    );

    await expect(
      apiRequest('PATCH', 'users/updateAsAdmin', {
        body: { id: 7, name: 'ANA', paternal: 'PÉREZ', maternal: 'LÓPEZ', phone: '3312345678' },
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: errors });
  });

  it('turns a network failure into the system error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('POST', 'auth/profile')).rejects.toMatchObject({
      status: 0,
      codeError: 100,
    });
  });
});
