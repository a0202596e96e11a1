import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import { tableDataSchema } from '@iris/domain/common/table';
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
import { ProductListPage } from './product-list-page';

/* docs/api.md optical catalogue: a product's code, kind and attributes in the catalogue form. */
const products = catalogueDeclaration('products');
const FRAME = catalogueOf('products').item.parse({
  id: 7,
  name: 'RB5154 CAREY',
  category: { id: 1, name: 'ARMAZONES' },
  subcategory: { id: 2, name: 'ACETATO' },
  category_id: 1,
  subcategory_id: 2,
  documentUrl: null,
  satProductKey: null,
  satUnitKey: null,
  code: '4006381333931',
  kind: 'ARMAZON',
  attributes: { brand: 'RAY-BAN', model: 'RB5154', color: null, size: '51-21-145' },
});

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Listo.', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];

beforeAll(() => loadMessages(['catalogue']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'auth/profile') {
      return Promise.resolve(ok({ data: { id: 1, roles: ['super_admin'], email: 'a@b.c' } }));
    }
    if (path === 'categories/options') {
      return Promise.resolve(ok({ data: [{ id: 1, name: 'ARMAZONES' }] }));
    }
    if (path === 'subcategories/options') {
      return Promise.resolve(ok({ data: [{ id: 2, name: 'ACETATO', category_id: 1 }] }));
    }
    if (path === 'products/getTable') {
      const table = {
        items: [FRAME],
        current: 1,
        limit: 10,
        total_items: 1,
        total_estimated: false,
        sortBy: 'id',
        descending: true,
      };
      return Promise.resolve(
        ok({ tableData: tableDataSchema(catalogueOf('products').item).parse(table) }),
      );
    }
    return Promise.resolve(ok({ data: FRAME }));
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
        <Route path="/products/edit/:id" element={<CatalogueFormPage declaration={products} />} />
        <Route path="*" element={<p>otra página</p>} />
      </Routes>
    </SessionProvider>,
    { url: `/products/edit/${encodeId(7)}` },
  );

const sentUpdate = () => requests.find((request) => request.path === 'products/update')?.body;

describe("a product's code, kind and attributes", () => {
  it("shows a frame's attributes and sends them with its code", async () => {
    renderEdit();
    await screen.findByRole('button', { name: 'Guardar' });
    const brand = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Marca' });
    await waitFor(() => expect(brand.value).toBe('RAY-BAN'));
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: /^Código/ });
    expect(code.value).toBe('4006381333931');
    await userEvent.type(screen.getByRole('textbox', { name: 'Color' }), 'carey');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    expect(sentUpdate()).toMatchObject({
      code: '4006381333931',
      kind: 'ARMAZON',
      attributes: { brand: 'RAY-BAN', model: 'RB5154', color: 'CAREY', size: '51-21-145' },
    });
  });

  it("changes the kind to a lens, shows the lens's fields and refuses a range off its step", async () => {
    renderEdit();
    await screen.findByRole('button', { name: 'Guardar' });
    await screen.findByRole('textbox', { name: 'Marca' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lente oftálmico' }));
    expect(screen.queryByRole('textbox', { name: 'Marca' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Diseño' }));
    await userEvent.click(screen.getByRole('option', { name: 'MONOFOCAL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Material' }), 'cr-39');
    await userEvent.type(screen.getByRole('textbox', { name: 'Índice' }), '1.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Esfera mínima' }), '-6.30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Esfera máxima' }), '+4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cilindro mínimo' }), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe ser de -30.00 a 30.00 en pasos de 0.25')).toBeTruthy();
    expect(sentUpdate()).toBeUndefined();

    const sphere = screen.getByRole('textbox', { name: 'Esfera mínima' });
    await userEvent.clear(sphere);
    await userEvent.type(sphere, '-6.25');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    expect(sentUpdate()).toMatchObject({
      kind: 'LENTE',
      attributes: { design: 'MONOFOCAL', material: 'CR-39', sphereMin: '-6.25', sphereMax: '+4' },
    });
  });
});

describe('the products list', () => {
  const tableBodies = () =>
    requests
      .filter((request) => request.path === 'products/getTable')
      .map((request) => request.body as { page: number; filters: Record<string, unknown> });
  const tableFilters = () => tableBodies().map((body) => body.filters);

  it('shows code and kind in words, and filters by kind (from the first page) and by a whole code', async () => {
    renderWithProviders(
      <SessionProvider>
        <Routes>
          <Route path="/products" element={<ProductListPage declaration={products} />} />
        </Routes>
      </SessionProvider>,
      { url: '/products?products.page=2' },
    );
    expect(await screen.findByText('4006381333931')).toBeTruthy();
    expect(tableBodies()[0]!.page).toBe(2);
    expect(screen.getByRole('columnheader', { name: 'Tipo' })).toBeTruthy();
    expect(screen.getByText('Armazón')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lente de contacto' }));
    await waitFor(() => expect(tableFilters().at(-1)).toEqual({ kind: 'CONTACTO' }));
    expect(tableBodies().at(-1)!.page).toBe(1);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Código (completo)' }),
      '4006381333931',
    );
    await waitFor(() =>
      expect(tableFilters().at(-1)).toEqual({ kind: 'CONTACTO', code: '4006381333931' }),
    );
  });
});
