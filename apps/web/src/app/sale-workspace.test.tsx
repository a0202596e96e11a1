import { tableDataSchema } from '@iris/domain/common/table';
import { labOrderSchema } from '@iris/domain/lab-orders/lab-order.schemas';
import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../test/load-messages';
import { encodeId } from '../lib/route-id';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { labOrderOf, prescriptionOf, saleOf } from '../test/lab-order-fixtures';
import { SaleWorkspace } from './sale-workspace';

const SALE = (customerId: number): Sale =>
  saleOf({
    customer: { id: customerId, name: customerId === 1 ? 'PÚBLICO EN GENERAL' : 'ANDREA GÓMEZ' },
    customerId,
  });
const PRESCRIPTION = prescriptionOf(42, '2031-04-02', 'OD -2.50 / OI -2.00');
const ORDER = labOrderOf({ id: 90, serial: 17, overdue: true });
const table = (items: unknown[]) => ({
  tableData: tableDataSchema(labOrderSchema.or(prescriptionSchema)).parse({
    items,
    current: 1,
    limit: 10,
    total_items: items.length,
    total_estimated: false,
    sortBy: 'id',
    descending: true,
  }),
});
const WALK_IN = { id: 1, name: 'PÚBLICO EN GENERAL', phone: '0000000000', branchId: 1 };

const fetchMock = vi.fn<typeof fetch>();
let sale: Sale;
let orders: unknown[] = [];
let paths: string[] = [];

beforeAll(() => loadMessages(['sales', 'labOrders']));
beforeEach(() => {
  orders = [];
  paths = [];
  setToken('token');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api\//, '').replace(/\?.*/, '');
    paths.push(path);
    const answers: Record<string, unknown> = {
      'auth/profile': { data: { id: 3, roles: ['receptionist'], email: 'a@b.c', branchId: 1 } },
      'shoppings/get/5': { data: sale },
      'customers/getCustomersOptions/1': { data: [WALK_IN] },
      'prescriptions/getTable': table([PRESCRIPTION]),
      'laboratories/options': { data: [{ id: 2, name: 'ESSILOR', leadDays: 5 }] },
      'lab-orders/getTable': table(orders),
      'lab-orders/create': { data: ORDER },
      'shopping-details/getDetails': table([]),
      'payments/getTable': table([]),
    };
    const answer = answers[path];
    return Promise.resolve(
      answer === undefined
        ? envelopeResponse(404, { result: false, message: 'No', codeError: 404 })
        : envelopeResponse(200, { result: true, message: 'Listo.', codeError: null, data: answer }),
    );
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function openSale(tab = '') {
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/sales/:id" element={<SaleWorkspace />} />
      </Routes>
    </SessionProvider>,
    { url: `/sales/${encodeId(5)}${tab}` },
  );
}

const SEND = { name: 'Enviar a laboratorio' };

describe('a sale with its lab orders', () => {
  it("offers no 'Enviar a laboratorio' for the walk-in customer", async () => {
    sale = SALE(1);
    openSale();
    expect(await screen.findByRole('heading', { name: 'Venta 12' })).toBeTruthy();
    await waitFor(() => expect(paths).toContain('customers/getCustomersOptions/1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', SEND)).toBeNull();
  });

  it("sends a patient's lenses and shows the new order in the Laboratorio tab", async () => {
    sale = SALE(7);
    openSale('?tab=labOrders');
    expect(await screen.findByText('Sin órdenes de laboratorio')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', SEND));
    const dialog = within(await screen.findByRole('dialog'));
    orders = [ORDER];
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    const tab = await screen.findByRole('tab', { name: 'Laboratorio', selected: true });
    expect(tab).toBeTruthy();
    const row = within(
      (await screen.findByRole('link', { name: 'Ver la orden 17 en el tablero' })).closest(
        '[role="row"]',
      ) as HTMLElement,
    );
    for (const text of ['ESSILOR', 'OD -2.50 / OI -2.00', '15/05/2031', 'Pedido', 'Atrasada']) {
      expect(row.getByText(text)).toBeTruthy();
    }
  });

  it('says when the sale has no lab order', async () => {
    sale = SALE(7);
    openSale('?tab=labOrders');
    expect(await screen.findByText('Sin órdenes de laboratorio')).toBeTruthy();
  });
});
