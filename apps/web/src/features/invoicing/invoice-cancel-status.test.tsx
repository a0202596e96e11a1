import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  bodiesOf,
  installInvoiceServer,
  invoiceOf,
  ok,
  renderAt,
  server,
} from '../../test/invoice-fixtures';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { InvoiceStatusChip } from './invoice-status-chip';

/* docs/rules.md, Cancellation: the receiver's acceptance said before asking, and the statuses. */
installInvoiceServer(['invoicing']);

const REQUESTED =
  'Cancelación solicitada: el receptor tiene 3 días hábiles para aceptarla o rechazarla; si no responde, el SAT la da por aceptada.';
const WARNING = /El receptor debe aceptar esta cancelación: tiene hasta 3 días hábiles/;

function openDialog(invoice: ReturnType<typeof invoiceOf>) {
  const onCancelled = vi.fn();
  renderAt(
    '/invoices',
    '/invoices',
    <CancelInvoiceDialog invoice={invoice} onClose={vi.fn()} onCancelled={onCancelled} />,
  );
  return onCancelled;
}

async function chooseReason(reason: RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Motivo de cancelación' }));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('cancelling a CFDI the receiver must accept', () => {
  it('says so before it is asked, and then that the receiver has 3 business days', async () => {
    server.roles = ['super_admin'];
    const invoice = invoiceOf(31, { cancelNeedsAcceptance: true });
    server.answers.set('invoices/cancel', () =>
      ok({ data: { ...invoice, status: 'EN_PROCESO' } }, REQUESTED),
    );
    const onCancelled = openDialog(invoice);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el CFDI F-31' }));
    expect(dialog.getByText(WARNING).textContent).toContain(
      'Mientras tanto el CFDI sigue vigente y la venta sigue facturada.',
    );
    await chooseReason(/^02/);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar CFDI' }));
    const confirm = within(await screen.findByRole('dialog', { name: '¿Cancelar el CFDI F-31?' }));
    expect(bodiesOf('invoices/cancel')).toEqual([]);
    await userEvent.click(confirm.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(REQUESTED)).toBeTruthy();
    expect(bodiesOf('invoices/cancel')).toEqual([{ id: 31, reason: '02' }]);
    expect(onCancelled).toHaveBeenCalled();
  });

  it('says nothing of it when the SAT cancels at once (a CFDI of $1,000.00 or less)', async () => {
    server.roles = ['super_admin'];
    openDialog(invoiceOf(29, { cancelNeedsAcceptance: false, total: 950 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el CFDI F-29' }));
    await chooseReason(/^02/);
    expect(dialog.getByText(/puede facturarse de nuevo/)).toBeTruthy();
    expect(dialog.queryByText(WARNING)).toBeNull();
  });
});

describe('a CFDI’s status', () => {
  it('shows EN PROCESO and CANCELACIÓN RECHAZADA, with what each means on hover', () => {
    renderAt(
      '/invoices',
      '/invoices',
      <>
        <InvoiceStatusChip status="EN_PROCESO" />
        <InvoiceStatusChip status="RECHAZADA" />
      </>,
    );
    expect(screen.getByText('EN PROCESO').closest('[title]')?.getAttribute('title')).toMatch(
      /^Cancelación solicitada: el receptor tiene hasta 3 días hábiles/,
    );
    expect(
      screen.getByText('CANCELACIÓN RECHAZADA').closest('[title]')?.getAttribute('title'),
    ).toBe(
      'El receptor rechazó la cancelación: el CFDI sigue vigente y puede pedirse cancelarlo de nuevo.',
    );
  });
});
