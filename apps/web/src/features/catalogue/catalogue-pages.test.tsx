import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import { CATALOGUE_NAMES } from '@iris/domain/registry/resources';
import { optionSchema, tableDataSchema } from '@iris/domain/common/table';
import { z } from 'zod';
import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../test/load-messages';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { applyMask } from './catalogue-fields';
import { CatalogueFormPage } from './catalogue-form-page';
import { CatalogueListPage } from './catalogue-list-page';
import { catalogueDeclaration } from './catalogue-declaration';

const applicationVersions = catalogueDeclaration('application-versions');
const countries = catalogueDeclaration('countries');
const municipalities = catalogueDeclaration('municipalities');

const ok = (data: unknown, message = 'Operación realizada correctamente.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });

// The fake answers are parsed by the API's own response schemas (packages/domain): a fake the real
// API could not send fails here, not silently in the page.
const options = z.array(optionSchema);
const COUNTRIES = options.parse([
  { id: 1, name: 'MÉXICO' },
  { id: 2, name: 'PERÚ' },
]);
const STATES = options.parse([
  { id: 10, name: 'JALISCO', country_id: 1 },
  { id: 11, name: 'SONORA', country_id: 1 },
  { id: 20, name: 'LIMA', country_id: 2 },
]);
const VERSIONS_TABLE = tableDataSchema(catalogueOf('application-versions').item).parse({
  items: [
    { id: 2, version: '1.1.00', description: 'ALTA DE PRODUCTOS', isLatest: true },
    { id: 1, version: '1.0.00', description: 'PRIMERA VERSIÓN', isLatest: false },
  ],
  current: 1,
  limit: 5,
  total_items: 2,
  total_estimated: false,
  sortBy: 'id',
  descending: true,
});

/** A record answered by `{name}/get/{id}`, checked against that resource's item schema. */
function recordOf(path: string, record: unknown) {
  const name = CATALOGUE_NAMES.find((candidate) => path.startsWith(`${candidate}/`));
  if (!name) throw new Error(`no catalogue resource answers ${path}`);
  return catalogueOf(name).item.parse(record);
}

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; method: string; body: unknown }[] = [];

/** The API as the pages see it, for a user with `roles`. */
function serveApi(roles: Role[], records: Record<string, unknown> = {}) {
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, method, body });
    if (path === 'auth/profile')
      return Promise.resolve(ok({ data: { id: 1, roles, email: 'a@b.c' } }));
    if (path === 'countries/options') return Promise.resolve(ok({ data: COUNTRIES }));
    if (path === 'states/options') return Promise.resolve(ok({ data: STATES }));
    if (path === 'application-versions/getTable') {
      return Promise.resolve(ok({ tableData: VERSIONS_TABLE }));
    }
    if (Object.hasOwn(records, path)) {
      return Promise.resolve(ok({ data: recordOf(path, records[path]) }));
    }
    if (path.endsWith('/create')) {
      return Promise.resolve(
        ok({ data: { id: 99, ...(body as object) } }, 'Registro creado correctamente.'),
      );
    }
    if (path.endsWith('/update')) {
      return Promise.resolve(ok({ data: body }, 'Registro actualizado correctamente.'));
    }
    return Promise.resolve(
      envelopeResponse(404, {
        result: false,
        message: 'No se encontró',
        codeError: 'not_found',
        data: {},
      }),
    );
  });
}

function renderRoute(path: string, element: ReactElement, url: string) {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>otra página</p>} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

async function pick(label: string, option: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionNames(label: string): Promise<string[]> {
  await userEvent.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

// The pages' strings, as the route table loads them with the pages.
beforeAll(() => loadMessages(['catalogue']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
});

afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('catalogue form page', () => {
  it('cascades: choosing a country offers its states only, and changing it clears the state', async () => {
    serveApi(['super_admin']);
    renderRoute(
      '/municipalities/new',
      <CatalogueFormPage declaration={municipalities} />,
      '/municipalities/new',
    );

    expect(await screen.findByRole('heading', { name: 'Nuevo municipio' })).toBeTruthy();
    // No country yet: the state select waits for one.
    expect(screen.getByLabelText('Estado').getAttribute('aria-disabled')).toBe('true');

    await pick('País', 'MÉXICO');
    expect(await optionNames('Estado')).toEqual(['JALISCO', 'SONORA']);
    await pick('Estado', 'SONORA');
    expect(screen.getByLabelText('Estado').textContent).toContain('SONORA');

    await pick('País', 'PERÚ');
    await waitFor(() =>
      expect(screen.getByLabelText('Estado').textContent).not.toContain('SONORA'),
    );
    expect(await optionNames('Estado')).toEqual(['LIMA']);

    await pick('Estado', 'LIMA');
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    await userEvent.type(screen.getByLabelText('Nombre'), 'miraflores');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const create = requests.find((request) => request.path === 'municipalities/create');
    expect(create?.body).toEqual({ name: 'MIRAFLORES', country: { id: 2 }, state: { id: 20 } });
    expect(await screen.findByText('Registro creado correctamente.')).toBeTruthy();
  });

  it("saves an administrator's change to a record, with the record's id", async () => {
    serveApi(['super_admin'], { 'countries/get/1': { id: 1, name: 'MÉXICO', duration: 30 } });
    renderRoute(
      '/countries/edit/:id',
      <CatalogueFormPage declaration={countries} />,
      `/countries/edit/${encodeId(1)}`,
    );

    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    const name = await screen.findByLabelText<HTMLInputElement>('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'méxico norte');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const update = requests.find((request) => request.path === 'countries/update');
    expect(update).toMatchObject({
      method: 'PUT',
      body: { id: 1, name: 'MÉXICO NORTE', duration: 30 },
    });
  });

  it('is read-only for a user who is not an administrator', async () => {
    serveApi(['doctor'], { 'countries/get/1': { id: 1, name: 'MÉXICO', duration: 30 } });
    renderRoute(
      '/countries/edit/:id',
      <CatalogueFormPage declaration={countries} />,
      `/countries/edit/${encodeId(1)}`,
    );

    const name = await screen.findByLabelText<HTMLInputElement>('Nombre');
    expect(name.value).toBe('MÉXICO');
    expect(name.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Duración').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('asks for an empty number instead of saving zero', async () => {
    serveApi(['super_admin']);
    renderRoute('/countries/new', <CatalogueFormPage declaration={countries} />, '/countries/new');

    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('El campo es requerido')).toHaveLength(2);
    expect(requests.some((request) => request.path === 'countries/create')).toBe(false);
  });

  it('shows an older application version read-only, even to an administrator', async () => {
    serveApi(['super_admin'], { 'application-versions/get/1': VERSIONS_TABLE.items[1] });
    renderRoute(
      '/application-versions/edit/:id',
      <CatalogueFormPage declaration={applicationVersions} />,
      `/application-versions/edit/${encodeId(1)}`,
    );

    const version = await screen.findByLabelText<HTMLInputElement>('Versión');
    expect(version.value).toBe('1.0.00');
    expect(version.disabled).toBe(true);
    expect(
      screen.getByText('Solo la versión más reciente puede modificarse o eliminarse.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('shows the not-found page for an id that does not decode', async () => {
    serveApi(['super_admin']);
    renderRoute(
      '/countries/edit/:id',
      <CatalogueFormPage declaration={countries} />,
      '/countries/edit/no-es-un-id',
    );
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
  });
});

describe('catalogue list page', () => {
  it('offers edit and delete on the latest version only', async () => {
    serveApi(['super_admin']);
    renderRoute(
      '/application-versions',
      <CatalogueListPage declaration={applicationVersions} />,
      '/application-versions',
    );

    expect(await screen.findByRole('button', { name: 'Editar 1.1.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar 1.1.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver 1.0.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar 1.0.00' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar 1.0.00' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
  });

  it('confirms before deleting', async () => {
    serveApi(['super_admin']);
    renderRoute(
      '/application-versions',
      <CatalogueListPage declaration={applicationVersions} />,
      '/application-versions',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar 1.1.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1\.1\.00/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('hides writes from a user who is not an administrator', async () => {
    serveApi(['receptionist']);
    renderRoute(
      '/application-versions',
      <CatalogueListPage declaration={applicationVersions} />,
      '/application-versions',
    );
    expect(await screen.findByRole('button', { name: 'Ver 1.1.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Editar|Eliminar|Nuevo/ })).toBeNull();
  });
});

describe('catalogue declarations', () => {
  it('match the route table: path and menu label of every resource', () => {
    for (const name of CATALOGUE_NAMES) {
      const declaration = catalogueDeclaration(name);
      const route = PROTECTED_ROUTES.find((entry) => entry.path === declaration.path);
      expect(route?.menu?.label).toBe(declaration.menuLabel);
      for (const suffix of ['/new', '/edit/:id']) {
        expect(PROTECTED_ROUTES.some((entry) => entry.path === declaration.path + suffix)).toBe(
          true,
        );
      }
    }
  });

  it('lay digits over a mask', () => {
    expect(applyMask('1205', '#.#.##')).toBe('1.2.05');
    expect(applyMask('1.2.0', '#.#.##')).toBe('1.2.0');
    expect(applyMask('12', '#.#.##')).toBe('1.2');
    expect(applyMask('1a2b3c45678', '#.#.##')).toBe('1.2.34');
  });
});
