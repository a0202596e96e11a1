import { tableDataSchema } from '@iris/domain/common/table';
import { saleSchema } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../test/load-messages';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SalesPage } from './sales-page';

const BRANCH = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
// Parsed by the API's own item schema: a row the real API could not send fails here.
const SALE = saleSchema.parse({
  id: 41,
  serial: 12,
  branch: { id: 3, name: 'SUCURSAL CENTRO' },
  branchId: 3,
  customer: { id: 5, name: 'MARÍA LÓPEZ HERNÁNDEZ' },
  customerId: 5,
  salesman: { id: 1, name: 'ANA LÓPEZ RUIZ' },
  audit: { id: 7 },
  date: '2026-05-12',
  time: '10:30',
  amount: 1500,
  discount: 0,
  vat: 16,
  vat_required: true,
  total: 1740,
  paid: 500,
  remaining: 1240,
  status: 'NUEVO',
  paymentStatus: 'ABONADO',
  lines: 1,
  invoice: null,
});
const TABLE = tableDataSchema(saleSchema).parse({
  items: [SALE],
  current: 1,
  limit: 10,
  total_items: 1,
  total_estimated: false,
  sortBy: 'id',
  descending: true,
});

// What every sale the filters match adds up to: the API sums them, the cancelled ones apart.
const TOTALS = {
  total: 25_740.5,
  paid: 20_500,
  remaining: 5_240.5,
  cancelledCount: 1,
  cancelledTotal: 990,
};

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let tableBodies: { filters: Record<string, unknown> }[] = [];
let created: unknown[] = [];
const CLOSED = 'Es necesario abrir una auditoría de caja en la sucursal.';
const WALK_IN = {
  id: 2,
  name: 'PÚBLICO EN GENERAL',
  phone: '0000000000',
  birthDate: null,
  branchId: 3,
};

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  tableBodies = [];
  created = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const profile = { id: 1, roles: ['receptionist'], email: 'a@b.c', branchId: 3 };
      return Promise.resolve(ok({ data: { ...profile, branch: BRANCH, name: 'ANA' } }));
    }
    if (path === 'audit/get') return Promise.resolve(ok({ data: null }));
    if (path.startsWith('customers/getCustomersOptions/3?')) {
      const namesake = { ...WALK_IN, id: 8, name: 'PUBLICO EN GENERALES', phone: '3312345678' };
      return Promise.resolve(ok({ data: [namesake, WALK_IN] }));
    }
    if (path === 'shoppings/create') {
      created.push(body);
      const refusal = { result: false, message: CLOSED, codeError: 'open_audit_required' };
      return Promise.resolve(envelopeResponse(422, { ...refusal, data: null }));
    }
    if (path === 'shoppings/getTable') {
      tableBodies.push(body as (typeof tableBodies)[number]);
      return Promise.resolve(ok({ tableData: TABLE, totals: TOTALS }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderSales() {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/sales" element={<SalesPage />} />
        <Route path="/sales/:id" element={<p>página de la venta</p>} />
      </Routes>
    </SessionProvider>,
    { url: '/sales' },
  );
}

const lastFilters = () => tableBodies.at(-1)?.filters;

describe('the sales list', () => {
  it('is the menu’s Ventas at /sales', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/sales');
    expect(route?.menu?.label).toBe('menu.sales');
  });

  it('shows each sale with its money, date and chips, and opens it', async () => {
    const user = userEvent.setup();
    renderSales();
    const row = (await screen.findByText('MARÍA LÓPEZ HERNÁNDEZ')).closest('[role="row"]');
    const cells = within(row as HTMLElement);
    for (const text of ['12', '12/05/2026 10:30', '$1,740.00', '$500.00', '$1,240.00']) {
      expect(cells.getByText(text)).toBeTruthy();
    }
    expect(cells.getByText('NUEVO')).toBeTruthy();
    expect(cells.getByText('ABONADO')).toBeTruthy();
    expect(lastFilters()).toEqual({ branchId: 3 });
    // Under the list, as under the sales report: what every sale of the filters adds up to.
    const totals = within(screen.getByRole('group', { name: 'Totales' }));
    expect(totals.getByText('Totales · 1 venta')).toBeTruthy();
    for (const money of ['$25,740.50', '$20,500.00', '$5,240.50']) {
      expect(totals.getByText(money)).toBeTruthy();
    }
    expect(totals.getByText('Sin contar 1 venta cancelada por $990.00')).toBeTruthy();
    await user.click(cells.getByRole('link', { name: 'Abrir la venta 12' }));
    await screen.findByText('página de la venta');
    expect(screen.getByTestId('location').textContent).toBe(`/sales/${encodeId(41)}`);
  });

  it('sends the payment status filter as the API names it', async () => {
    const user = userEvent.setup();
    renderSales();
    await screen.findByText('MARÍA LÓPEZ HERNÁNDEZ');
    const choose = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Estado de pago' }));
      await user.click(await screen.findByRole('option', { name: label }));
    };
    const expected = { Abonado: 'PARTIAL', Pagado: 'PAID', Pendiente: 'PENDING' };
    for (const [label, filter] of Object.entries(expected)) {
      await choose(label);
      await waitFor(() => expect(lastFilters()).toEqual({ branchId: 3, paymentStatus: filter }));
    }
    expect(screen.getByTestId('location').textContent).toBe('/sales?payment=PENDING');
    await choose('Todos');
    await waitFor(() => expect(lastFilters()).toEqual({ branchId: 3 }));
  });

  it('creates a walk-in sale, and without an open register says so with Abrir caja', async () => {
    const user = userEvent.setup();
    renderSales();
    await screen.findByText('MARÍA LÓPEZ HERNÁNDEZ');
    await user.click(screen.getByRole('button', { name: 'Nueva venta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva venta' });
    await user.click(within(dialog).getByRole('button', { name: 'Público en general' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveProperty(
        'value',
        'PÚBLICO EN GENERAL',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear venta' }));
    await within(dialog).findByText(CLOSED);
    // Today and now to start with, as the API writes them.
    const [sent] = created as { date: string; time: string }[];
    expect(sent?.date).toBe(new Date().toLocaleDateString('en-CA'));
    expect(sent?.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(created).toEqual([
      { customer: { id: 2 }, date: sent?.date, time: sent?.time, branch: { id: 3 } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    expect(await screen.findByRole('dialog', { name: 'Abrir caja' })).toBeTruthy();
  });
});
