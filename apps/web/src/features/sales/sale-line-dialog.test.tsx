import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider, useSession } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SaleLineDialog, type LineDraft } from './sale-line-dialog';

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let roles: Role[] = ['receptionist'];
/** What the API answers a line's create or update. */
let answer: () => Response;

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Registro guardado.', codeError: null, data });

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  requests = [];
  answer = () => ok({ data: { id: 1 } });
  setToken('token');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      return Promise.resolve(ok({ data: { id: 3, roles, email: 'a@optica.test', branchId: 1 } }));
    }
    requests.push({ path, body });
    return Promise.resolve(answer());
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The dialog opens once the session is known, as behind the app's login. */
function Signed({ children }: { children: ReactNode }) {
  return useSession().status === 'authenticated' ? children : null;
}

const AVIADOR: LineDraft = {
  product: { id: 9, name: 'ARMAZÓN AVIADOR' },
  price: 1500,
  available: 3,
};

function open(draft: LineDraft, as: Role) {
  roles = [as];
  const onSaved = vi.fn();
  renderWithProviders(
    <SessionProvider>
      <Signed>
        <SaleLineDialog saleId={5} draft={draft} onClose={() => undefined} onSaved={onSaved} />
      </Signed>
    </SessionProvider>,
  );
  return onSaved;
}

const qty = () => screen.findByLabelText('Cantidad');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the add-line dialog', () => {
  it('stops a quantity above what the storage holds with the message of 666, and sends none', async () => {
    const onSaved = open(AVIADOR, 'receptionist');
    expect(await screen.findByText('Disponible para esta venta: 3')).toBeTruthy();
    await userEvent.clear(await qty());
    await userEvent.type(await qty(), '4');
    await save();
    expect(
      await screen.findByText('La cantidad es mayor que las existencias del almacén.', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.clear(await qty());
    await userEvent.type(await qty(), '3');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        path: 'shopping-details/create',
        body: { shopping: { id: 5 }, product: { id: 9 }, qty: 3 },
      },
    ]);
  });

  it('refuses no quantity and zero, before anything is sent', async () => {
    open(AVIADOR, 'receptionist');
    await userEvent.clear(await qty());
    await save();
    expect(await screen.findByText('El campo es requerido')).toBeTruthy();
    await userEvent.type(await qty(), '0');
    await save();
    expect(await screen.findByText('El valor mínimo es 1')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a receptionist the price without a field to change it', async () => {
    open(AVIADOR, 'receptionist');
    expect(await screen.findByText('Precio por pieza: $1,500.00')).toBeTruthy();
    expect(screen.queryByLabelText('Precio por pieza')).toBeNull();
  });

  it('lets a doctor change the price, sent as exact text', async () => {
    const onSaved = open(AVIADOR, 'doctor');
    const price = await screen.findByLabelText<HTMLInputElement>('Precio por pieza');
    expect(price.value).toBe('1,500.00');
    await userEvent.clear(price);
    await userEvent.type(price, '1,229.5');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({
      shopping: { id: 5 },
      product: { id: 9 },
      qty: 1,
      price: '1229.50',
    });
  });

  it("puts the server's 666 on the quantity when the stock is not known here", async () => {
    answer = () =>
      envelopeResponse(422, {
        result: false,
        message: 'La cantidad es mayor que las existencias del almacén.',
        codeError: 666,
        data: null,
      });
    const line = {
      id: 41,
      product: { id: 9, name: 'ARMAZÓN AVIADOR' },
      product_name: 'ARMAZÓN AVIADOR',
      qty: 2,
      price: 1500,
      amount: 3000,
      shopping: { id: 5 },
      shoppingId: 5,
    };
    open({ ...AVIADOR, available: null, line }, 'receptionist');
    expect(await screen.findByText('Cambiar producto de la venta')).toBeTruthy();
    expect((await qty()) as HTMLInputElement).toHaveProperty('value', '2');
    await userEvent.clear(await qty());
    await userEvent.type(await qty(), '8');
    await save();
    expect(
      await screen.findByText('La cantidad es mayor que las existencias del almacén.', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(requests).toEqual([
      {
        path: 'shopping-details/update',
        body: { id: 41, product: { id: 9 }, qty: 8 },
      },
    ]);
  });
});
