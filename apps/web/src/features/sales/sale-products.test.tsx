import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SaleProducts } from './sale-products';
import { MAX_SELLABLE } from './sale-queries';
import type * as SaleQueries from './sale-queries';

// The cap's rule, not a thousand cards: jsdom drew 1,000 of them again on every key typed, which
// took the test past its time on a loaded machine.
vi.mock('./sale-queries', async (original) => ({
  ...(await original<typeof SaleQueries>()),
  MAX_SELLABLE: 40,
}));

const product = (id: number, name: string, categoryId = 1) => ({
  id,
  name,
  price: 100,
  stock: 1,
  documentUrl: null,
  category: { id: categoryId, name: categoryId === 1 ? 'ARMAZONES' : 'ACCESORIOS' },
  subcategory: { id: 1, name: 'GENERAL' },
});

const fetchMock = vi.fn<typeof fetch>();
let bodies: unknown[] = [];
/** What getProducts answers, by the filters it was sent. */
let answer: (body: { search?: string; categoryId?: number }) => ReturnType<typeof product>[];

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  bodies = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body = JSON.parse(init?.body as string) as { search?: string; categoryId?: number };
    if (path === 'shoppings/getProducts') bodies.push(body);
    const data = path === 'categories/options' ? [{ id: 2, name: 'ACCESORIOS' }] : answer(body);
    return Promise.resolve(
      envelopeResponse(200, { result: true, message: 'ok', codeError: null, data: { data } }),
    );
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Productos disponibles' })).getAllByRole('button');

describe('the sellable products', () => {
  it('filters by words without accents and by category in the browser, asking the API once', async () => {
    answer = () => [
      product(1, 'ARMAZÓN AVIADOR DORADO'),
      product(2, 'ARMAZÓN REDONDO'),
      product(3, 'ESTUCHE AVIADOR', 2),
    ];
    renderWithProviders(<SaleProducts saleId={5} onSelect={() => undefined} />);
    expect(await screen.findByText('3 productos')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar producto' }),
      'aviador armazon',
    );
    expect(await screen.findByText('1 producto')).toBeTruthy();
    expect(cards().map((card) => card.textContent)).toEqual([
      'ARMAZÓN AVIADOR DORADO$100.00Existencia: 1',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar producto' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ACCESORIOS' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.textContent).toMatch(/^ESTUCHE AVIADOR/);
    expect(bodies).toEqual([{ shopping: { id: 5 } }]);
  });

  it('asks the API to search when it answered its most, and says when nothing matches', async () => {
    answer = ({ search }) =>
      search === 'zzz'
        ? []
        : search
          ? [product(7, 'LENTE SOLAR')]
          : Array.from({ length: MAX_SELLABLE }, (_, i) => product(i + 10, `PRODUCTO ${i}`));
    renderWithProviders(<SaleProducts saleId={5} onSelect={() => undefined} />);
    expect(await screen.findByText('40 productos')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'solar');
    expect(await screen.findByText('1 producto')).toBeTruthy();
    expect(cards()[0]?.textContent).toMatch(/^LENTE SOLAR/);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar producto' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'zzz');
    expect(
      await screen.findByText('Ningún producto con existencias coincide con la búsqueda.'),
    ).toBeTruthy();
    expect(bodies).toEqual([
      { shopping: { id: 5 } },
      { shopping: { id: 5 }, search: 'solar' },
      { shopping: { id: 5 }, search: 'zzz' },
    ]);
  });

  it('says so when the default storage has nothing to sell', async () => {
    answer = () => [];
    renderWithProviders(<SaleProducts saleId={5} onSelect={() => undefined} />);
    expect(
      await screen.findByText(
        'El almacén predeterminado de la sucursal no tiene productos con existencias para vender.',
      ),
    ).toBeTruthy();
  });
});
