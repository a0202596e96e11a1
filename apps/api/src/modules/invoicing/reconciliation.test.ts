import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import type { ReconciliationItem } from '@iris/domain/invoicing/reconciliation.schemas';
import { invoices } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { reconciliationCalls } from '../../testing/reconciliation-world.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { makeComplements, makeCreditNote } from './later-cfdi.job.js';

/*
 * docs/api.md invoices/getReconciliation and getReconciliationCsv; docs/rules.md, Invoicing,
 * Reconciliation: what a period lacks, with the action that mends it, and its totals.
 */
let t: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
let recon: ReturnType<typeof reconciliationCalls>;
let day: Awaited<ReturnType<ReturnType<typeof reconciliationCalls>['days']>>;

beforeAll(async () => {
  // The queue's jobs are run by hand (what is missing is asserted before they run): its workers
  // look for work once, at start, so a complement or credit note never lands in between.
  t = await startTestApp({ jobsPollSeconds: 3600 });
  calls = invoiceCalls(t);
  recon = reconciliationCalls(t);
  day = await recon.days();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof seedInvoicing>>;
const issued = async (token: string, saleId: number): Promise<Invoice> => {
  const answer = await calls.create(token, saleId);
  expect(answer.status).toBe(201);
  return answer.body.data.data;
};
/** The period from yesterday (a closed day, for a global invoice) to today. */
const period = (shop: Shop) => ({ branchId: shop.branchId, from: day.yesterday, to: day.today });
const missingOf = async (token: string, body: Parameters<typeof recon.reconcile>[1]) => {
  const answer = await recon.reconcile(token, body);
  expect(answer.status).toBe(200);
  return answer.body.data.data.missing;
};
const brief = (item: ReconciliationItem) => [item.kind, item.shopping.id];
const cents = (value: number) => Math.round(value * 100);

describe('the executed sales of the period', () => {
  it('finds the sale left without a CFDI, not those invoiced alone or in the global', async () => {
    const shop = await seedInvoicing(t, 'CUBIERTAS');
    const uncovered = await shop.sale({ date: day.today });
    const alone = await shop.sale({ date: day.today });
    await issued(shop.desk, alone.saleId);
    const inGlobal = await shop.sale({ date: day.yesterday });
    const global = await calls.createGlobal(shop.desk, shop.branchId, day.yesterday, day.yesterday);
    expect(global.status).toBe(201);
    const cancelled = await shop.sale({ date: day.today });
    await shop.calls.cancel(shop.desk, cancelled.saleId);

    const answer = (await recon.reconcile(shop.desk, period(shop))).body.data.data;
    expect(answer.missing).toEqual([
      {
        kind: 'SIN_CFDI',
        branch: { id: shop.branchId, name: expect.any(String) as string },
        shopping: {
          id: uncovered.saleId,
          serial: expect.any(Number) as number,
          date: day.today,
          total: Number(uncovered.total),
        },
        payment: null,
        invoice: null,
        action: 'Facturar la venta o incluirla en la factura global del periodo',
      },
    ]);
    expect(answer.missingCount).toBe(1);
    expect(answer.missingByKind).toEqual({
      SIN_CFDI: 1,
      CFDI_DUPLICADO: 0,
      PAGO_SIN_COMPLEMENTO: 0,
      DEVOLUCION_SIN_NOTA: 0,
    });
    expect(answer.totals.sales.count).toBe(3);
    expect(inGlobal.saleId).toBeGreaterThan(0);
  });

  it('finds a sale that two valid CFDIs cover: a replacement whose original stays valid', async () => {
    const shop = await seedInvoicing(t, 'DOBLES');
    // $580.00: its cancellation needs no acceptance, the SAT cancels it at once.
    const sale = await shop.sale({ date: day.today, lines: [{ price: '500.00' }] });
    const first = await issued(shop.desk, sale.saleId);
    expect((await calls.cancel(shop.admin, first.id, '01')).status).toBe(200);
    expect(await missingOf(shop.desk, period(shop))).toEqual([]);
    // The receiver refused the cancellation: the SAT keeps the first one valid beside its
    // replacement.
    await t.database.db
      .update(invoices)
      .set({ status: 'RECHAZADA' })
      .where(eq(invoices.id, first.id));
    const [item] = await missingOf(shop.desk, period(shop));
    expect(item).toMatchObject({
      kind: 'CFDI_DUPLICADO',
      shopping: { id: sale.saleId },
      invoice: { id: first.id, uuid: first.uuid, status: 'RECHAZADA' },
      action: 'Cancelar el CFDI que sobra',
    });
  });
});

describe('a PPD invoice’s payments', () => {
  it('owe each its complement: the one missing is listed until it is issued', async () => {
    const shop = await seedInvoicing(t, 'PPD');
    const sale = await shop.sale({ date: day.today, paid: 'part' });
    const invoice = await issued(shop.desk, sale.saleId);
    expect(invoice.paymentMethod).toBe('PPD');
    const later = (await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '200.00')).body.data
      .data;

    const missing = await missingOf(shop.desk, period(shop));
    // The deposit was taken before the invoice: the invoice counts it, no complement is owed.
    expect(missing).toEqual([
      expect.objectContaining({
        kind: 'PAGO_SIN_COMPLEMENTO',
        shopping: expect.objectContaining({ id: sale.saleId }) as object,
        payment: { id: later.id, date: day.today, total: 200 },
        invoice: expect.objectContaining({ id: invoice.id, uuid: invoice.uuid }) as object,
        action: 'Emitir el complemento de pago',
      }),
    ]);

    // The queue's job issues it (run here at once).
    await makeComplements(t.app, { saleId: sale.saleId, paymentId: later.id });
    const answer = (await recon.reconcile(shop.desk, period(shop))).body.data.data;
    expect(answer.missing).toEqual([]);
    expect(answer.totals.complements).toEqual({ count: 1, paid: 200 });
  });
});

describe('a refund of an invoiced sale', () => {
  it('owes a credit note while the invoice stays valid; a cancelled invoice owes none', async () => {
    const shop = await seedInvoicing(t, 'DEVOLUCIONES');
    // An invoice of the last fiscal year: the sale is cancelled, the invoice stays valid.
    const noted = await shop.sale({ date: day.today });
    const invoice = await issued(shop.desk, noted.saleId);
    await t.database.db
      .update(invoices)
      .set({ issuedAt: sql`now() - interval '1 year'` })
      .where(eq(invoices.id, invoice.id));
    expect((await shop.calls.cancel(shop.desk, noted.saleId)).status).toBe(200);
    const [refund] = (
      await shop.calls.payments(shop.desk, noted.saleId)
    ).body.data.tableData.items.filter((payment) => payment.kind === 'DEVOLUCION');
    // The other way: the CFDI cancelled ($580.00, at once), then the sale, whose payments are refunded.
    const cancelled = await shop.sale({ date: day.today, lines: [{ price: '500.00' }] });
    const cancelledInvoice = await issued(shop.desk, cancelled.saleId);
    expect((await calls.cancel(shop.admin, cancelledInvoice.id, '03')).status).toBe(200);
    expect((await shop.calls.cancel(shop.desk, cancelled.saleId)).status).toBe(200);

    const missing = await missingOf(shop.desk, period(shop));
    expect(missing).toEqual([
      expect.objectContaining({
        kind: 'DEVOLUCION_SIN_NOTA',
        shopping: expect.objectContaining({ id: noted.saleId }) as object,
        payment: { id: refund!.id, date: day.today, total: -Number(noted.total) },
        invoice: expect.objectContaining({ id: invoice.id, status: 'VIGENTE' }) as object,
        action: 'Emitir la nota de crédito',
      }),
    ]);

    // The queue's job issues it (run here at once).
    await makeCreditNote(t.app, { saleId: noted.saleId });
    expect(await missingOf(shop.desk, period(shop))).toEqual([]);
  });
});

describe('the totals of the period', () => {
  it('are exact to the cent: ingresos, egresos and the IVA of each rate, credit notes taken off', async () => {
    const shop = await seedInvoicing(t, 'TOTALES');
    const specs = [
      { vat: 16 as const, discount: '12.5', lines: [{ price: '999.99', qty: 2 }] },
      {
        vat: 8 as const,
        discount: '3.33',
        lines: [{ price: '450.00' }, { price: '89.90', qty: 3 }],
      },
      { vat: 0 as const, discount: '0', lines: [{ price: '1500.00' }] },
    ];
    const cfdis: Invoice[] = [];
    for (const spec of specs) {
      cfdis.push(await issued(shop.desk, (await shop.sale({ ...spec, date: day.today })).saleId));
    }
    const [at16, at8, at0] = cfdis as [Invoice, Invoice, Invoice];
    await recon.creditNote(
      { ...shop, saleId: at16.shopping!.id },
      { total: '116.00', rate: '0.160000', base: '100.00', amount: '16.00' },
    );
    const { rows } = (await t.database.db.execute(
      sql`select sum(total)::text as total from invoices where branch_id = ${shop.branchId}
        and kind = 'I'`,
    )) as { rows: { total: string }[] };

    const { totals } = (await recon.reconcile(shop.desk, period(shop))).body.data.data;
    expect(cents(totals.income.total)).toBe(cents(Number(rows[0]!.total)));
    expect(totals.income.count).toBe(3);
    expect(totals.creditNotes).toEqual({ count: 1, total: 116 });
    const base = (cfdi: Invoice) => cents(cfdi.subtotal) - cents(cfdi.discount);
    expect(
      totals.vat.byRate.map((rate) => [rate.rate, cents(rate.base), cents(rate.amount)]),
    ).toEqual([
      ['0.160000', base(at16) - 10000, cents(at16.vat) - 1600],
      ['0.080000', base(at8), cents(at8.vat)],
      ['0.000000', base(at0), 0],
    ]);
    expect(cents(totals.vat.amount)).toBe(cents(at16.vat) + cents(at8.vat) - 1600);
    expect(cents(totals.vat.base)).toBe(base(at16) + base(at8) + base(at0) - 10000);
  });
});

describe('who sees what', () => {
  it('branch staff their own branch (another’s is 403); the administrator every branch or one', async () => {
    const north = await seedInvoicing(t, 'NORTE');
    const south = await seedInvoicing(t, 'SUR');
    const northSale = await north.sale({ date: day.today });
    const southSale = await south.sale({ date: day.today });
    const days = { from: day.today, to: day.today };

    const own = (await recon.reconcile(north.desk, days)).body.data.data;
    expect(own.branch?.id).toBe(north.branchId);
    expect(own.missing.map(brief)).toEqual([['SIN_CFDI', northSale.saleId]]);
    const theirs = await recon.reconcile(north.desk, { ...days, branchId: south.branchId });
    expect(theirs.status).toBe(403);
    expect((await recon.csv(north.desk, { ...days, branchId: south.branchId })).statusCode).toBe(
      403,
    );

    const every = (await recon.reconcile(north.admin, days)).body.data.data;
    expect(every.branch).toBeNull();
    const ids = every.missing.map((item) => item.shopping.id);
    expect(ids).toEqual(expect.arrayContaining([northSale.saleId, southSale.saleId]));
    const one = await missingOf(north.admin, { ...days, branchId: south.branchId });
    expect(one.map(brief)).toEqual([['SIN_CFDI', southSale.saleId]]);
  });

  it('a period whose end comes before its start is refused; none given is the current month', async () => {
    const shop = await seedInvoicing(t, 'PERIODO');
    const backwards = await recon.reconcile(shop.desk, { from: day.today, to: day.yesterday });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data).toMatchObject({ errors: [{ field: 'to' }] });
    const month = (await recon.reconcile(shop.desk)).body.data.data;
    expect(month.period).toEqual({ from: day.month_start, to: day.month_end });
  });
});

describe('getReconciliationCsv', () => {
  it('holds every missing thing: its sale, what it lacks, the payment, the CFDI and the action', async () => {
    const shop = await seedInvoicing(t, 'ARCHIVO');
    const uncovered = await shop.sale({ date: day.today, lines: [{ price: '1000.00' }] });
    const ppd = await shop.sale({ date: day.today, paid: 'part' });
    const invoice = await issued(shop.desk, ppd.saleId);
    await shop.calls.pay(shop.desk, ppd.saleId, shop.methodId, '250.50');

    const file = await recon.csv(shop.desk, period(shop));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`conciliacion-archivo-`);
    expect(file.headers['content-disposition']).toContain(`${day.yesterday}-a-${day.today}.csv`);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = file.body.slice(1).trimEnd().split('\n');
    expect(header).toBe(
      'Sucursal,Folio de venta,Fecha de venta,Total de la venta,Falta,Fecha del pago,' +
        'Monto del pago,CFDI,UUID,Estado del CFDI,Acción',
    );
    const shown = day.today.split('-').reverse().join('/');
    const serials = (await recon.reconcile(shop.desk, period(shop))).body.data.data.missing.map(
      (item) => item.shopping.serial,
    );
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      [
        String(serials[0]),
        shown,
        '1160.00',
        'Sin CFDI',
        '',
        '',
        '',
        '',
        '',
        'Facturar la venta o incluirla en la factura global del periodo',
      ],
      [
        String(serials[1]),
        shown,
        ppd.total,
        'Pago sin complemento',
        shown,
        '250.50',
        `F-${invoice.folio}`,
        invoice.uuid,
        'VIGENTE',
        'Emitir el complemento de pago',
      ],
    ]);
    expect(uncovered.total).toBe('1160.00');
  });
});
