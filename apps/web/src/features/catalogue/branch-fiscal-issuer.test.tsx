import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { catalogueDeclaration } from './catalogue-declaration';
import { CatalogueFormPage } from './catalogue-form-page';

// Parsed by the API's own item schema: a fake the real API could not send fails here.
const BRANCH = catalogueOf('branches').item.parse({
  id: 4,
  name: 'CENTRO',
  address: 'AV. CHAPULTEPEC 100',
  zipCode: '44100',
  country: { id: 1, name: 'MÉXICO' },
  state: { id: 2, name: 'JALISCO' },
  municipality: { id: 3, name: 'GUADALAJARA' },
  country_id: 1,
  state_id: 2,
  municipality_id: 3,
  open_time: '09:00',
  close_time: '19:00',
  phone: null,
  email: null,
  color: null,
  logoUrl: null,
  fiscalIssuer: { id: 7, name: 'ÓPTICAS NORTE' },
});
const OPTIONS: Record<string, unknown[]> = {
  countries: [{ id: 1, name: 'MÉXICO' }],
  states: [{ id: 2, name: 'JALISCO', country_id: 1 }],
  municipalities: [{ id: 3, name: 'GUADALAJARA', state_id: 2 }],
  'fiscal-issuers': [
    { id: 7, name: 'ÓPTICAS NORTE', rfc: 'EKU9003173C9' },
    { id: 8, name: 'ÓPTICAS SUR', rfc: 'LAN7008173R5' },
  ],
};

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Registro actualizado.', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let roles: Role[] = ['super_admin'];

beforeAll(() => loadMessages(['catalogue']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'auth/profile')
      return Promise.resolve(ok({ data: { id: 1, roles, email: 'a@b.c' } }));
    if (path === 'branches/get/4') return Promise.resolve(ok({ data: BRANCH }));
    const options = /^([\w-]+)\/options/.exec(path)?.[1];
    if (options) return Promise.resolve(ok({ data: OPTIONS[options] ?? [] }));
    return Promise.resolve(ok({ data: BRANCH }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const renderBranch = () =>
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route
          path="/branches/edit/:id"
          element={<CatalogueFormPage declaration={catalogueDeclaration('branches')} embedded />}
        />
      </Routes>
    </SessionProvider>,
    { url: `/branches/edit/${encodeId(4)}` },
  );

describe("a branch's Emisor fiscal", () => {
  it('is chosen by super_admin among the issuers, and Ninguno sends null', async () => {
    roles = ['super_admin'];
    renderBranch();
    await screen.findByRole('button', { name: 'Guardar' });
    const select = await screen.findByRole('combobox', { name: 'Emisor fiscal' });
    await waitFor(() => expect(select.textContent).toBe('ÓPTICAS NORTE'));
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'ÓPTICAS SUR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'branches/update')?.body).toMatchObject({
        fiscalIssuer: { id: 8 },
      }),
    );
    requests = [];
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Ninguno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'branches/update')?.body).toMatchObject({
        fiscalIssuer: null,
      }),
    );
  });

  it('is not shown to a receptionist, whose session may not read the issuers', async () => {
    roles = ['receptionist'];
    renderBranch();
    expect(await screen.findByLabelText('Nombre')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === 'auth/profile')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Emisor fiscal' })).toBeNull();
    expect(requests.some((r) => r.path.startsWith('fiscal-issuers/'))).toBe(false);
  });
});
