import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodeId } from '../lib/route-id';
import {
  bodiesOf,
  customerOf,
  installInvoiceServer,
  invoiceOf,
  ok,
  paidSale,
  PERSON_FISCAL,
  refusal,
  renderAt,
  server,
  WALK_IN,
} from '../test/invoice-fixtures';
import { SaleWorkspace } from './sale-workspace';

/* "Facturar" on an executed sale (docs/rules.md, Invoice of a sale; docs/api.md invoices/create). */
installInvoiceServer(['sales', 'labOrders', 'invoicing']);

const STAMPED = invoiceOf(31);

/** The sale's page, its "Facturar" clicked: the dialog. */
async function openDialog() {
  renderAt('/sales/:id', `/sales/${encodeId(5)}`, <SaleWorkspace />);
  await userEvent.click(await screen.findByRole('button', { name: 'Facturar' }));
  return within(await screen.findByRole('dialog', { name: 'Facturar la venta 12' }));
}

/** The server stamps the CFDI; the sale read again carries it. */
function stampOnCreate() {
  server.answers.set('invoices/create', () => {
    server.sale = paidSale({
      invoice: {
        id: STAMPED.id,
        uuid: STAMPED.uuid,
        status: 'VIGENTE',
        global: false,
        cancellable: true,
      },
    });
    server.invoices = [STAMPED];
    return ok({ data: STAMPED }, 'Factura timbrada.');
  });
}

const choose = async (label: string, option: RegExp) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Facturar', () => {
  it('shows complete fiscal data, the payment method and the amounts, and sends the use chosen', async () => {
    stampOnCreate();
    const dialog = await openDialog();
    expect(await dialog.findByText('VADA800927DJ3')).toBeTruthy();
    expect(dialog.getByText('DANIELA VÁZQUEZ AÑORVE')).toBeTruthy();
    expect(
      dialog.getByText('605 — Sueldos y Salarios e Ingresos Asimilados a Salarios'),
    ).toBeTruthy();
    expect(dialog.getByText('06600')).toBeTruthy();
    expect(dialog.getByText('daniela.factura@iris.test')).toBeTruthy();
    expect(dialog.getByRole('combobox', { name: 'Uso del CFDI' }).textContent).toMatch(/^D01 — /);
    expect(dialog.getByText('PUE — Pago en una sola exhibición')).toBeTruthy();
    for (const [label, amount] of [
      ['Subtotal', '$2,000.00'],
      ['Descuento', '$200.00'],
      ['IVA', '$288.00'],
      ['Total', '$2,088.00'],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling?.textContent).toBe(amount);
    }
    // A person deducting medical expenses (D01): glasses only when paid by card or transfer.
    expect(dialog.getByText(/solo si los pagó con tarjeta o transferencia/)).toBeTruthy();
    await choose('Uso del CFDI', /^S01/);
    expect(dialog.queryByText(/solo si los pagó con tarjeta o transferencia/)).toBeNull();
    // Only the uses of the patient's regime (605) are offered.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Uso del CFDI' }));
    const uses = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(uses.some((use) => use.startsWith('G03'))).toBe(false);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(dialog.getByRole('button', { name: 'Facturar' }));
    expect(await screen.findByText('Factura timbrada.')).toBeTruthy();
    expect(bodiesOf('invoices/create')).toEqual([{ shopping: { id: 5 }, cfdiUse: 'S01' }]);
    expect(bodiesOf('customers/update')).toEqual([]);
    const panel = within(await screen.findByRole('region', { name: 'Factura' }));
    expect(await panel.findByText(STAMPED.uuid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });

  it('asks for missing fiscal data, saves it on the patient, then invoices', async () => {
    server.sale = paidSale({ paid: 500, remaining: 1588, paymentStatus: 'ABONADO' });
    server.customers.set(7, customerOf({ fiscal: null }));
    server.answers.set('customers/update', () =>
      ok({ data: customerOf({ fiscal: PERSON_FISCAL }) }),
    );
    stampOnCreate();
    const dialog = await openDialog();
    expect(await dialog.findByText(/Faltan datos fiscales del paciente/)).toBeTruthy();
    expect(dialog.getByText(/^PPD — Pago en parcialidades o diferido/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Facturar' }));
    expect(await dialog.findAllByText('El campo es requerido')).not.toHaveLength(0);
    expect(bodiesOf('invoices/create')).toEqual([]);

    await userEvent.type(dialog.getByRole('textbox', { name: 'RFC' }), 'vada800927dj3');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Nombre o razón social/ }),
      PERSON_FISCAL.name,
    );
    await choose('Régimen fiscal', /^605/);
    await choose('Uso del CFDI', /^D01/);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código postal fiscal' }), '06600');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Correo para facturas' }),
      PERSON_FISCAL.email,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Facturar' }));
    expect(await screen.findByText('Factura timbrada.')).toBeTruthy();
    const order = server.sent.map((request) => request.path);
    expect(order.indexOf('customers/update')).toBeLessThan(order.indexOf('invoices/create'));
    expect(bodiesOf('customers/update')).toEqual([
      expect.objectContaining({ id: 7, vatRequired: true, vat: 16, fiscal: PERSON_FISCAL }),
    ]);
    expect(bodiesOf('invoices/create')).toEqual([{ shopping: { id: 5 }, cfdiUse: 'D01' }]);
  });

  it('marks the fields a fiscal_data_required refusal names, with its message', async () => {
    server.answers.set('invoices/create', () =>
      refusal(422, 'fiscal_data_required', 'Faltan datos fiscales del paciente para facturar.', {
        errors: [{ field: 'fiscal.zipCode', message: 'validation.required' }],
      }),
    );
    const dialog = await openDialog();
    await dialog.findByText('VADA800927DJ3');
    await userEvent.click(dialog.getByRole('button', { name: 'Facturar' }));
    expect(
      await screen.findByText('Faltan datos fiscales del paciente para facturar.'),
    ).toBeTruthy();
    const zipCode = await dialog.findByRole('textbox', { name: 'Código postal fiscal' });
    expect(zipCode.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('El campo es requerido')).toBeTruthy();
  });

  it('asks which patient wants the invoice of a sale to PÚBLICO EN GENERAL, and sends them', async () => {
    server.sale = paidSale({ customer: { id: WALK_IN.id, name: WALK_IN.name }, customerId: 1 });
    server.customers.set(
      8,
      customerOf({
        id: 8,
        name: 'LUIS',
        paternal: 'PÉREZ',
        maternal: 'SOTO',
        fiscal: PERSON_FISCAL,
      }),
    );
    stampOnCreate();
    const dialog = await openDialog();
    expect(dialog.getByText(/La venta se hizo a PÚBLICO EN GENERAL/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Facturar' })).toHaveProperty('disabled', true);
    await userEvent.type(
      dialog.getByRole('combobox', { name: 'Paciente que pide la factura' }),
      'luis',
    );
    await userEvent.click(await screen.findByRole('option', { name: /^LUIS PÉREZ SOTO/ }));
    expect(await dialog.findByText('Datos fiscales de LUIS PÉREZ SOTO')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Facturar' }));
    await waitFor(() =>
      expect(bodiesOf('invoices/create')).toEqual([
        { shopping: { id: 5 }, cfdiUse: 'D01', customer: { id: 8 } },
      ]),
    );
  });
});
