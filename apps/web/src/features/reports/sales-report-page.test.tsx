import { tableDataSchema } from '@iris/domain/common/table';
import { saleSchema } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SalesReportPage } from './sales-report-page';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const NORTE = { id: 4, name: 'SUCURSAL NORTE', color: null, logoUrl: null };
const SALE = saleSchema.parse({
  id: 41,
  serial: 12,
  branch: { id: 4, name: 'SUCURSAL NORTE' },
  branchId: 4,
  customer: { id: 5, name: 'MARÍA LÓPEZ HERNÁNDEZ' },
  customerId: 5,
  salesman: { id: 8, name: 'LUIS PÉREZ SOTO' },
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
  status: 'EJECUTADO',
  paymentStatus: 'ABONADO',
  lines: 1,
  invoice: null,
});
const TABLE = tableDataSchema(saleSchema).parse({
  items: [SALE],
  current: 1,
  limit: 5,
  total_items: 1200,
  total_estimated: true,
  sortBy: 'id',
  descending: true,
});
const TOTALS = {
  amount: 987654.32,
  total: 987654.32,
  paid: 900000,
  remaining: 87654.32,
  cancelledCount: 3,
  cancelledTotal: 35092.32,
};

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let role: 'super_admin' | 'receptionist' = 'super_admin';
let tableBodies: { filters: Record<string, unknown> }[] = [];

beforeAll(() => loadMessages(['reports', 'sales']));
beforeEach(() => {
  role = 'super_admin';
  tableBodies = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const own = role === 'super_admin' ? null : CENTRO;
      const profile = { id: 1, roles: [role], email: 'a@b.c', branchId: own?.id ?? null };
      return Promise.resolve(ok({ data: { ...profile, branch: own, name: 'ANA' } }));
    }
    if (path === 'branches/options') return Promise.resolve(ok({ data: [CENTRO, NORTE] }));
    if (path.startsWith('branches/get/')) return Promise.resolve(ok({ data: NORTE }));
    if (path === 'users/getBranchPersonalOptions/4') {
      const luis = { id: 8, name: 'LUIS', paternal: 'PÉREZ', maternal: 'SOTO', role: 'doctor' };
      return Promise.resolve(ok({ data: [luis] }));
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

function renderReport() {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/reports/sales" element={<SalesReportPage />} />
      </Routes>
    </SessionProvider>,
    { url: '/reports/sales' },
  );
}

describe('the sales report', () => {
  it('is the menu’s Reporte de ventas at /reports/sales, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/reports/sales');
    expect(route?.menu).toMatchObject({ label: 'menu.salesReport', group: 'reports' });
    expect(route?.roles).toBeUndefined();
  });

  it('shows the administrator every branch, a salesman once a branch is chosen', async () => {
    const user = userEvent.setup();
    renderReport();
    const row = (await screen.findByText('MARÍA LÓPEZ HERNÁNDEZ')).closest('[role="row"]');
    // Every branch's sales say whose they are.
    expect(within(row as HTMLElement).getByText('SUCURSAL NORTE')).toBeTruthy();
    await waitFor(() => expect(tableBodies.at(-1)?.filters).toEqual({}));
    const salesman = screen.getByRole('combobox', { name: 'Vendedor' });
    expect(salesman.getAttribute('aria-disabled')).toBe('true');
    expect(salesman.textContent).toBe('Elige una sucursal');

    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL NORTE' }));
    await waitFor(() => expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 4 }));
    await user.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'LUIS PÉREZ SOTO' }));
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 4, salesmanId: 8 }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Estado de pago' }));
    await user.click(await screen.findByRole('option', { name: 'Abonado' }));
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual({
        branchId: 4,
        salesmanId: 8,
        paymentStatus: 'PARTIAL',
      }),
    );

    // Back to every branch: a salesman of one branch no longer applies.
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(tableBodies.at(-1)?.filters).toEqual({ paymentStatus: 'PARTIAL' }));
    expect(screen.getByTestId('location').textContent).toBe('/reports/sales?payment=PARTIAL');
  });

  it('adds up every matching sale under the table, counted as the table counts them', async () => {
    role = 'receptionist';
    renderReport();
    const totals = within(await screen.findByRole('group', { name: 'Totales' }));
    expect(totals.getByText('Totales · alrededor de 1,200 ventas')).toBeTruthy();
    for (const money of ['$987,654.32', '$900,000.00', '$87,654.32']) {
      expect(totals.getByText(money)).toBeTruthy();
    }
    // Cancelled sales are neither sold nor owed: said apart.
    expect(totals.getByText('Sin contar 3 ventas canceladas por $35,092.32')).toBeTruthy();
    await waitFor(() => expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 3 }));
  });
});
