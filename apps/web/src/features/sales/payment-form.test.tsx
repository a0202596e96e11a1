import { saleSchema, type Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { PaymentForm } from './payment-form';

// Parsed by the API's own schema: a sale the API could not answer fails here.
const saleOf = (money: Pick<Sale, 'total' | 'paid' | 'remaining' | 'vat'>): Sale =>
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
    amount: money.total,
    discount: 0,
    vat_required: money.vat > 0,
    status: 'EJECUTADO',
    paymentStatus: money.paid > 0 ? 'ABONADO' : 'PENDIENTE',
    lines: 1,
    ...money,
  });

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Pago registrado.', codeError: null, data });

beforeAll(() => loadMessages(['sale']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
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
    requests.push({ path, body: JSON.parse(init?.body as string) });
    return Promise.resolve(ok({ data: { id: 70 } }));
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const preview = () => screen.findByRole('status', { name: 'Cálculo del pago' });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the payment form', () => {
  it('previews 1,000.00 at 16 % as VAT $160.00 and total $1,160.00, and sends it', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 2000, paid: 0, remaining: 2000, vat: 0 })}
        onSaved={onSaved}
      />,
    );
    await choose('Forma de pago', 'EFECTIVO');
    await choose('Tasa de IVA', '16 %');
    await userEvent.type(screen.getByLabelText('Monto'), '1000');
    expect((await preview()).textContent).toBe(
      'IVA: $160.00 · Total del pago: $1,160.00 · Quedaría por pagar: $840.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pago' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        path: 'payments/create',
        body: { shopping: { id: 5 }, method: { id: 1 }, amount: '1000.00', vat_rate: '0.16' },
      },
    ]);
  });

  it('counts in cents: 0.10 on 0.30 leaves $0.20, and 0.10 at 16 % is $0.02 of VAT', async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 0.3, paid: 0, remaining: 0.3, vat: 0 })}
        onSaved={() => undefined}
      />,
    );
    await userEvent.type(screen.getByLabelText('Monto'), '0.10');
    expect((await preview()).textContent).toBe(
      'IVA: $0.00 · Total del pago: $0.10 · Quedaría por pagar: $0.20',
    );
    await choose('Tasa de IVA', '16 %');
    expect((await preview()).textContent).toBe(
      'IVA: $0.02 · Total del pago: $0.12 · Quedaría por pagar: $0.18',
    );
  });

  it("starts at the sale's VAT and fills in the base that pays what remains", async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 2320, paid: 580, remaining: 1740, vat: 16 })}
        onSaved={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Tasa de IVA' }).textContent).toBe('16 %');
    await userEvent.click(screen.getByRole('button', { name: 'Usar el restante' }));
    expect(screen.getByLabelText<HTMLInputElement>('Monto').value).toBe('1,500.00');
    expect((await preview()).textContent).toBe(
      'IVA: $240.00 · Total del pago: $1,740.00 · Quedaría por pagar: $0.00',
    );
  });

  it('stops a payment past what remains with the message of 524, and sends nothing', async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 1160, paid: 580, remaining: 580, vat: 16 })}
        onSaved={() => undefined}
      />,
    );
    await choose('Forma de pago', 'TARJETA');
    await userEvent.type(screen.getByLabelText('Monto'), '500.01');
    expect((await preview()).textContent).toContain('El pago es mayor que el total de la cuenta.');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const amount = screen.getByLabelText('Monto').closest('.MuiFormControl-root') as HTMLElement;
    expect(
      await within(amount).findByText('El pago es mayor que el total de la cuenta.'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
