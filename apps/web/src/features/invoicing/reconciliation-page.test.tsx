import {
  reconciliationSchema,
  type Reconciliation,
} from '@iris/domain/invoicing/reconciliation.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { periodOf } from '@iris/domain/invoicing/global-period';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { today } from '../../lib/format-date';
import { encodeId } from '../../lib/route-id';
import {
  bodiesOf,
  CENTRO,
  installInvoiceServer,
  NORTE,
  ok,
  renderAt,
  server,
} from '../../test/invoice-fixtures';
import { ReconciliationPage } from './reconciliation-page';

/* `/invoices/reconciliation` (docs/rules.md, Invoicing, Reconciliation). */
installInvoiceServer(['invoicing', 'reconciliation']);

const PATH = 'invoices/getReconciliation';
const MONTH = periodOf(today(), '04');
const NONE = { SIN_CFDI: 0, CFDI_DUPLICADO: 0, PAGO_SIN_COMPLEMENTO: 0, DEVOLUCION_SIN_NOTA: 0 };

/** An answer the API could send (its own schema parses it): November of SUCURSAL CENTRO. */
const answerOf = (values: Partial<Reconciliation> = {}): Reconciliation =>
  reconciliationSchema.parse({
    period: { from: '2026-11-01', to: '2026-11-30' },
    branch: CENTRO,
    totals: {
      sales: { count: 412, total: 523410.5 },
      income: { count: 31, total: 520100.25 },
      creditNotes: { count: 1, total: 1160 },
      complements: { count: 4, paid: 2750 },
      vat: {
        base: 448621.13,
        amount: 70319.12,
        byRate: [
          { rate: '0.160000', base: 431000, amount: 68960 },
          { rate: '0.080000', base: 16988.99, amount: 1359.12 },
          { rate: '0.000000', base: 632.14, amount: 0 },
        ],
      },
    },
    missingCount: 0,
    missingByKind: NONE,
    missing: [],
    ...values,
  });

const MISSING = answerOf({
  missingCount: 2,
  missingByKind: { ...NONE, SIN_CFDI: 1, PAGO_SIN_COMPLEMENTO: 1 },
  missing: [
    {
      kind: 'SIN_CFDI',
      branch: CENTRO,
      shopping: { id: 5, serial: 12, date: '2026-11-03', total: 1234.56 },
      payment: null,
      invoice: null,
      action: 'Facturar la venta o incluirla en la factura global del periodo',
    },
    {
      kind: 'PAGO_SIN_COMPLEMENTO',
      branch: CENTRO,
      shopping: { id: 6, serial: 13, date: '2026-11-04', total: 2088 },
      payment: { id: 90, date: '2026-11-20', total: 200 },
      invoice: {
        id: 31,
        series: 'F',
        folio: 31,
        uuid: '00000031-0745-4E7C-8D2F-6F16E2D6743E',
        status: 'VIGENTE',
      },
      action: 'Emitir el complemento de pago',
    },
  ],
});

const openPage = (url = '/invoices/reconciliation') =>
  renderAt('/invoices/reconciliation', url, <ReconciliationPage />);
const answering = (answer: Reconciliation) => server.answers.set(PATH, () => ok({ data: answer }));

describe('the Conciliación page', () => {
  it('is the menu’s Conciliación, beside Facturas, for every role', () => {
    const route = PROTECTED_ROUTES.find((r) => r.path === '/invoices/reconciliation');
    expect(route?.menu).toMatchObject({ label: 'menu.reconciliation', icon: 'reconciliation' });
    expect(route?.roles).toBeUndefined();
    const paths = PROTECTED_ROUTES.map((r) => r.path);
    expect(paths.indexOf('/invoices/reconciliation')).toBe(paths.indexOf('/invoices') + 1);
  });

  it('reconciles the current month of the user’s branch: totals, and what is missing with its action and sale', async () => {
    answering(MISSING);
    openPage();
    expect(await screen.findByRole('heading', { name: 'Conciliación' })).toBeTruthy();
    expect(await screen.findByText('SUCURSAL CENTRO · Del 01/11/2026 al 30/11/2026')).toBeTruthy();
    expect(bodiesOf(PATH)[0]).toEqual({ branchId: 1, from: MONTH.from, to: MONTH.to });

    const totals = within(screen.getByRole('group', { name: 'Totales del periodo' }));
    expect(totals.getByText('$523,410.50')).toBeTruthy();
    expect(totals.getByText('412 ventas')).toBeTruthy();
    expect(totals.getByText('$520,100.25')).toBeTruthy();
    expect(totals.getByText('$2,750.00')).toBeTruthy();
    const vat = within(totals.getByRole('table', { name: 'IVA trasladado' }));
    const row16 = within(vat.getByText('16 %').closest('tr')!);
    expect(row16.getByText('$431,000.00')).toBeTruthy();
    expect(row16.getByText('$68,960.00')).toBeTruthy();
    expect(vat.getByText('8 %')).toBeTruthy();
    expect(vat.getByText('$70,319.12')).toBeTruthy();

    const list = within(screen.getByRole('table', { name: 'Lo que falta' }));
    const [, first, second] = list.getAllByRole('row');
    const uncovered = within(first!);
    expect(uncovered.getByRole('link', { name: 'Venta 12' }).getAttribute('href')).toBe(
      `/sales/${encodeId(5)}`,
    );
    expect(uncovered.getByText('03/11/2026')).toBeTruthy();
    expect(uncovered.getByText('Total $1,234.56')).toBeTruthy();
    expect(uncovered.getByText('Sin CFDI')).toBeTruthy();
    expect(
      uncovered.getByText('Facturar la venta o incluirla en la factura global del periodo'),
    ).toBeTruthy();
    expect(uncovered.getByRole('link', { name: 'Ir a la venta 12' }).getAttribute('href')).toBe(
      `/sales/${encodeId(5)}`,
    );
    const payment = within(second!);
    expect(payment.getByText('Pago sin complemento')).toBeTruthy();
    expect(payment.getByText('Pago del 20/11/2026 por $200.00')).toBeTruthy();
    expect(payment.getByText('CFDI F-31')).toBeTruthy();
    expect(payment.getByText('Emitir el complemento de pago')).toBeTruthy();
    expect(screen.queryByText('Todo cuadra: cada venta tiene su CFDI.')).toBeNull();
  });

  it('says so while it reconciles, and when everything squares', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answers.set(PATH, () => held.then(() => ok({ data: answerOf() })));
    openPage();
    expect(await screen.findByText('Conciliando el periodo…')).toBeTruthy();
    release();
    expect(await screen.findByText('Todo cuadra: cada venta tiene su CFDI.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Lo que falta' })).toBeNull();
  });

  it('reconciles the days chosen, kept in the address; the administrator every branch or one', async () => {
    server.roles = ['super_admin'];
    answering({ ...MISSING, branch: null });
    const user = userEvent.setup();
    openPage('/invoices/reconciliation?from=2026-10-01&to=2026-10-31');
    const list = await screen.findByRole('table', { name: 'Lo que falta' });
    expect(within(list).getByRole('columnheader', { name: 'Sucursal' })).toBeTruthy();
    expect(bodiesOf(PATH)[0]).toEqual({ from: '2026-10-01', to: '2026-10-31' });

    const [from] = within(screen.getByRole('group', { name: 'Desde' })).getAllByRole('spinbutton');
    await user.click(from!);
    await user.keyboard('15102026');
    await waitFor(() =>
      expect(bodiesOf(PATH).at(-1)).toEqual({ from: '2026-10-15', to: '2026-10-31' }),
    );
    expect(screen.getByTestId('location').textContent).toContain('from=2026-10-15');

    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: NORTE.name }));
    await waitFor(() =>
      expect(bodiesOf(PATH).at(-1)).toEqual({ branchId: 2, from: '2026-10-15', to: '2026-10-31' }),
    );
  });

  it('downloads the CSV of the same period and branch', async () => {
    answering(MISSING);
    const user = userEvent.setup();
    const made = vi.fn<(blob: Blob) => string>(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    const saved = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    server.answers.set(
      'invoices/getReconciliationCsv',
      () => new Response('\ufeffSucursal\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    openPage();
    await screen.findByRole('table', { name: 'Lo que falta' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(bodiesOf('invoices/getReconciliationCsv')).toEqual([
      { branchId: 1, from: MONTH.from, to: MONTH.to },
    ]);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
