import { tableDataSchema } from '@iris/domain/common/table';
import { auditSummarySchema } from '@iris/domain/sales/audit.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { AuditsReportPage } from './audits-report-page';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const ANA = { id: 7, name: 'ANA LÓPEZ RUIZ' };
const closed = (id: number, openDate: string, closeAmount: number, difference: number) =>
  auditSummarySchema.parse({
    id,
    branch: { id: 3, name: 'SUCURSAL CENTRO' },
    branchId: 3,
    status: 'CERRADA',
    openAmount: 500,
    openDate,
    openTime: '09:00:00',
    openedBy: ANA,
    closeAmount,
    closeDate: openDate,
    closeTime: '19:00:00',
    closedBy: ANA,
    salesCount: 4,
    openSales: 0,
    pendingSales: [],
    expectedCash: 2214.69,
    difference,
    byMethod: [
      {
        method: { id: 1, name: 'EFECTIVO' },
        isCash: true,
        payments: 1800,
        refunds: 85.31,
        total: 1714.69,
      },
    ],
  });
const OPEN = auditSummarySchema.parse({
  ...closed(73, '2026-05-14', 0, 0),
  status: 'ABIERTA',
  closeAmount: null,
  closeDate: null,
  closeTime: null,
  closedBy: null,
  difference: null,
});
const AUDITS = [
  OPEN,
  closed(72, '2026-05-13', 2200, -14.69),
  closed(71, '2026-05-12', 2219.69, 5),
  closed(70, '2026-05-11', 2214.69, 0),
];

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let tableBodies: { sortBy: string; descending: boolean; filters: Record<string, unknown> }[] = [];

beforeAll(() => loadMessages(['reports', 'sales']));
beforeEach(() => {
  tableBodies = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const profile = { id: 1, roles: ['doctor'], email: 'a@b.c', branchId: 3 };
      return Promise.resolve(ok({ data: { ...profile, branch: CENTRO, name: 'ANA' } }));
    }
    if (path === 'audit/getTableAudit') {
      tableBodies.push(body as (typeof tableBodies)[number]);
      const table = {
        items: AUDITS,
        current: 1,
        limit: 5,
        total_items: AUDITS.length,
        total_estimated: false,
        sortBy: 'date',
        descending: true,
      };
      return Promise.resolve(ok({ tableData: tableDataSchema(auditSummarySchema).parse(table) }));
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
        <Route path="/reports/audits" element={<AuditsReportPage />} />
      </Routes>
    </SessionProvider>,
    { url: '/reports/audits' },
  );
}

const rowOf = async (date: string) =>
  within(
    (await screen.findByRole('button', { name: `Ver la caja del ${date}` })).closest(
      '[role="row"]',
    ) as HTMLElement,
  );

describe('the registers’ closes', () => {
  it('is the menu’s Cortes de caja at /reports/audits, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/reports/audits');
    expect(route?.menu).toMatchObject({ label: 'menu.auditsReport', group: 'reports' });
    expect(route?.roles).toBeUndefined();
  });

  it('lists the branch’s registers newest first, each with how it stood', async () => {
    renderReport();
    const short = await rowOf('13/05/2026');
    for (const text of ['09:00', 'ANA LÓPEZ RUIZ', '$500.00', '$2,214.69', '$2,200.00']) {
      expect(short.getByText(text)).toBeTruthy();
    }
    expect(short.getByText('Faltante $14.69')).toBeTruthy();
    expect((await rowOf('12/05/2026')).getByText('Sobrante $5.00')).toBeTruthy();
    expect((await rowOf('11/05/2026')).getByText('Cuadra')).toBeTruthy();
    expect((await rowOf('14/05/2026')).getByText('Abierta')).toBeTruthy();
    // The page is drawn once the profile is known (protected-layout): its last ask is the one shown.
    expect(tableBodies.at(-1)).toMatchObject({
      sortBy: 'date',
      descending: true,
      filters: { branchId: 3 },
    });
  });

  it('opens a register’s summary, with what was counted and its corte de caja', async () => {
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Ver la caja del 13/05/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Caja del 13/05/2026' }));
    expect(dialog.getByText('Efectivo esperado')).toBeTruthy();
    expect(dialog.getByText('EFECTIVO (efectivo)')).toBeTruthy();
    expect(dialog.getByText('$85.31')).toBeTruthy();
    expect(dialog.getByText('Contado: $2,200.00')).toBeTruthy();
    expect(dialog.getByText('Faltante $14.69')).toBeTruthy();
    expect(dialog.getByText('Cerrada el 13/05/2026 a las 19:00 por ANA LÓPEZ RUIZ')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Descargar corte de caja' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
