import { tableDataSchema } from '@iris/domain/common/table';
import { paymentsReportItemSchema } from '@iris/domain/reports/payments-report.schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { PaymentsReportPage } from './payments-report-page';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const NORTE = { id: 4, name: 'SUCURSAL NORTE', color: null, logoUrl: null };
// Parsed by the API's own schemas: a row the real API could not send fails here.
const PAYMENT = paymentsReportItemSchema.parse({
  id: 90,
  kind: 'PAGO',
  serial: 12,
  shopping: { id: 41, serial: 12 },
  sale_date: '2026-05-11',
  sale_time: '18:45',
  date: '2026-05-12',
  time: '10:30:15',
  method: { id: 1, name: 'EFECTIVO' },
  salesman: { id: 7, name: 'ANA LÓPEZ RUIZ' },
  audit: { id: 70 },
  sale_amount: 2714.69,
  amount: 1000,
  vat: 160,
  total: 1160,
});
const TABLE = tableDataSchema(paymentsReportItemSchema).parse({
  items: [PAYMENT],
  current: 1,
  limit: 5,
  total_items: 3,
  total_estimated: false,
  sortBy: 'date',
  descending: true,
});
// The sums of every payment the filters match, not only the page's one row.
const TOTALS = { amount: 12345.6, vat: 1975.3, total: 14320.9 };

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let role: 'super_admin' | 'receptionist' = 'receptionist';
let tableBodies: { filters: Record<string, unknown> }[] = [];
let auditAsks: { branchId: number; date: string }[] = [];
let csvAsks: unknown[] = [];

beforeAll(() => loadMessages(['reports', 'sales']));
beforeEach(() => {
  role = 'receptionist';
  tableBodies = [];
  auditAsks = [];
  csvAsks = [];
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
    if (path === 'branches/get/4') return Promise.resolve(ok({ data: NORTE }));
    if (path === 'payment-methods/options') {
      return Promise.resolve(
        ok({
          data: [
            { id: 1, name: 'EFECTIVO' },
            { id: 2, name: 'TARJETA' },
          ],
        }),
      );
    }
    if (path === 'audit/getOptionByDate') {
      const asked = body as { branchId: number; date: string };
      auditAsks.push(asked);
      // A register open on the 12th only: every other day has none.
      const open = asked.date === '2026-05-12';
      const audit = { id: 70, name: 'Caja 70 · 12/05/2026 09:00', status: 'CERRADA' };
      return Promise.resolve(ok({ data: open ? [audit] : [] }));
    }
    if (path === 'shoppings/getTablePayments') {
      tableBodies.push(body as (typeof tableBodies)[number]);
      return Promise.resolve(ok({ tableData: TABLE, totals: TOTALS }));
    }
    if (path === 'shoppings/getCsv') {
      csvAsks.push(body);
      return Promise.resolve(new Response('\uFEFFFolio\n', { status: 200 }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderReport(url = '/payments') {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/payments" element={<PaymentsReportPage />} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

const today = () => new Date().toLocaleDateString('en-CA');
const shownToday = () => today().split('-').reverse().join('/');
const fieldText = (label: string) =>
  screen.getByRole('group', { name: label }).textContent.replace(/[\u2066-\u2069\u200e]/g, '');

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

async function typeDate(label: string, digits: string) {
  const [first] = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
  await userEvent.click(first!);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(digits);
}

describe('the payments report', () => {
  it('is the menu’s Reporte de pagos at /payments, under Reportes, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/payments');
    expect(route?.menu).toMatchObject({ label: 'menu.paymentsReport', group: 'reports' });
    expect(route?.roles).toBeUndefined();
  });

  it('shows a receptionist her branch’s payments of today at once, branch fixed', async () => {
    renderReport();
    const row = (await screen.findByText('ANA LÓPEZ RUIZ')).closest('[role="row"]');
    const cells = within(row as HTMLElement);
    // The sale's day and time in one cell; the payment's day is the report's (its filter): each
    // row says its time.
    for (const text of ['12', '11/05/2026 18:45', '10:30', 'EFECTIVO']) {
      expect(cells.getByText(text)).toBeTruthy();
    }
    for (const money of ['$2,714.69', '$1,000.00', '$160.00', '$1,160.00']) {
      expect(cells.getByText(money)).toBeTruthy();
    }
    expect(tableBodies[0]?.filters).toEqual({ branchId: 3, date: today() });
    expect(fieldText('Fecha')).toContain(shownToday());
    const branch = screen.getByRole('combobox', { name: 'Sucursal' });
    expect(branch.textContent).toBe('SUCURSAL CENTRO');
    expect(branch.getAttribute('aria-disabled')).toBe('true');
  });

  it('adds up every matching payment in the totals row, not only the page', async () => {
    renderReport();
    const totals = await screen.findByRole('group', { name: 'Totales' });
    const figures = within(totals);
    expect(figures.getByText(/3 pagos/)).toBeTruthy();
    expect(figures.getByText('$12,345.60')).toBeTruthy();
    expect(figures.getByText('$1,975.30')).toBeTruthy();
    expect(figures.getByText('$14,320.90')).toBeTruthy();
  });

  it('asks the administrator for a branch before searching or downloading', async () => {
    role = 'super_admin';
    const user = userEvent.setup();
    renderReport();
    await screen.findByText('Elige una sucursal y pulsa «Buscar».');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Es necesario ingresar una sucursal')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(tableBodies).toEqual([]);
    expect(csvAsks).toEqual([]);
    expect(auditAsks).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL NORTE' }));
    expect(screen.queryByText('Es necesario ingresar una sucursal')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('ANA LÓPEZ RUIZ');
    expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 4, date: today() });
    // The branch is the session's, for the other pages too, not the address's.
    expect(screen.getByTestId('location').textContent).toBe(`/payments?date=${today()}`);
    cleanup();
    renderReport();
    await screen.findByText('ANA LÓPEZ RUIZ');
    expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 4, date: today() });
  });

  it('offers the registers open on the day chosen, asked again when the day changes', async () => {
    const user = userEvent.setup();
    renderReport();
    await screen.findByText('ANA LÓPEZ RUIZ');
    await waitFor(() => expect(auditAsks).toEqual([{ branchId: 3, date: today() }]));

    await typeDate('Fecha', '12052026');
    await waitFor(() => expect(auditAsks.at(-1)).toEqual({ branchId: 3, date: '2026-05-12' }));
    await user.click(screen.getByRole('combobox', { name: 'Caja' }));
    await user.click(await screen.findByRole('option', { name: 'Caja 70 · 12/05/2026 09:00' }));
    await user.click(screen.getByRole('combobox', { name: 'Forma de pago' }));
    await user.click(await screen.findByRole('option', { name: 'TARJETA' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual({
        branchId: 3,
        date: '2026-05-12',
        auditId: 70,
        methodId: 2,
      }),
    );

    // Another day has other registers: the one chosen is let go and the list asked again.
    await typeDate('Fecha', '13052026');
    await waitFor(() => expect(auditAsks.at(-1)).toEqual({ branchId: 3, date: '2026-05-13' }));
    const audit = screen.getByRole('combobox', { name: 'Caja' });
    await waitFor(() => expect(audit.textContent).toBe('Sin cajas abiertas ese día'));
  });

  it('downloads the CSV of what it searches, in the table’s order', async () => {
    const user = userEvent.setup();
    const created = vi.fn<(blob: Blob) => string>(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    // jsdom cannot follow the download link: the file handed to it is what counts here.
    const saved = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderReport();
    await screen.findByText('ANA LÓPEZ RUIZ');
    await typeDate('Fecha', '12052026');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(csvAsks).toHaveLength(1));
    expect(csvAsks[0]).toEqual({
      sortBy: 'date',
      descending: true,
      filters: { branchId: 3, date: '2026-05-12' },
    });
    await waitFor(() => expect(saved).toHaveBeenCalled());
    // Saved byte for byte, the byte-order mark included.
    const bytes = await bytesOf(created.mock.calls[0]![0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    saved.mockRestore();
    // The table shows what the file holds.
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 3, date: '2026-05-12' }),
    );
  });

  it('says a half-typed day is incomplete, not missing, and searches nothing', async () => {
    const user = userEvent.setup();
    renderReport();
    await screen.findByText('ANA LÓPEZ RUIZ');
    const asked = tableBodies.length;
    await typeDate('Fecha', '2711');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Fecha incompleta: escríbela como DD/MM/AAAA')).toBeTruthy();
    expect(screen.queryByText('El campo es requerido')).toBeNull();
    expect(tableBodies).toHaveLength(asked);
  });
});
