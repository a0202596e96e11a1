import { tableDataSchema } from '@iris/domain/common/table';
import { labOrderSchema } from '@iris/domain/lab-orders/lab-order.schemas';
import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { saleSchema, type Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../lib/i18n';
import { encodeId } from '../lib/route-id';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { SaleWorkspace } from './sale-workspace';

// Every fake answer is parsed by the API's own schemas: one the API could not send fails here.
const SALE = (customerId: number): Sale =>
  saleSchema.parse({
    id: 5,
    serial: 12,
    branch: { id: 1, name: 'SUCURSAL CENTRO' },
    branchId: 1,
    customer: { id: customerId, name: customerId === 1 ? 'PÚBLICO EN GENERAL' : 'ANDREA GÓMEZ' },
    customerId,
    salesman: { id: 3, name: 'LUISA PÉREZ' },
    audit: { id: 4 },
    date: '2031-05-10',
    time: '11:00',
    amount: 2000,
    discount: 0,
    vat: 0,
    vat_required: false,
    total: 2000,
    paid: 0,
    remaining: 2000,
    status: 'EJECUTADO',
    paymentStatus: 'PENDIENTE',
    lines: 1,
  });
const eye = (sphere: number) => ({
  sphere,
  cylinder: 0,
  axis: null,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
});
const PRESCRIPTION = prescriptionSchema.parse({
  id: 42,
  date: '2031-04-02',
  kind: 'LENTES',
  od: eye(-2.5),
  oi: eye(-2),
  notes: null,
  summary: 'OD -2.50 / OI -2.00',
  doctor: { id: 2, name: 'LAURA MÉNDEZ SOTO' },
  customer: { id: 7 },
  customerId: 7,
  createdAt: '2031-04-02T16:00:00.000Z',
});
const ORDER = labOrderSchema.parse({
  id: 90,
  serial: 17,
  status: 'PEDIDO',
  branch: { id: 1, name: 'SUCURSAL CENTRO' },
  shopping: { id: 5, serial: 12 },
  customer: { id: 7, name: 'ANDREA GÓMEZ' },
  laboratory: { id: 2, name: 'ESSILOR' },
  prescription: { id: 42, summary: 'OD -2.50 / OI -2.00' },
  promisedDate: '2031-05-15',
  overdue: true,
  notes: null,
  history: [],
});
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

beforeAll(() => loadMessages(['sale', 'labOrders']));
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
