import { auditSummarySchema } from '@iris/domain/sales/audit.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { CloseAuditDialog } from './close-audit-dialog';

// Parsed by the API's own schema: a summary the real API could not send fails here.
const OPEN = auditSummarySchema.parse({
  id: 7,
  branch: { id: 3, name: 'SUCURSAL CENTRO' },
  branchId: 3,
  status: 'ABIERTA',
  openAmount: 500,
  openDate: '2026-05-12',
  openTime: '09:00:00',
  openedBy: { id: 2, name: 'ANA LÓPEZ RUIZ' },
  closeAmount: null,
  closeDate: null,
  closeTime: null,
  closedBy: null,
  salesCount: 3,
  openSales: 1,
  pendingSales: [
    {
      id: 40,
      serial: 9,
      customer: { id: 8, name: 'ANDREA GÓMEZ IBARRA' },
      total: 3480,
      paid: 1000,
      remaining: 2480,
    },
  ],
  expectedCash: 2214.69,
  difference: null,
  byMethod: [
    {
      method: { id: 1, name: 'EFECTIVO' },
      isCash: true,
      payments: 1814.69,
      refunds: 100,
      total: 1714.69,
    },
    { method: { id: 2, name: 'TARJETA' }, isCash: false, payments: 900, refunds: 0, total: 900 },
  ],
});

const ok = (data: unknown, message = 'Listo.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let closeAnswer: () => Response;

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  closeAnswer = () =>
    ok({ data: { ...OPEN, status: 'CERRADA', closeAmount: 2200, difference: -14.69 } });
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'audit/getSummary/7') return Promise.resolve(ok({ data: OPEN }));
    if (path === 'audit/close') return Promise.resolve(closeAnswer());
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function openDialog() {
  renderWithProviders(<CloseAuditDialog auditId={7} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('$2,214.69');
  return dialog;
}

describe('closing the cash register', () => {
  it('shows the summary, then faltante, sobrante or cuadra to the cent as the count is typed', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Abierta el 12/05/2026 a las 09:00 por ANA LÓPEZ RUIZ'),
    ).toBeTruthy();
    expect(within(dialog).getByText('$500.00')).toBeTruthy();
    const cash = within(dialog).getByRole('row', { name: /EFECTIVO \(efectivo\)/ });
    expect(within(cash).getByText('$1,814.69')).toBeTruthy();
    expect(within(cash).getByText('$100.00')).toBeTruthy();
    expect(within(cash).getByText('$1,714.69')).toBeTruthy();

    const counted = within(dialog).getByLabelText('Efectivo contado');
    await user.type(counted, '2200');
    expect(within(dialog).getByRole('status').textContent).toBe('Faltante $14.69');
    await user.clear(counted);
    await user.type(counted, '2,300.50');
    expect(within(dialog).getByRole('status').textContent).toBe('Sobrante $85.81');
    await user.clear(counted);
    await user.type(counted, '2214.69');
    expect(within(dialog).getByRole('status').textContent).toBe('Cuadra');
  });

  it('asks first, sends the amount counted and then offers the corte de caja', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Efectivo contado'), '2200');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    const question = await screen.findByText(
      'Se cerrará la caja con $2,200.00 contados (Faltante $14.69). Una caja cerrada ya no cambia.',
    );
    expect(requests.some((request) => request.path === 'audit/close')).toBe(false);
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await screen.findByText('Caja cerrada');
    expect(requests.find((request) => request.path === 'audit/close')?.body).toEqual({
      id: 7,
      closeAmount: '2200.00',
    });
    expect(screen.getByRole('button', { name: 'Descargar corte de caja' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Faltante $14.69');
  });

  it('closes with a sale waiting for its lenses, listed with what it received', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog();
    const pending = within(dialog).getByRole('region', { name: '1 venta pendiente de entrega' });
    expect(within(pending).getByRole('link', { name: 'Venta 9' }).getAttribute('href')).toBe(
      '/sales/NDA',
    );
    expect(pending.textContent).toContain(
      'ANDREA GÓMEZ IBARRATotal $3,480.00 · recibido $1,000.00 · resta $2,480.00',
    );
    await user.type(within(dialog).getByLabelText('Efectivo contado'), '2214.69');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Caja cerrada');
    expect(await screen.findByText('Caja cerrada: Cuadra')).toBeTruthy();
  });
});
