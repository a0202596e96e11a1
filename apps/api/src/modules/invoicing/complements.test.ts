import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { pdfText } from '../../testing/pdf-text.js';
import { satVerdict } from '../../testing/sat-check.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { sealComplements } from './complement.js';
import { cancelComplement, makeComplements } from './later-cfdi.job.js';
import { queueContext } from './queue-session.js';

/* docs/rules.md, Payment complement: each payment of a PPD invoice after its stamp, once. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  shop = await seedInvoicing(t, 'COMPLEMENTOS');
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const complementsOf = (saleId: number) =>
  t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), eq(invoices.kind, 'P')))
    .orderBy(invoices.id);

/** The queue's complements of the sale, once `count` of them are stamped. */
async function stampedComplements(saleId: number, count: number) {
  await expect
    .poll(async () => (await complementsOf(saleId)).filter((row) => row.uuid).length, {
      timeout: 15_000,
    })
    .toBe(count);
  return complementsOf(saleId);
}

/** The DoctoRelacionado's attributes of a complement's XML. */
function docto(xml: string) {
  const element = /<pago20:DoctoRelacionado [^>]*>/.exec(xml)?.[0] ?? '';
  const read = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(element)?.[1];
  return {
    IdDocumento: read('IdDocumento'),
    NumParcialidad: read('NumParcialidad'),
    ImpSaldoAnt: read('ImpSaldoAnt'),
    ImpPagado: read('ImpPagado'),
    ImpSaldoInsoluto: read('ImpSaldoInsoluto'),
  };
}

/** A sale of `total` with a $100.00 deposit, invoiced PPD: its id and its invoice. */
async function ppdSale(vat: 0 | 8 | 16 = 16) {
  const sale = await shop.sale({ paid: 'part', vat });
  const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
  expect(invoice).toMatchObject({ paymentMethod: 'PPD', paymentForm: '99', status: 'VIGENTE' });
  return { ...sale, invoice };
}

describe('a sale with a deposit, invoiced PPD, paid in two more parts', () => {
  it('gets two complements, numbered 1 and 2, whose balances end at 0.00', async () => {
    // 1,250.00 + 16 % = 1,450.00; 100.00 was the deposit before the invoice.
    const sale = await ppdSale();
    expect(sale.total).toBe('1450.00');
    expect((await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '600.00')).status).toBe(
      201,
    );
    expect((await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '750.00')).status).toBe(
      201,
    );
    const [first, second] = await stampedComplements(sale.saleId, 2);
    expect(docto(first!.xml!)).toEqual({
      IdDocumento: sale.invoice.uuid,
      NumParcialidad: '1',
      ImpSaldoAnt: '1350.00',
      ImpPagado: '600.00',
      ImpSaldoInsoluto: '750.00',
    });
    expect(docto(second!.xml!)).toMatchObject({
      NumParcialidad: '2',
      ImpSaldoAnt: '750.00',
      ImpPagado: '750.00',
      ImpSaldoInsoluto: '0.00',
    });
    for (const complement of [first!, second!]) {
      expect(complement).toMatchObject({ status: 'VIGENTE', total: '0.00', cfdiUse: 'CP01' });
      const verdict = satVerdict(complement.sealedXml);
      expect(verdict.schemaErrors).toBe('');
      expect(verdict.sealVerifies).toBe(true);
      expect(complement.sealedXml).toContain('FormaDePagoP="04"');
    }
    // Listed with the sale's CFDIs as kind P, with the payment it reports.
    const listed = await calls.table(shop.desk, { kind: 'P', shoppingId: sale.saleId });
    expect(
      listed.body.data.tableData.items.map((item) => [
        item.folio,
        item.paymentMethod,
        item.payment?.total,
      ]),
    ).toEqual([
      [second!.folio, null, 750],
      [first!.folio, null, 600],
    ]);
    // Its PDF prints the payment and the balances; it is e-mailed to the patient.
    const text = pdfText((await calls.file(shop.desk, second!.id, 'getPdf')).rawPayload);
    for (const shown of ['Complemento de pago', sale.invoice.uuid, '$750.00', 'Parcialidad']) {
      expect(text).toContain(shown);
    }
    await expect
      .poll(
        () =>
          t.smtp.received.filter((mail) => mail.subject.startsWith('Tu complemento de pago'))
            .length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
  });

  it.each([8, 0] as const)(
    'at %i per cent the taxes of the payment are at that rate',
    async (vat) => {
      const sale = await ppdSale(vat);
      // What is left after the deposit, as the database keeps it.
      const [left] = await t.database.db
        .select({ remaining: sales.remaining })
        .from(sales)
        .where(eq(sales.id, sale.saleId));
      await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, left!.remaining);
      const [complement] = await stampedComplements(sale.saleId, 1);
      const rate = vat === 8 ? '0.080000' : '0.000000';
      expect(complement!.sealedXml).toContain(`TasaOCuotaDR="${rate}"`);
      expect(docto(complement!.xml!).ImpSaldoInsoluto).toBe('0.00');
      const verdict = satVerdict(complement!.sealedXml);
      expect(verdict.schemaErrors).toBe('');
      expect(verdict.sealVerifies).toBe(true);
    },
  );
});

describe('once per payment', () => {
  it('whatever runs at once: the queue and eight more runs make one complement', async () => {
    const sale = await ppdSale();
    const paid = await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '500.00');
    const job = { saleId: sale.saleId, paymentId: paid.body.data.data.id };
    await Promise.all(Array.from({ length: 8 }, () => makeComplements(t.app, job)));
    const rows = await stampedComplements(sale.saleId, 1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paymentId).toBe(job.paymentId);
  });

  it('a run that died after sealing: the next stamps that one, never a second', async () => {
    const sale = await ppdSale();
    const paid = await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '500.00');
    // What the job had done when its process died: the complement sealed, not stamped.
    const context = queueContext(t.app);
    await t.database.db.transaction((tx) =>
      sealComplements(t.app, { ...context, db: tx }, sale.saleId),
    );
    await makeComplements(t.app, { saleId: sale.saleId, paymentId: paid.body.data.data.id });
    const rows = await stampedComplements(sale.saleId, 1);
    expect(rows.map((row) => row.status)).toEqual(['VIGENTE']);
  });
});

describe('payments that get no complement', () => {
  it('a sale invoiced PUE (paid before its invoice), or not invoiced at all', async () => {
    const pue = await shop.sale({ paid: 'part' });
    await shop.calls.pay(shop.desk, pue.saleId, shop.methodId, '1350.00');
    expect((await calls.create(shop.desk, pue.saleId)).body.data.data.paymentMethod).toBe('PUE');
    const plain = await shop.sale({ paid: 'part' });
    await shop.calls.pay(shop.desk, plain.saleId, shop.methodId, '1350.00');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await complementsOf(pue.saleId)).toEqual([]);
    expect(await complementsOf(plain.saleId)).toEqual([]);
  });
});

describe('a deleted payment', () => {
  it('has its complement cancelled (02) by the queue', async () => {
    const sale = await ppdSale();
    const paid = await shop.calls.pay(shop.desk, sale.saleId, shop.methodId, '500.00');
    const [complement] = await stampedComplements(sale.saleId, 1);
    expect((await shop.calls.deletePayment(shop.desk, paid.body.data.data.id)).status).toBe(200);
    await expect
      .poll(async () => (await complementsOf(sale.saleId))[0]?.status, { timeout: 15_000 })
      .toBe('CANCELADA');
    const [row] = await complementsOf(sale.saleId);
    expect(row).toMatchObject({ id: complement!.id, cancelReason: '02' });
    // Run again, it finds nothing left to cancel.
    const again = await cancelComplement(t.app, {
      saleId: sale.saleId,
      paymentId: paid.body.data.data.id,
    });
    expect(again).toEqual({ cancelled: null });
  });
});
