import { saleSchema, type Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
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
    invoice: null,
    ...money,
  });

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Pago registrado.', codeError: null, data });

beforeAll(() => loadMessages(['sales']));
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

const typeReceived = (text: string) =>
  userEvent.type(screen.getByLabelText('Monto recibido'), text, { delay: null });

describe('the payment form', () => {
  it('takes the 2,000.00 handed over at 16 % as base $1,724.14 and VAT $275.86, and sends it', async () => {
    const onChanged = vi.fn();
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 2320, paid: 0, remaining: 2320, vat: 16 })}
        onChanged={onChanged}
      />,
    );
    await choose('Forma de pago', 'EFECTIVO');
    expect(screen.getByRole('combobox', { name: 'Tasa de IVA' }).textContent).toBe('16 %');
    await typeReceived('2000');
    expect((await preview()).textContent).toBe(
      'Base: $1,724.14 · IVA: $275.86 · Quedaría por pagar: $320.00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pago' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // What the drawer holds: the total typed, not 16 % more.
    expect(requests).toEqual([
      {
        path: 'payments/create',
        body: { shopping: { id: 5 }, method: { id: 1 }, total: '2000.00', vat_rate: '0.16' },
      },
    ]);
  });

  it('counts in cents: 0.10 on 0.30 leaves $0.20, and 0.05 at 16 % is $0.04 and $0.01', async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 0.3, paid: 0, remaining: 0.3, vat: 0 })}
        onChanged={() => undefined}
      />,
    );
    await typeReceived('0.10');
    expect((await preview()).textContent).toBe(
      'Base: $0.10 · IVA: $0.00 · Quedaría por pagar: $0.20',
    );
    await choose('Tasa de IVA', '16 %');
    await userEvent.clear(screen.getByLabelText('Monto recibido'));
    await typeReceived('0.05');
    expect((await preview()).textContent).toBe(
      'Base: $0.04 · IVA: $0.01 · Quedaría por pagar: $0.25',
    );
  });

  it('fills in exactly what remains', async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 2320, paid: 580, remaining: 1740, vat: 16 })}
        onChanged={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Usar el restante' }));
    expect(screen.getByLabelText<HTMLInputElement>('Monto recibido').value).toBe('1,740.00');
    expect((await preview()).textContent).toBe(
      'Base: $1,500.00 · IVA: $240.00 · Quedaría por pagar: $0.00',
    );
  });

  it('stops a payment past what remains with the message of 524, and sends nothing', async () => {
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 1160, paid: 580, remaining: 580, vat: 16 })}
        onChanged={() => undefined}
      />,
    );
    await choose('Forma de pago', 'TARJETA');
    await typeReceived('580.01');
    expect((await preview()).textContent).toContain('El pago es mayor que el total de la cuenta.');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const field = screen.getByLabelText('Monto recibido').closest('.MuiFormControl-root');
    expect(
      await within(field as HTMLElement).findByText('El pago es mayor que el total de la cuenta.'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('reads the sale again when the server says it was paid meanwhile (524)', async () => {
    fetchMock.mockImplementation((input) => {
      const path = (input as string).replace(/^\/api\//, '');
      if (path === 'payment-methods/options')
        return Promise.resolve(ok({ data: [{ id: 1, name: 'EFECTIVO' }] }));
      return Promise.resolve(
        envelopeResponse(422, {
          result: false,
          message: 'El pago es mayor que el total de la cuenta.',
          codeError: 524,
          data: null,
        }),
      );
    });
    const onChanged = vi.fn();
    renderWithProviders(
      <PaymentForm
        sale={saleOf({ total: 1160, paid: 0, remaining: 1160, vat: 16 })}
        onChanged={onChanged}
      />,
    );
    await choose('Forma de pago', 'EFECTIVO');
    await userEvent.click(screen.getByRole('button', { name: 'Usar el restante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar pago' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});
