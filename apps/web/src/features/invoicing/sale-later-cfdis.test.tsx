import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  installInvoiceServer,
  invoiceOf,
  renderAt,
  server,
} from '../../test/invoice-fixtures';
import { SaleLaterCfdis } from './sale-later-cfdis';

/* A PPD invoice's complements and a cancelled sale's credit note, under the sale's invoice. */
installInvoiceServer(['invoicing']);

const open = (ppd: boolean) =>
  renderAt('/sales/:id', '/sales/5', <SaleLaterCfdis saleId={5} ppd={ppd} />);

describe('the complements and credit notes of a sale', () => {
  it('lists each with its kind, folio, the payment’s amount and its files', async () => {
    server.invoices = [
      invoiceOf(31, { paymentMethod: 'PPD', paymentForm: '99' }),
      invoiceOf(40, {
        kind: 'P',
        total: 0,
        subtotal: 0,
        vat: 0,
        discount: 0,
        paymentMethod: null,
        cfdiUse: 'CP01',
        payment: { id: 9, total: 600 },
      }),
      invoiceOf(41, { kind: 'E', total: 2088, paymentMethod: 'PUE' }),
    ];
    open(true);
    const list = within(
      await screen.findByRole('region', { name: 'Complementos de pago y notas de crédito' }),
    );
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Complemento de pago F-40')).toBeTruthy();
    expect(within(items[0]!).getByText(/· \$600\.00$/)).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'XML de F-40' })).toBeTruthy();
    expect(within(items[1]!).getByText('Nota de crédito F-41')).toBeTruthy();
    expect(within(items[1]!).getByText(/· \$2,088\.00$/)).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'PDF de F-41' })).toBeTruthy();
  });

  it('says a PPD invoice has none yet, and shows nothing for a PUE one without any', async () => {
    server.invoices = [invoiceOf(31, { paymentMethod: 'PPD', paymentForm: '99' })];
    const { unmount } = open(true);
    expect(
      await screen.findByText(
        'Aún no hay complementos: cada pago posterior a la factura recibe el suyo, timbrado por la cola.',
      ),
    ).toBeTruthy();
    unmount();
    server.invoices = [invoiceOf(31)];
    open(false);
    // Once its CFDIs are answered (the invoice alone), the section stays away.
    await waitFor(() => expect(bodiesOf('invoices/getTable')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      screen.queryByRole('region', { name: 'Complementos de pago y notas de crédito' }),
    ).toBeNull();
  });
});
