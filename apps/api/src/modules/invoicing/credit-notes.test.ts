import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRelations, invoices } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, PERSON_FISCAL, seedInvoicing } from '../../testing/invoicing-world.js';
import { satVerdict } from '../../testing/sat-check.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { makeCreditNote } from './later-cfdi.job.js';

/* docs/rules.md, Credit note: a sale cancelled after its CFDI's fiscal year. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  shop = await seedInvoicing(t, 'NOTAS');
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const creditNotesOf = (saleId: number) =>
  t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), eq(invoices.kind, 'E')))
    .orderBy(invoices.id);

/** A CFDI moved to the last fiscal year, as if it had been issued then. */
const lastYear = (id: number) =>
  t.database.db
    .update(invoices)
    .set({ issuedAt: sql`now() - interval '1 year'` })
    .where(eq(invoices.id, id));

async function stampedCreditNote(saleId: number) {
  await expect
    .poll(async () => (await creditNotesOf(saleId))[0]?.status, { timeout: 15_000 })
    .toBe('VIGENTE');
  const rows = await creditNotesOf(saleId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a sale whose CFDI is of the last fiscal year', () => {
  it('is cancelled, and the queue issues its credit note related 03; the invoice stays', async () => {
    // A person with business activity (612), whose regime may use G02 (returns).
    const sale = await shop.sale({ fiscal: { ...PERSON_FISCAL, regime: '612' } });
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    await lastYear(invoice.id);
    // The sale says its CFDI can no longer be cancelled, so that the screen says why.
    const before = (await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice;
    expect(before).toMatchObject({ id: invoice.id, cancellable: false });
    const cancelled = await shop.calls.cancel(shop.desk, sale.saleId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.data.status).toBe('CANCELADO');
    const note = await stampedCreditNote(sale.saleId);
    expect(note).toMatchObject({
      kind: 'E',
      total: sale.total,
      rfc: invoice.rfc,
      paymentMethod: 'PUE',
      paymentForm: '04',
      cfdiUse: 'G02',
    });
    expect(note.sealedXml).toContain('TipoDeComprobante="E"');
    expect(note.sealedXml).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="03">\n<cfdi:CfdiRelacionado UUID="${invoice.uuid}"/>`,
    );
    const verdict = satVerdict(note.sealedXml);
    expect(verdict.schemaErrors).toBe('');
    expect(verdict.sealVerifies).toBe(true);
    const [relation] = await t.database.db
      .select()
      .from(invoiceRelations)
      .where(eq(invoiceRelations.invoiceId, note.id));
    expect(relation).toMatchObject({ relatedId: invoice.id, relation: '03' });
    expect((await calls.get(shop.desk, invoice.id)).body.data.data.status).toBe('VIGENTE');
  });

  it('to a patient whose regime has no use for returns (605), uses S01', async () => {
    const sale = await shop.sale();
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    await lastYear(invoice.id);
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
    expect(await stampedCreditNote(sale.saleId)).toMatchObject({
      cfdiUse: 'S01',
      rfc: invoice.rfc,
    });
  });

  it('is made once, whatever runs at once', async () => {
    const sale = await shop.sale();
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    await lastYear(invoice.id);
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
    await Promise.all(
      Array.from({ length: 6 }, () => makeCreditNote(t.app, { saleId: sale.saleId })),
    );
    await stampedCreditNote(sale.saleId);
  });

  it('of a global invoice goes to PÚBLICO EN GENERAL', async () => {
    const day = '2026-02-10';
    const sale = await shop.sale({ date: day });
    const global = (await calls.createGlobal(shop.desk, shop.branchId, day, day)).body.data.data;
    await lastYear(global.id);
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
    const note = await stampedCreditNote(sale.saleId);
    expect(note).toMatchObject({ rfc: 'XAXX010101000', cfdiUse: 'S01', total: sale.total });
    expect(satVerdict(note.sealedXml).schemaErrors).toBe('');
  });
});

describe('a sale whose CFDI is of this fiscal year', () => {
  it('is still refused until its CFDI is cancelled, and gets no credit note', async () => {
    const sale = await shop.sale();
    await calls.create(shop.desk, sale.saleId);
    const refused = await shop.calls.cancel(shop.desk, sale.saleId);
    expect(refused.status).toBe(409);
    expect(refused.body.codeError).toBe('invoice_active');
    expect(await creditNotesOf(sale.saleId)).toEqual([]);
  });
});
