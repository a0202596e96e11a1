import { tableDataSchema } from '@iris/domain/common/table';
import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { labOrderOf, prescriptionOf, saleOf } from '../../test/lab-order-fixtures';
import { SendToLabButton } from './send-to-lab-button';

// Newest first, as the API answers the dialog's request.
const PRESCRIPTIONS = [
  prescriptionOf(42, '2031-04-02', 'OD -2.50 / OI -2.00'),
  prescriptionOf(41, '2029-03-10', 'OD -2.25 / OI -1.75'),
];
const LABORATORIES = [
  { id: 2, name: 'ESSILOR', leadDays: 5 },
  { id: 3, name: 'ÓPTICA LUX', leadDays: 30 },
];
const created = labOrderOf({
  id: 90,
  serial: 17,
  laboratory: { id: 3, name: 'ÓPTICA LUX' },
  prescription: { id: 41, summary: 'OD -2.25 / OI -1.75' },
  promisedDate: '2031-06-09',
  overdue: false,
  notes: 'BISELADO',
  history: [{ status: 'PEDIDO', at: '2031-05-10T17:00:00.000Z', by: { id: 3, name: 'LUISA' } }],
});

const fetchMock = vi.fn<typeof fetch>();
let calls: { path: string; body: unknown }[] = [];
let prescriptions: unknown[] = [];
let refusal: { status: number; message: string; codeError: string } | null = null;
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Registro creado.', codeError: null, data });
const table = (items: unknown[]) =>
  tableDataSchema(prescriptionSchema).parse({
    items,
    current: 1,
    limit: 50,
    total_items: items.length,
    total_estimated: false,
    sortBy: 'date',
    descending: true,
  });

beforeAll(() => loadMessages(['labOrders']));
beforeEach(() => {
  calls = [];
  prescriptions = PRESCRIPTIONS;
  refusal = null;
  setToken('token');
  // Only the calendar is fixed (the clinic's today); timers stay real for the user's events.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2031, 4, 10, 15, 0));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body });
    if (path === 'prescriptions/getTable')
      return Promise.resolve(ok({ tableData: table(prescriptions) }));
    if (path === 'laboratories/options') return Promise.resolve(ok({ data: LABORATORIES }));
    if (path === 'lab-orders/create') {
      if (refusal) {
        const { status, ...answer } = refusal;
        return Promise.resolve(envelopeResponse(status, { result: false, ...answer }));
      }
      return Promise.resolve(ok({ data: created }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderButton(status: Sale['status'], isRegisteredCustomer = true) {
  const onSent = vi.fn();
  renderWithProviders(
    <SendToLabButton
      sale={saleOf({ status })}
      isRegisteredCustomer={isRegisteredCustomer}
      onSent={onSent}
    />,
  );
  return onSent;
}

const SEND = { name: 'Enviar a laboratorio' };
const shownDate = () =>
  screen
    .getByRole('group', { name: 'Fecha prometida' })
    .textContent.replace(/[\u2066-\u2069\u200e]/g, '');
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', SEND));
  return within(await screen.findByRole('dialog'));
};

describe('Enviar a laboratorio', () => {
  it('is offered on a sale NUEVO or EJECUTADO of a patient with a prescription', async () => {
    renderButton('EJECUTADO');
    expect(await screen.findByRole('button', SEND)).toBeTruthy();
    const asked = calls.find((call) => call.path === 'prescriptions/getTable');
    expect(asked?.body).toMatchObject({
      sortBy: 'date',
      descending: true,
      filters: { customerId: 7 },
    });
  });

  it('is not offered for the walk-in customer, nor on a cancelled sale', async () => {
    renderButton('NUEVO', false);
    renderButton('CANCELADO');
    // Nothing is asked for them: no prescription is looked up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', SEND)).toBeNull();
  });

  it('is not offered to a patient without a prescription', async () => {
    prescriptions = [];
    renderButton('NUEVO');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('prescriptions/getTable'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', SEND)).toBeNull();
  });

  it('starts from the latest prescription, the first laboratory and today + its lead days', async () => {
    renderButton('NUEVO');
    const dialog = await openDialog();
    expect(dialog.getByRole('combobox', { name: 'Graduación' }).textContent).toBe(
      '02/04/2031 · OD -2.50 / OI -2.00',
    );
    expect(dialog.getByRole('combobox', { name: 'Laboratorio' }).textContent).toBe('ESSILOR');
    expect(shownDate()).toContain('15/05/2031');
    expect(dialog.getByText('Hoy más 5 días de entrega del laboratorio')).toBeTruthy();
    await choose('Graduación', '10/03/2029 · OD -2.25 / OI -1.75');
    expect(screen.getByRole('combobox', { name: 'Graduación' }).textContent).toBe(
      '10/03/2029 · OD -2.25 / OI -1.75',
    );
  });

  it('moves the promised date with the laboratory, unless the date was set by hand', async () => {
    renderButton('NUEVO');
    await openDialog();
    await choose('Laboratorio', 'ÓPTICA LUX');
    expect(shownDate()).toContain('09/06/2031');
    await choose('Laboratorio', 'ESSILOR');
    expect(shownDate()).toContain('15/05/2031');

    const [day] = within(screen.getByRole('group', { name: 'Fecha prometida' })).getAllByRole(
      'spinbutton',
    );
    await userEvent.click(day!);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.keyboard('20052031');
    expect(shownDate()).toContain('20/05/2031');
    await choose('Laboratorio', 'ÓPTICA LUX');
    expect(shownDate()).toContain('20/05/2031');
  });

  it('sends the sale, prescription, laboratory, date and notes, and names the new folio', async () => {
    const onSent = renderButton('NUEVO');
    const dialog = await openDialog();
    await choose('Graduación', '10/03/2029 · OD -2.25 / OI -1.75');
    await choose('Laboratorio', 'ÓPTICA LUX');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notas' }), 'Biselado');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Orden de laboratorio 17 enviada a ÓPTICA LUX, prometida para el 09/06/2031.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'lab-orders/create')?.body).toEqual({
      shopping: { id: 5 },
      prescription: { id: 41 },
      laboratory: { id: 3 },
      promisedDate: '2031-06-09',
      notes: 'Biselado',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("keeps the form open with the server's words when it refuses", async () => {
    refusal = {
      status: 409,
      message: 'La venta ya no admite este cambio.',
      codeError: 'invalid_state',
    };
    const onSent = renderButton('NUEVO');
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await dialog.findByText('La venta ya no admite este cambio.')).toBeTruthy();

    refusal = {
      status: 422,
      message: 'La graduación no pertenece al paciente de la venta.',
      codeError: 'lab_order_prescription',
    };
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    const field = dialog
      .getByRole('combobox', { name: 'Graduación' })
      .closest('.MuiFormControl-root');
    await waitFor(() =>
      expect(field?.textContent).toContain('La graduación no pertenece al paciente de la venta.'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});
