import { tableDataSchema } from '@iris/domain/common/table';
import { paymentSchema } from '@iris/domain/sales/payment.schemas';
import { saleLineSchema, saleSchema, type Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { SalePage } from './sale-page';

// Every fake answer is parsed by the API's own schemas: one the API could not send fails here.
const saleOf = (status: Sale['status'], money: Partial<Sale> = {}): Sale =>
  saleSchema.parse({
    id: 5,
    serial: 12,
    branch: { id: 1, name: 'SUCURSAL CENTRO' },
    branchId: 1,
    customer: { id: 2, name: 'ANDREA GÓMEZ IBARRA' },
    customerId: 2,
    salesman: { id: 3, name: 'LUISA PÉREZ' },
    audit: { id: 4 },
    date: '2031-05-10',
    time: '11:00',
    amount: 2000,
    discount: 10,
    vat: 16,
    vat_required: true,
    total: 2088,
    paid: 580,
    remaining: 1508,
    status,
    paymentStatus: 'ABONADO',
    lines: 1,
    invoice: null,
    ...money,
  });
const table = <T,>(items: T[]) => ({
  items,
  current: 1,
  limit: 5,
  total_items: items.length,
  total_estimated: false,
  sortBy: 'id',
  descending: true,
});
const LINES = tableDataSchema(saleLineSchema).parse(
  table([
    {
      id: 41,
      product: { id: 9, name: 'ARMAZÓN AVIADOR' },
      product_name: 'ARMAZÓN AVIADOR',
      qty: 2,
      price: 1000,
      amount: 2000,
      shopping: { id: 5 },
      shoppingId: 5,
    },
  ]),
);
const payment = (id: number, kind: 'PAGO' | 'DEVOLUCION', total: number, audit: string) =>
  paymentSchema.parse({
    id,
    kind,
    method: { id: 1, name: 'EFECTIVO' },
    amount: total,
    vat_rate: 0,
    vat: 0,
    total,
    date: '2031-05-10',
    time: '11:30:00',
    audit: { id: 4, status: audit },
    shopping: { id: 5, serial: 12 },
    serial: 12,
  });
const PRODUCTS = [
  { id: 9, name: 'ARMAZÓN AVIADOR', price: 1000, stock: 5 },
  { id: 10, name: 'LENTE ANTIRREFLEJANTE', price: 850.5, stock: 12 },
  { id: 11, name: 'ESTUCHE RÍGIDO', price: 99, stock: 1 },
].map((product, index) => ({
  ...product,
  documentUrl: null,
  category: index === 0 ? { id: 1, name: 'ARMAZONES' } : { id: 2, name: 'ACCESORIOS' },
  subcategory: { id: 1, name: 'GENERAL' },
}));

const fetchMock = vi.fn<typeof fetch>();
let paths: string[] = [];
let sale: Sale;
let payments: ReturnType<typeof payment>[] = [];
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Listo.', codeError: null, data });

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  paths = [];
  payments = [];
  setToken('token');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api\//, '');
    paths.push(path);
    const answers: Record<string, unknown> = {
      'auth/profile': { data: { id: 3, roles: ['receptionist'], email: 'a@b.c', branchId: 1 } },
      'shoppings/get/5': { data: sale },
      'shopping-details/getDetails': { tableData: LINES },
      'payments/getTable': { tableData: table(payments) },
      'shoppings/getProducts': { data: PRODUCTS },
      'payment-methods/options': { data: [{ id: 1, name: 'EFECTIVO' }] },
    };
    return Promise.resolve(ok(answers[path] ?? {}));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openSale(tab?: 'payments') {
  renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/sales/:id" element={<SalePage />} />
      </Routes>
    </SessionProvider>,
    { url: `/sales/${encodeId(5)}${tab ? `?tab=${tab}` : ''}` },
  );
}

const totals = () => screen.getByText('Importe', { selector: 'dt' }).closest('dl')!;

describe('the sale page', () => {
  it('sells from cards while NUEVO, with discount and VAT to change, and filters as typed', async () => {
    sale = saleOf('NUEVO', { paid: 0, remaining: 2088, paymentStatus: 'PENDIENTE' });
    openSale();
    expect(await screen.findByRole('heading', { name: 'Venta 12' })).toBeTruthy();
    expect(screen.getByText('10/05/2031')).toBeTruthy();
    expect(await screen.findByText('3 productos')).toBeTruthy();
    expect(screen.getByText('$850.50')).toBeTruthy();
    expect(screen.getByText('Existencia: 12')).toBeTruthy();
    expect(await screen.findByText('$1,000.00 × 2 = $2,000.00')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Descuento' })).toHaveProperty('value', '10');
    expect(screen.getByRole('combobox', { name: 'IVA' }).textContent).toBe('16 %');
    expect(screen.getByRole('button', { name: 'Ejecutar' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'rigido');
    expect(await screen.findByText('1 producto')).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Productos disponibles' });
    expect(
      within(cards)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['ESTUCHE RÍGIDO$99.00Existencia: 1']);

    await userEvent.click(within(cards).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Disponible para esta venta: 1')).toBeTruthy();
  });

  it('shows an executed sale read-only: no cards, discount and VAT as figures, paid and remaining', async () => {
    sale = saleOf('EJECUTADO');
    openSale();
    expect(await screen.findByText('EJECUTADO')).toBeTruthy();
    expect(
      await screen.findByRole('gridcell', { name: 'ARMAZÓN AVIADOR' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ejecutar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar venta' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Descuento' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'IVA' })).toBeNull();
    const figures = within(totals());
    expect(figures.getByText('Descuento (10 %)')).toBeTruthy();
    expect(figures.getByText('-$200.00')).toBeTruthy();
    expect(figures.getByText('IVA (16 %)')).toBeTruthy();
    expect(figures.getByText('$288.00')).toBeTruthy();
    expect(figures.getByText('$2,088.00')).toBeTruthy();
    expect(figures.getByText('Pagado')).toBeTruthy();
    expect(figures.getByText('$580.00')).toBeTruthy();
    expect(figures.getByText('$1,508.00')).toBeTruthy();
    expect(paths).not.toContain('shoppings/getProducts');
  });

  it('shows a cancelled sale in red, with no action and no payment form', async () => {
    sale = saleOf('CANCELADO', { paid: 0, remaining: 2088, paymentStatus: 'PENDIENTE' });
    payments = [payment(71, 'PAGO', 580, 'ABIERTA'), payment(72, 'DEVOLUCION', -580, 'ABIERTA')];
    openSale();
    expect(await screen.findByText(/Esta venta fue cancelada/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar venta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ejecutar' })).toBeNull();
    // The theme's error.dark.
    expect(getComputedStyle(totals()).color).toBe('rgb(198, 40, 40)');

    await userEvent.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(await screen.findByText('La venta está cancelada: ya no recibe pagos.')).toBeTruthy();
    expect(screen.queryByLabelText('Monto recibido')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar pago' })).toBeNull();
    const refund = (
      await screen.findByRole('gridcell', { name: 'DEVOLUCIÓN' }, { timeout: 5000 })
    ).closest('[role="row"]') as HTMLElement;
    // Its amount and its total.
    expect(within(refund).getAllByRole('gridcell', { name: '-$580.00' })).toHaveLength(2);
    expect(
      within(refund).getByRole('button', { name: 'Una devolución no puede eliminarse' }),
    ).toHaveProperty('disabled', true);
  });

  it("lists an executed sale's payments, a closed register's one not to be deleted", async () => {
    sale = saleOf('EJECUTADO');
    payments = [payment(71, 'PAGO', 300, 'CERRADA'), payment(73, 'PAGO', 280, 'ABIERTA')];
    openSale('payments');
    expect(await screen.findByLabelText('Monto recibido')).toBeTruthy();
    expect(
      await screen.findByRole(
        'button',
        { name: 'El pago pertenece a una caja cerrada' },
        { timeout: 5000 },
      ),
    ).toHaveProperty('disabled', true);
    const open = screen.getByRole('button', { name: 'Eliminar el pago de $280.00' });
    expect(open).toHaveProperty('disabled', false);
    expect(screen.getAllByRole('gridcell', { name: '10/05/2031 11:30' })).toHaveLength(2);
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(paths).toContain('payments/delete/73'));
  });

  it('keeps the confirmation open through a double click, and asks once when accepted', async () => {
    sale = saleOf('NUEVO', { paid: 0, remaining: 2088, paymentStatus: 'PENDIENTE' });
    // The dialog's clock: a double click's second click comes 150 ms after its first.
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup({ delay: null });
    openSale();
    for (const [button, title, path] of [
      ['Ejecutar', 'Ejecutar venta', 'shoppings/executed'],
      ['Cancelar venta', 'Cancelar venta', 'shoppings/cancel/5'],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: button }));
      now += 150;
      // In a browser the second click lands where the first did: on the backdrop over the button.
      await user.click(document.querySelector('.MuiDialog-container') as HTMLElement);
      const dialog = screen.getByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(paths.filter((asked) => asked === path)).toHaveLength(1));
      now += 5_000;
    }
  });
});
