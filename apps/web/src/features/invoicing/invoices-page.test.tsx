import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, periodOf } from '@iris/domain/invoicing/global-period';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { shownDate, today } from '../../lib/format-date';
import { encodeId } from '../../lib/route-id';
import {
  bodiesOf,
  installInvoiceServer,
  invoiceOf,
  ok,
  renderAt,
  server,
} from '../../test/invoice-fixtures';
import { InvoicesPage } from './invoices-page';

/* `/invoices` (docs/rules.md, Invoicing: every CFDI listed with its status, XML, PDF, cancel). */
installInvoiceServer(['invoicing']);

const SALE_CFDI = invoiceOf(31);
const CANCELLED = invoiceOf(30, {
  status: 'CANCELADA',
  production: true,
  paymentMethod: 'PPD',
  paymentForm: '99',
});
const GLOBAL = invoiceOf(29, {
  global: true,
  customer: null,
  shopping: null,
  rfc: 'XAXX010101000',
  name: 'PUBLICO EN GENERAL',
  cfdiUse: 'S01',
  production: true,
  period: { from: '2031-05-01', to: '2031-05-07', sales: 5 },
});

const EMPTY = {
  items: [],
  current: 1,
  limit: 10,
  total_items: 0,
  total_estimated: false,
  sortBy: 'id',
  descending: true,
};

interface TableBody {
  sortBy: string;
  descending: boolean;
  filters: Record<string, unknown>;
}
const tableBodies = () => bodiesOf('invoices/getTable') as TableBody[];
const lastFilters = () => tableBodies().at(-1)?.filters;

const openPage = (url = '/invoices') => renderAt('/invoices', url, <InvoicesPage />);

/** The cells of the CFDI's row, found by its folio. */
async function rowOf(folio: string) {
  const cell = await screen.findByRole('gridcell', { name: folio });
  return within(cell.closest<HTMLElement>('[role="row"]')!);
}

/** The row's menu of actions, opened: its items' words. */
async function menuOf(folio: string) {
  await userEvent.click(
    (await rowOf(folio)).getByRole('button', { name: `Acciones de la factura ${folio}` }),
  );
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe('the Facturas page', () => {
  it('is the menu’s Facturas at /invoices, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/invoices');
    expect(route?.menu).toMatchObject({ label: 'menu.invoices', icon: 'invoices' });
    expect(route?.roles).toBeUndefined();
  });

  it('lists the branch’s CFDIs newest first: folio, receiver, sale or period, total, method, status', async () => {
    server.invoices = [SALE_CFDI, CANCELLED, GLOBAL];
    openPage();
    expect(await screen.findByRole('heading', { name: 'Facturas' })).toBeTruthy();
    const invoice = await rowOf('F-31');
    expect(invoice.getByText('DANIELA VÁZQUEZ AÑORVE')).toBeTruthy();
    expect(invoice.getByText('VADA800927DJ3')).toBeTruthy();
    expect(invoice.getByRole('link', { name: 'Venta 12' }).getAttribute('href')).toBe(
      `/sales/${encodeId(5)}`,
    );
    expect(invoice.getByText('$2,088.00')).toBeTruthy();
    expect(invoice.getByText('PUE')).toBeTruthy();
    expect(invoice.getByText('VIGENTE')).toBeTruthy();
    expect(invoice.getByText('SIN VALIDEZ FISCAL')).toBeTruthy();
    const cancelled = await rowOf('F-30');
    expect(cancelled.getByText('CANCELADA')).toBeTruthy();
    expect(cancelled.getByText('PPD')).toBeTruthy();
    expect(cancelled.queryByText('SIN VALIDEZ FISCAL')).toBeNull();
    const global = await rowOf('F-29');
    expect(global.getByText('Global 01/05–07/05 (5 ventas)')).toBeTruthy();
    expect(global.getByText('XAXX010101000')).toBeTruthy();
    expect(tableBodies()[0]).toMatchObject({ sortBy: 'id', descending: true });
    expect(tableBodies()[0]?.filters).toEqual({ branchId: 1 });
  });

  it('sends the period, status, kind, patient and search to the table, kept in the address', async () => {
    server.invoices = [SALE_CFDI];
    const user = userEvent.setup();
    openPage();
    await rowOf('F-31');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'VIGENTE' }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Facturas de pacientes' }));
    const [from] = within(screen.getByRole('group', { name: 'Desde' })).getAllByRole('spinbutton');
    await user.click(from!);
    await user.keyboard('01052031');
    const [to] = within(screen.getByRole('group', { name: 'Hasta' })).getAllByRole('spinbutton');
    await user.click(to!);
    await user.keyboard('31052031');
    await user.type(screen.getByRole('combobox', { name: 'Paciente' }), 'luis');
    await user.click(await screen.findByRole('option', { name: /^LUIS PÉREZ SOTO/ }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar RFC, UUID, folio o nombre' }),
      'VADA800927DJ3',
    );
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        branchId: 1,
        status: 'VIGENTE',
        kind: 'I',
        global: false,
        from: '2031-05-01',
        to: '2031-05-31',
        customerId: 8,
        search: 'VADA800927DJ3',
      }),
    );
    const address = new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1]);
    expect(Object.fromEntries(address)).toEqual({
      status: 'VIGENTE',
      kind: 'invoice',
      from: '2031-05-01',
      to: '2031-05-31',
      customer: '8',
      customerName: 'LUIS PÉREZ SOTO',
      search: 'VADA800927DJ3',
    });
  });

  it('shows the table loading until the server answers, then says there are no CFDIs yet', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answers.set('invoices/getTable', () => held.then(() => ok({ tableData: EMPTY })));
    openPage();
    const grid = await screen.findByRole('grid');
    // The grid's loading rows (grey bars), and not the empty table's words meanwhile.
    const skeleton = () => grid.querySelector('.MuiDataGrid-skeletonLoadingOverlay');
    await waitFor(() => expect(skeleton()).toBeTruthy());
    expect(screen.queryByText('Aún no hay facturas.')).toBeNull();
    release();
    expect(await screen.findByText('Aún no hay facturas.')).toBeTruthy();
    expect(skeleton()).toBeNull();
  });

  it('says when there are no CFDIs yet, and when none match the filters', async () => {
    openPage();
    expect(await screen.findByText('Aún no hay facturas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CANCELADA' }));
    expect(await screen.findByText('No hay facturas con estos filtros.')).toBeTruthy();
  });

  it('offers branch staff XML, PDF and Enviar de nuevo, but no cancel and no global invoice', async () => {
    server.invoices = [SALE_CFDI];
    openPage();
    expect(await menuOf('F-31')).toEqual([
      'Descargar el XML de F-31',
      'Ver el PDF de F-31',
      'Enviar de nuevo F-31',
    ]);
    expect(screen.queryByRole('button', { name: 'Factura global' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();
  });

  it('lets super_admin cancel a CFDI with a reason, after saying what it does and asking', async () => {
    server.roles = ['super_admin'];
    server.invoices = [SALE_CFDI, CANCELLED];
    server.answers.set('invoices/cancel', () =>
      ok({ data: { ...SALE_CFDI, status: 'CANCELADA' } }, 'CFDI cancelado.'),
    );
    const user = userEvent.setup();
    openPage();
    expect(await screen.findByRole('columnheader', { name: 'Sucursal' })).toBeTruthy();
    expect(tableBodies()[0]?.filters).toEqual({});
    // A cancelled CFDI is not cancelled again.
    expect(await menuOf('F-30')).not.toContain('Cancelar el CFDI F-30');
    await user.keyboard('{Escape}');
    expect(await menuOf('F-31')).toContain('Cancelar el CFDI F-31');
    await user.click(screen.getByRole('menuitem', { name: 'Cancelar el CFDI F-31' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el CFDI F-31' }));
    await user.click(dialog.getByRole('combobox', { name: 'Motivo de cancelación' }));
    // 04 is a global invoice's only.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '01 — Comprobante emitido con errores con relación',
      '02 — Comprobante emitido con errores sin relación',
      '03 — No se llevó a cabo la operación',
    ]);
    await user.click(screen.getByRole('option', { name: /^01/ }));
    expect(dialog.getByText(/Primero se emite automáticamente un CFDI sustituto/)).toBeTruthy();
    await user.click(dialog.getByRole('combobox', { name: 'Motivo de cancelación' }));
    await user.click(await screen.findByRole('option', { name: /^02/ }));
    expect(dialog.getByText(/puede facturarse de nuevo/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancelar CFDI' }));
    const confirm = within(await screen.findByRole('dialog', { name: '¿Cancelar el CFDI F-31?' }));
    expect(bodiesOf('invoices/cancel')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('CFDI cancelado.')).toBeTruthy();
    expect(bodiesOf('invoices/cancel')).toEqual([{ id: 31, reason: '02' }]);
  });

  it('lets super_admin issue a global invoice, its last closed period put in the dates', async () => {
    server.roles = ['super_admin'];
    server.answers.set('branches/get/1', () =>
      ok({ data: { id: 1, name: 'SUCURSAL CENTRO', fiscalIssuer: { id: 4, name: 'ÓPTICAS' } } }),
    );
    server.answers.set('fiscal-issuers/get/4', () =>
      ok({ data: { id: 4, rfc: 'EKU9003173C9', globalPeriodicity: '04' } }),
    );
    server.answers.set('invoices/createGlobal', () =>
      ok({ data: GLOBAL }, 'Factura global timbrada.'),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Factura global' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Factura global' }));
    await user.click(dialog.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL CENTRO' }));
    // Monthly: the month before this one.
    const month = periodOf(addDays(periodOf(today(), '04').from, -1), '04');
    expect(
      await dialog.findByText(
        `Periodicidad mensual: el último periodo cerrado es del ${shownDate(month.from)} al ${shownDate(month.to)}.`,
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Emitir factura global' }));
    expect(await screen.findByText('Factura global timbrada.')).toBeTruthy();
    expect(bodiesOf('invoices/createGlobal')).toEqual([
      { branch: { id: 1 }, from: month.from, to: month.to },
    ]);
  });
});
