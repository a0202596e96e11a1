import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { encodeId } from '../lib/route-id';
import {
  bodiesOf,
  installInvoiceServer,
  invoiceOf,
  ok,
  paidSale,
  renderAt,
  server,
} from '../test/invoice-fixtures';
import { SaleWorkspace } from './sale-workspace';

/* A sale's CFDI on its page, and cancelling a sale that a valid CFDI covers (docs/rules.md). */
installInvoiceServer(['sales', 'labOrders', 'invoicing']);

const CFDI = invoiceOf(31);
const invoiced = () => {
  server.sale = paidSale({
    invoice: { id: CFDI.id, uuid: CFDI.uuid, status: 'VIGENTE', global: false, cancellable: true },
  });
  server.invoices = [CFDI];
};
const openSale = () => renderAt('/sales/:id', `/sales/${encodeId(5)}`, <SaleWorkspace />);

describe("the sale's CFDI", () => {
  it('shows its status, folio and UUID, and prints its PDF with the progress', async () => {
    invoiced();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    server.answers.set('invoices/getPdf/31', () =>
      held.then(() => new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const tab = { closed: false, close: vi.fn(), document: { title: '' }, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const made = vi.fn<(blob: Blob) => string>(() => 'blob:factura');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    openSale();
    const panel = within(await screen.findByRole('region', { name: 'Factura' }));
    expect(panel.getByText('VIGENTE')).toBeTruthy();
    expect(await panel.findByText('F-31')).toBeTruthy();
    expect(panel.getByText(CFDI.uuid)).toBeTruthy();
    expect(panel.getByText('SIN VALIDEZ FISCAL')).toBeTruthy();
    expect(panel.getByText('DANIELA VÁZQUEZ AÑORVE · VADA800927DJ3')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'XML' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'PDF' }));
    expect(tab.document.title).toBe('Preparando la factura…');
    expect((await panel.findByRole('status')).textContent).toMatch(/^Descargando…/);
    release();
    await waitFor(() => expect(tab.location.href).toBe('blob:factura'));
    expect(panel.queryByRole('status')).toBeNull();
    expect(bodiesOf('invoices/getPdf/31')).toHaveLength(1);
  });

  it('sends it by e-mail, to another address when one is given', async () => {
    invoiced();
    server.answers.set('invoices/send/31', () =>
      ok({ data: CFDI }, 'La factura se enviará por correo en unos momentos.'),
    );
    openSale();
    const panel = within(await screen.findByRole('region', { name: 'Factura' }));
    await panel.findByText('F-31');
    await userEvent.click(panel.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar la factura F-31' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Otro correo (opcional)' }),
      'contabilidad@empresa.test',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('La factura se enviará por correo en unos momentos.'),
    ).toBeTruthy();
    expect(bodiesOf('invoices/send/31')).toEqual([{ email: 'contabilidad@empresa.test' }]);
  });
});

describe('cancelling an invoiced sale', () => {
  it('lets super_admin cancel the CFDI (reason 03) and then the sale, in one step', async () => {
    server.roles = ['super_admin'];
    invoiced();
    server.answers.set('invoices/cancel', () =>
      ok({ data: { ...CFDI, status: 'CANCELADA' } }, 'CFDI cancelado.'),
    );
    server.answers.set('shoppings/cancel/5', () =>
      ok({ data: paidSale({ status: 'CANCELADO' }) }, 'Venta cancelada; pagos devueltos.'),
    );
    openSale();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar venta' }));
    expect(
      await dialog.findByText(`La venta 12 tiene el CFDI vigente F-31 (UUID ${CFDI.uuid}).`),
    ).toBeTruthy();
    expect(
      dialog.getByText(/primero se cancela ese CFDI ante el SAT con el motivo 03/),
    ).toBeTruthy();
    await userEvent.click(
      dialog.getByRole('button', { name: 'Cancelar CFDI (motivo 03) y la venta' }),
    );
    expect(await screen.findByText('Venta cancelada; pagos devueltos.')).toBeTruthy();
    expect(bodiesOf('invoices/cancel')).toEqual([{ id: 31, reason: '03' }]);
    const order = server.sent.map((request) => request.path);
    expect(order.indexOf('invoices/cancel')).toBeLessThan(order.indexOf('shoppings/cancel/5'));
  });

  it('of an invoice of an earlier fiscal year: the sale is cancelled, its credit note said', async () => {
    server.sale = paidSale({
      invoice: {
        id: CFDI.id,
        uuid: CFDI.uuid,
        status: 'VIGENTE',
        global: false,
        cancellable: false,
      },
    });
    server.answers.set('shoppings/cancel/5', () =>
      ok({ data: paidSale({ status: 'CANCELADO' }) }, 'Venta cancelada; pagos devueltos.'),
    );
    openSale();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar venta' }));
    expect(
      dialog.getByText(/Iris emitirá una nota de crédito por el total de la venta/),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: /Aceptar|Confirmar|Sí/ }));
    expect(await screen.findByText('Venta cancelada; pagos devueltos.')).toBeTruthy();
    expect(bodiesOf('invoices/cancel')).toEqual([]);
  });

  it('tells branch staff an administrator must cancel the CFDI first, and cancels nothing', async () => {
    invoiced();
    openSale();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar venta' }));
    expect(await dialog.findByText(/tiene el CFDI vigente F-31/)).toBeTruthy();
    expect(dialog.getByText(/Un administrador debe cancelar primero el CFDI/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /motivo 03/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('invoices/cancel')).toEqual([]);
    expect(bodiesOf('shoppings/cancel/5')).toEqual([]);
  });

  it('tells super_admin the receiver must accept: the sale is not cancelled until the SAT confirms', async () => {
    server.roles = ['super_admin'];
    invoiced();
    const requested =
      'Cancelación solicitada: el receptor tiene 3 días hábiles para aceptarla o rechazarla; si no responde, el SAT la da por aceptada.';
    server.answers.set('invoices/cancel', () =>
      ok({ data: { ...CFDI, status: 'EN_PROCESO' } }, requested),
    );
    openSale();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar venta' }));
    expect(
      await dialog.findByText(
        'El receptor debe aceptar la cancelación del CFDI (tiene hasta 3 días hábiles): la venta se podrá cancelar cuando el SAT la confirme.',
      ),
    ).toBeTruthy();
    await userEvent.click(
      dialog.getByRole('button', { name: 'Cancelar CFDI (motivo 03) y la venta' }),
    );
    expect(await screen.findByText(requested)).toBeTruthy();
    expect(bodiesOf('invoices/cancel')).toEqual([{ id: 31, reason: '03' }]);
    expect(bodiesOf('shoppings/cancel/5')).toEqual([]);
  });

  it('says a CFDI whose cancellation waits for its receiver is waited for, and asks nothing', async () => {
    server.roles = ['super_admin'];
    server.sale = paidSale({
      invoice: {
        id: CFDI.id,
        uuid: CFDI.uuid,
        status: 'EN_PROCESO',
        global: false,
        cancellable: true,
      },
    });
    server.invoices = [{ ...CFDI, status: 'EN_PROCESO' }];
    openSale();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar venta' }));
    expect(
      await dialog.findByText(
        'La cancelación del CFDI ya se pidió y espera la respuesta del receptor (hasta 3 días hábiles): la venta podrá cancelarse cuando el SAT la confirme.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /motivo 03/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('invoices/cancel')).toEqual([]);
    expect(bodiesOf('shoppings/cancel/5')).toEqual([]);
  });
});
