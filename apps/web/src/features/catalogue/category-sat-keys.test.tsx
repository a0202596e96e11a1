import { catalogueOf } from '@iris/domain/catalogue/catalogues';
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

/* docs/api.md invoicing fields: a category's `satProductKey` and `satUnitKey`. */
const categories = catalogueDeclaration('categories');
const FRAMES = catalogueOf('categories').item.parse({
  id: 4,
  name: 'ARMAZONES',
  satProductKey: '42142903',
  satUnitKey: 'H87',
});

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Listo.', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let update: () => Response;

beforeAll(() => loadMessages(['catalogue']));
beforeEach(() => {
  requests = [];
  update = () => ok({ data: FRAMES });
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'auth/profile') {
      return Promise.resolve(ok({ data: { id: 1, roles: ['super_admin'], email: 'a@b.c' } }));
    }
    if (path === 'categories/get/4') return Promise.resolve(ok({ data: FRAMES }));
    return Promise.resolve(update());
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const renderEdit = () =>
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route
          path="/categories/edit/:id"
          element={<CatalogueFormPage declaration={categories} />}
        />
        <Route path="*" element={<p>otra página</p>} />
      </Routes>
    </SessionProvider>,
    { url: `/categories/edit/${encodeId(4)}` },
  );

describe("a category's SAT keys", () => {
  it('shows the stored keys and sends the ones changed to', async () => {
    renderEdit();
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    const key = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Clave de producto o servicio SAT',
    });
    await waitFor(() => expect(key.value).toBe('42142903'));
    await userEvent.clear(key);
    await userEvent.type(key, '42142902x');
    await userEvent.click(screen.getByRole('combobox', { name: 'Clave de unidad SAT' }));
    await userEvent.click(screen.getByRole('option', { name: 'PR — Par' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const sent = requests.find((request) => request.path === 'categories/update');
    expect(sent?.body).toEqual({
      id: 4,
      name: 'ARMAZONES',
      satProductKey: '42142902',
      satUnitKey: 'PR',
    });
  });

  it('sends none when "Sin clave" is chosen', async () => {
    renderEdit();
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Clave de unidad SAT' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sin clave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const sent = requests.find((request) => request.path === 'categories/update');
    expect(sent?.body).toMatchObject({ satProductKey: '42142903', satUnitKey: null });
  });
});
