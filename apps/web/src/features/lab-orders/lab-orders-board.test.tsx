import { labOrderSchema, type LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
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
import { LabOrdersBoard } from './lab-orders-board';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const ANA = { id: 7, name: 'ANA LÓPEZ RUIZ' };

const order = (id: number, status: LabOrder['status'], extra: Partial<LabOrder> = {}) =>
  labOrderSchema.parse({
    id,
    serial: id,
    status,
    branch: { id: 3, name: 'SUCURSAL CENTRO' },
    shopping: { id: 100 + id, serial: 50 + id },
    customer: { id: 200 + id, name: `PACIENTE ${id}` },
    laboratory: { id: 1, name: 'LABORATORIO ÓPTICO DEL VALLE' },
    prescription: { id: 300 + id, summary: 'OD -2.25 / OI -2.00' },
    promisedDate: '2026-11-28',
    overdue: false,
    notes: null,
    history: [{ status, at: '2026-11-20T16:05:00.000Z', by: ANA }],
    ...extra,
  });

const LATE = order(12, 'PEDIDO', { promisedDate: '2026-11-18', overdue: true });
let orders: LabOrder[] = [];

interface TableBody {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
  filters: { branchId?: number; status?: string; search?: string; overdue?: boolean };
}
let tableBodies: TableBody[] = [];
let writes: { method: string; path: string; body: unknown }[] = [];
let roles = ['receptionist'];
/** The answer of the next advance; a success when none. */
let advanceAnswer: (() => Response) | null = null;

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();

function tableOf(body: TableBody) {
  const matching = orders.filter(
    (candidate) =>
      candidate.status === body.filters.status &&
      (!body.filters.overdue || candidate.overdue) &&
      (!body.filters.search || candidate.customer.name.includes(body.filters.search)),
  );
  const start = (body.page - 1) * body.rowsPerPage;
  return {
    items: matching.slice(start, start + body.rowsPerPage),
    current: body.page,
    limit: body.rowsPerPage,
    total_items: matching.length,
    total_estimated: false,
    sortBy: body.sortBy,
    descending: body.descending,
  };
}

beforeAll(() => loadMessages(['labOrders']));
beforeEach(() => {
  orders = [
    LATE,
    order(13, 'PEDIDO'),
    order(14, 'ENVIADO'),
    order(15, 'RECIBIDO'),
    order(16, 'ENTREGADO'),
  ];
  tableBodies = [];
  writes = [];
  roles = ['receptionist'];
  advanceAnswer = null;
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const own = roles.includes('super_admin') ? { branchId: null } : { branchId: 3 };
      const profile = { id: 1, roles, email: 'a@b.c', ...own, name: 'ANA' };
      return Promise.resolve(ok({ data: { ...profile, branch: own.branchId ? CENTRO : null } }));
    }
    if (path === 'branches/options') return Promise.resolve(ok({ data: [CENTRO] }));
    if (path === 'branches/get/3') return Promise.resolve(ok({ data: CENTRO }));
    if (path === 'lab-orders/getPdf/16') {
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
      return Promise.resolve(new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    }
    if (path === 'lab-orders/getTable') {
      tableBodies.push(body as TableBody);
      return Promise.resolve(ok({ tableData: tableOf(body as TableBody) }));
    }
    if (init?.method === 'PUT') {
      writes.push({ method: init.method, path, body });
      if (path === 'lab-orders/advance' && advanceAnswer) return Promise.resolve(advanceAnswer());
      return Promise.resolve(ok({ data: {} }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBoard(url = '/lab-orders') {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/lab-orders" element={<LabOrdersBoard />} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

const column = (stage: string) => within(screen.getByRole('region', { name: stage }));
const card = async (serial: number) =>
  within(await screen.findByRole('article', { name: `Orden ${serial}` }));

describe('the lab orders board', () => {
  it('is the menu’s Órdenes de laboratorio at /lab-orders, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/lab-orders');
    expect(route?.menu).toMatchObject({ label: 'menu.labOrders' });
    expect(route?.roles).toBeUndefined();
  });

  it('shows each stage’s orders of the branch in its column, the soonest promised first', async () => {
    renderBoard();
    await card(12);
    expect(
      column('Pedido')
        .getAllByRole('article')
        .map((item) => item.ariaLabel),
    ).toEqual(['Orden 12', 'Orden 13']);
    expect(column('Enviado').getByRole('article', { name: 'Orden 14' })).toBeTruthy();
    expect(column('Recibido').getByRole('article', { name: 'Orden 15' })).toBeTruthy();
    expect(column('Entregado').getByRole('article', { name: 'Orden 16' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cancelado' })).toBeNull();
    expect(tableBodies.map((body) => body.filters.status).sort()).toEqual([
      'ENTREGADO',
      'ENVIADO',
      'PEDIDO',
      'RECIBIDO',
    ]);
    for (const body of tableBodies) {
      expect(body).toMatchObject({ page: 1, sortBy: 'urgency', descending: true });
      expect(body.filters.branchId).toBe(3);
      expect(body.rowsPerPage).toBeLessThanOrEqual(10);
    }
  });

  it('shows the folio, the patient and the sale as links, the laboratory, the dates and who', async () => {
    renderBoard();
    const late = await card(12);
    expect(late.getByRole('link', { name: 'PACIENTE 12' }).getAttribute('href')).toBe(
      `/customers/index/${encodeId(212)}`,
    );
    expect(late.getByRole('link', { name: 'Venta 62' }).getAttribute('href')).toBe(
      `/sales/${encodeId(112)}`,
    );
    expect(late.getByText(/LABORATORIO ÓPTICO DEL VALLE/)).toBeTruthy();
    expect(late.getByText('Prometida: 18/11/2026')).toBeTruthy();
    expect(late.getByText(/^Pedido por ANA LÓPEZ RUIZ, 20\/11\/2026 \d\d:05$/)).toBeTruthy();
  });

  it('marks the late orders in words', async () => {
    renderBoard();
    expect((await card(12)).getByText('Atrasada')).toBeTruthy();
    expect((await card(13)).queryByText('Atrasada')).toBeNull();
  });

  it('moves an order one stage on after asking, and asks again for nothing when refused', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click((await card(14)).getByRole('button', { name: 'Marcar como Recibido' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('¿Marcar como Recibido?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(writes).toEqual([]);

    const reads = tableBodies.length;
    await user.click((await card(14)).getByRole('button', { name: 'Marcar como Recibido' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'PUT', path: 'lab-orders/advance', body: { id: 14, status: 'RECIBIDO' } },
      ]),
    );
    expect(await screen.findByText('Orden 14 marcada como Recibido.')).toBeTruthy();
    // The columns are read again.
    await waitFor(() => expect(tableBodies.length).toBeGreaterThan(reads));
  });

  it('shows the unpaid refusal on its card with the way to the sale’s payments', async () => {
    const message =
      'La orden no puede entregarse: la venta 65 no está pagada. Falta por pagar $350.00.';
    advanceAnswer = () =>
      envelopeResponse(409, { result: false, message, codeError: 'lab_order_unpaid', data: null });
    const user = userEvent.setup();
    renderBoard();
    await user.click((await card(15)).getByRole('button', { name: 'Marcar como Entregado' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    const refused = await card(15);
    expect(await refused.findByText(message, { exact: false })).toBeTruthy();
    expect(
      refused.getByRole('link', { name: 'Ir a los pagos de la venta' }).getAttribute('href'),
    ).toBe(`/sales/${encodeId(115)}?tab=payments`);
    expect(writes).toEqual([
      { method: 'PUT', path: 'lab-orders/advance', body: { id: 15, status: 'ENTREGADO' } },
    ]);
  });

  it('cancels an order only after asking', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click((await card(13)).getByRole('button', { name: 'Cancelar la orden 13' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('¿Cancelar la orden 13?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(writes).toEqual([]);

    await user.click((await card(13)).getByRole('button', { name: 'Cancelar la orden 13' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'PUT', path: 'lab-orders/cancel/13', body: undefined }]),
    );
  });

  it('offers no step and no cancelling on a delivered order, only its ticket', async () => {
    renderBoard();
    const buttons = (await card(16)).queryAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Imprimir ticket']);
  });

  it('prints an order’s ticket for the laboratory in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { closed: false, close: vi.fn(), document: { title: '' }, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const made = vi.fn<(blob: Blob) => string>(() => 'blob:ticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    renderBoard();
    await user.click((await card(16)).getByRole('button', { name: 'Imprimir ticket' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:ticket'));
    expect(made.mock.calls[0]![0].type).toBe('application/pdf');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('says a stage is empty', async () => {
    orders = [order(14, 'ENVIADO')];
    renderBoard();
    await card(14);
    for (const stage of ['Pedido', 'Recibido', 'Entregado']) {
      expect(await column(stage).findByText('Sin órdenes en esta etapa')).toBeTruthy();
    }
    expect(column('Enviado').queryByText('Sin órdenes en esta etapa')).toBeNull();
  });

  it('loads a busy column a page at a time', async () => {
    orders = Array.from({ length: 12 }, (_, index) => order(20 + index, 'PEDIDO'));
    const user = userEvent.setup();
    renderBoard();
    await card(20);
    expect(column('Pedido').getAllByRole('article')).toHaveLength(10);
    expect(column('Pedido').getByText('12')).toBeTruthy();
    await user.click(column('Pedido').getByRole('button', { name: 'Ver más' }));
    await card(31);
    expect(column('Pedido').getAllByRole('article')).toHaveLength(12);
    expect(column('Pedido').queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(
      tableBodies.filter((body) => body.filters.status === 'PEDIDO').map((b) => b.page),
    ).toEqual([1, 2]);
  });

  it('searches the patient’s name and keeps to the late ones when asked', async () => {
    const user = userEvent.setup();
    renderBoard();
    await card(13);
    await user.click(screen.getByRole('switch', { name: 'Solo atrasadas' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Orden 13' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Orden 12' })).toBeTruthy();
    expect(tableBodies.at(-1)?.filters.overdue).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar paciente' }), 'PACIENTE 99');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Orden 12' })).toBeNull());
    expect(tableBodies.at(-1)?.filters).toMatchObject({ search: 'PACIENTE 99', overdue: true });
    expect(await column('Pedido').findByText('Ninguna orden coincide')).toBeTruthy();
  });

  it('shows the cancelled orders on their own', async () => {
    orders = [...orders, order(17, 'CANCELADO')];
    const user = userEvent.setup();
    renderBoard();
    await card(12);
    await user.click(screen.getByRole('button', { name: 'Canceladas' }));
    expect(await screen.findByRole('region', { name: 'Cancelado' })).toBeTruthy();
    expect((await card(17)).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Pedido' })).toBeNull();
  });

  it('has super_admin choose the branch first', async () => {
    roles = ['super_admin'];
    const user = userEvent.setup();
    renderBoard();
    // Once the profile says who is looking: the branch to choose, and nothing asked before it.
    const branch = await screen.findByRole('combobox', { name: 'Sucursal' });
    expect(screen.getByText(/Elige una sucursal/)).toBeTruthy();
    expect(tableBodies).toEqual([]);
    await user.click(branch);
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL CENTRO' }));
    await card(12);
    expect(tableBodies.every((body) => body.filters.branchId === 3)).toBe(true);
  });
});
