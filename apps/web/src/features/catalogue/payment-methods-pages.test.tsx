import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import { tableDataSchema } from '@iris/domain/common/table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { catalogueDeclaration } from './catalogue-declaration';
import { CatalogueFormPage } from './catalogue-form-page';
import { CatalogueListPage } from './catalogue-list-page';

const paymentMethods = catalogueDeclaration('payment-methods');
const item = catalogueOf('payment-methods').item;
// Parsed by the API's own item schema: a fake the real API could not send fails here.
const CASH = item.parse({ id: 1, name: 'EFECTIVO', isCash: true, satPaymentForm: '01' });
const CARD = item.parse({ id: 2, name: 'TARJETA', isCash: false, satPaymentForm: null });
const TABLE = tableDataSchema(item).parse({
  items: [CASH, CARD],
  current: 1,
  limit: 5,
  total_items: 2,
  total_estimated: false,
  sortBy: 'id',
  descending: true,
});

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Registro guardado.', codeError: null, data });
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
    if (path === 'payment-methods/getTable') return Promise.resolve(ok({ tableData: TABLE }));
    if (path === 'payment-methods/get/2') return Promise.resolve(ok({ data: CARD }));
    return Promise.resolve(ok({ data: { id: 99, ...(body as object) } }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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

describe('payment methods: Cuenta en caja', () => {
  it('starts off on a new method, and saving it on sends isCash true', async () => {
    renderRoute(
      '/paymentMethods/new',
      <CatalogueFormPage declaration={paymentMethods} />,
      '/paymentMethods/new',
    );
    const cash = await screen.findByRole<HTMLInputElement>('switch', { name: 'Cuenta en caja' });
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    expect(cash.checked).toBe(false);
    await userEvent.type(screen.getByLabelText('Nombre'), 'efectivo');
    await userEvent.click(cash);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const create = requests.find((request) => request.path === 'payment-methods/create');
    expect(create?.body).toEqual({ name: 'EFECTIVO', isCash: true, satPaymentForm: null });
  });

  it("shows a stored method's value and sends false when left off", async () => {
    renderRoute(
      '/paymentMethods/edit/:id',
      <CatalogueFormPage declaration={paymentMethods} />,
      `/paymentMethods/edit/${encodeId(2)}`,
    );
    const cash = await screen.findByRole<HTMLInputElement>('switch', { name: 'Cuenta en caja' });
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    expect(cash.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const update = requests.find((request) => request.path === 'payment-methods/update');
    expect(update?.body).toEqual({ id: 2, name: 'TARJETA', isCash: false, satPaymentForm: null });
  });

  it('offers the c_FormaPago codes with their description and sends the one chosen', async () => {
    renderRoute(
      '/paymentMethods/edit/:id',
      <CatalogueFormPage declaration={paymentMethods} />,
      `/paymentMethods/edit/${encodeId(2)}`,
    );
    // Editable once the session is known to be an administrator's: Guardar shows then.
    await screen.findByRole('button', { name: 'Guardar' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Forma de pago SAT' }));
    await userEvent.click(screen.getByRole('option', { name: '28 — Tarjeta de débito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('otra página')).toBeTruthy());
    const update = requests.find((request) => request.path === 'payment-methods/update');
    expect(update?.body).toEqual({ id: 2, name: 'TARJETA', isCash: false, satPaymentForm: '28' });
  });

  it('lists Sí or No under "Cuenta en caja"', async () => {
    renderRoute(
      '/paymentMethods',
      <CatalogueListPage declaration={paymentMethods} />,
      '/paymentMethods',
    );
    expect(await screen.findByRole('columnheader', { name: /Cuenta en caja/ })).toBeTruthy();
    const cashRow = (await screen.findByText('EFECTIVO')).closest('[role="row"]') as HTMLElement;
    const cardRow = screen.getByText('TARJETA').closest('[role="row"]') as HTMLElement;
    expect(within(cashRow).getByText('Sí')).toBeTruthy();
    expect(within(cardRow).getByText('No')).toBeTruthy();
  });
});
