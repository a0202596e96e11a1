import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, PERSON_FISCAL, seedInvoicing } from '../../testing/invoicing-world.js';
import { pdfText } from '../../testing/pdf-text.js';
import { satVerdict } from '../../testing/sat-check.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md invoices; docs/rules.md, Invoicing (CFDI 4.0): a customer's invoice of a sale. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  shop = await seedInvoicing(t);
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const attribute = (xml: string, name: string) =>
  new RegExp(`<cfdi:Comprobante[^>]* ${name}="([^"]*)"`).exec(xml)?.[1];

describe('the invoice of a paid sale', () => {
  it('is stamped VIGENTE, PUE with the card that paid it, its Total the sale’s to the cent', async () => {
    const sale = await shop.sale({
      lines: [{ price: '1250.00' }, { price: '333.33', qty: 3 }],
      discount: '7.5',
      vat: 16,
    });
    const answer = await calls.create(shop.desk, sale.saleId);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Factura timbrada.');
    const invoice = answer.body.data.data;
    expect(invoice).toMatchObject({
      kind: 'I',
      series: 'F',
      status: 'VIGENTE',
      rfc: PERSON_FISCAL.rfc,
      name: PERSON_FISCAL.name,
      global: false,
      paymentMethod: 'PUE',
      paymentForm: '04',
      cfdiUse: 'D01',
      production: false,
      shopping: { id: sale.saleId },
      customer: { id: sale.customerId },
      total: Number(sale.total),
      // Above $1,000.00 to a patient: a cancellation waits for their acceptance.
      cancelNeedsAcceptance: true,
    });
    expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);
    const xml = (await calls.file(shop.desk, invoice.id, 'getXml')).body;
    expect(attribute(xml, 'Total')).toBe(sale.total);
    expect(attribute(xml, 'MetodoPago')).toBe('PUE');
    expect(xml).toContain(`UUID="${invoice.uuid}"`);
  });
});

describe('one sale, one valid CFDI', () => {
  it('twenty Facturar at once make one CFDI; the others are told', async () => {
    const sale = await shop.sale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => calls.create(shop.desk, sale.saleId)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await calls.rowsOfSale(sale.saleId);
    expect(rows.map((row) => row.status)).toEqual(['VIGENTE']);
    const covers = await t.database.db
      .select()
      .from(invoiceSales)
      .where(eq(invoiceSales.saleId, sale.saleId));
    expect(covers).toHaveLength(1);
    const [stored] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, rows[0]!.id));
    expect(stored?.uuid).toBeTruthy();
  });
});

describe('what the SAT checks', () => {
  it.each([
    { vat: 16 as const, discount: '12.5', lines: [{ price: '999.99', qty: 2 }, { price: '0.01' }] },
    { vat: 8 as const, discount: '3.33', lines: [{ price: '450.00' }, { price: '89.90', qty: 3 }] },
    { vat: 0 as const, discount: '0', lines: [{ price: '1500.00' }] },
  ])(
    'at $vat % with $discount % off: the schema accepts it, the XSLT gives what was sealed',
    async (spec) => {
      const sale = await shop.sale(spec);
      const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      const verdict = satVerdict(row!.sealedXml);
      expect(verdict.schemaErrors).toBe('');
      expect(verdict.sealVerifies).toBe(true);
      expect(attribute(row!.sealedXml, 'Total')).toBe(sale.total);
      // The stamp is the Complemento added before the end; every other byte as sealed.
      const stamped = row!.xml!;
      const complement = /<cfdi:Complemento>.*<\/cfdi:Complemento>/s.exec(stamped)?.[0] ?? '';
      expect(complement).toContain('tfd:TimbreFiscalDigital');
      expect(stamped.replace(complement, '')).toBe(row!.sealedXml);
      // Served byte for byte.
      const served = await calls.file(shop.desk, invoice.id, 'getXml');
      expect(served.headers['content-type']).toContain('application/xml');
      expect(served.rawPayload.equals(Buffer.from(stamped, 'utf8'))).toBe(true);
    },
  );

  it('a sale paid only in part is PPD with form 99', async () => {
    const sale = await shop.sale({ paid: 'part' });
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    expect(invoice).toMatchObject({ paymentMethod: 'PPD', paymentForm: '99' });
  });
});

describe('refused, and nothing written', () => {
  it('a sale cancelled', async () => {
    const fresh = await shop.sale();
    await shop.calls.cancel(shop.desk, fresh.saleId);
    const answer = await calls.create(shop.desk, fresh.saleId);
    expect(answer.status).toBe(409);
    expect(answer.body.codeError).toBe('sale_not_invoiceable');
    expect(await calls.rowsOfSale(fresh.saleId)).toEqual([]);
  });

  it('a patient without fiscal data: each missing field named', async () => {
    const sale = await shop.sale({ fiscal: null });
    const answer = await calls.create(shop.desk, sale.saleId);
    expect(answer.status).toBe(422);
    expect(answer.body.codeError).toBe('fiscal_data_required');
    const fields = (answer.body.data as unknown as { errors: { field: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining(['fiscal.rfc', 'fiscal.name', 'fiscal.regime', 'fiscal.zipCode']),
    );
    expect(await calls.rowsOfSale(sale.saleId)).toEqual([]);
  });

  it('a CFDI use the regime may not ask for', async () => {
    const sale = await shop.sale();
    const answer = await calls.create(shop.desk, sale.saleId, { cfdiUse: 'G03' });
    expect(answer.status).toBe(400);
    expect(await calls.rowsOfSale(sale.saleId)).toEqual([]);
  });

  it('another branch’s sale is 403', async () => {
    const other = await seedInvoicing(t, 'OTRA');
    const sale = await other.sale();
    const answer = await calls.create(shop.desk, sale.saleId);
    expect(answer.status).toBe(403);
    expect(await calls.rowsOfSale(sale.saleId)).toEqual([]);
  });
});

/* Up to $1,000.00 the SAT cancels at once (invoice-cancel-acceptance.test.ts: above it). */
const small = { lines: [{ price: '800.00' }] };

describe('a sale with a valid CFDI', () => {
  it('is not cancelled until its CFDI is; super_admin cancels the CFDI (02), then the sale', async () => {
    const sale = await shop.sale(small);
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    expect((await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice).toEqual({
      id: invoice.id,
      uuid: invoice.uuid,
      status: 'VIGENTE',
      global: false,
      cancellable: true,
    });
    const refused = await shop.calls.cancel(shop.desk, sale.saleId);
    expect(refused.status).toBe(409);
    expect(refused.body.codeError).toBe('invoice_active');
    expect(refused.body.message).toContain(invoice.uuid);
    expect((await shop.calls.stored(sale.saleId))?.status).toBe('EJECUTADO');

    expect((await calls.cancel(shop.desk, invoice.id, '02')).status).toBe(403);
    const cancelled = await calls.cancel(shop.admin, invoice.id, '02');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.data.status).toBe('CANCELADA');
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
    // Never deleted: still listed, CANCELADA; the sale covered by nothing.
    const listed = await calls.table(shop.desk, { shoppingId: sale.saleId });
    expect(listed.body.data.tableData.items.map((item) => item.status)).toEqual(['CANCELADA']);
    expect((await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice).toBeNull();
  });

  it('03: the operation did not happen — the CFDI cancelled, then the sale', async () => {
    const sale = await shop.sale(small);
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const cancelled = await calls.cancel(shop.admin, invoice.id, '03');
    expect(cancelled.body.data.data.status).toBe('CANCELADA');
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ cancelReason: '03', status: 'CANCELADA' });
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
  });

  it('a reason that does not fit is refused: 04 of a customer’s invoice, a replacement with 02', async () => {
    const sale = await shop.sale();
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const four = await calls.cancel(shop.admin, invoice.id, '04');
    expect(four.status).toBe(422);
    expect(four.body.codeError).toBe('cancel_reason_invalid');
    const two = await calls.cancel(shop.admin, invoice.id, '02', {
      replacement: { id: invoice.id },
    });
    expect(two.status).toBe(422);
    expect((await calls.get(shop.desk, invoice.id)).body.data.data.status).toBe('VIGENTE');
  });

  it('01: the replacement is issued first, related 04, and the first one cancelled', async () => {
    const sale = await shop.sale(small);
    const first = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const answer = await calls.cancel(shop.admin, first.id, '01');
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.status).toBe('CANCELADA');
    const listed = (await calls.table(shop.desk, { shoppingId: sale.saleId })).body.data.tableData
      .items;
    const replacement = listed.find((item) => item.id !== first.id);
    expect(replacement).toMatchObject({
      status: 'VIGENTE',
      related: [{ id: first.id, uuid: first.uuid, relation: '04' }],
    });
    expect(replacement!.folio).toBeGreaterThan(first.folio);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, replacement!.id));
    expect(row!.sealedXml.slice(0, 3000)).toMatch(
      new RegExp(
        `<cfdi:CfdiRelacionados TipoRelacion="04">\\s*<cfdi:CfdiRelacionado UUID="${first.uuid}"\\s*/>`,
      ),
    );
    expect(satVerdict(row!.sealedXml).schemaErrors).toBe('');
    expect((await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice?.id).toBe(
      replacement!.id,
    );
  });
});

describe('its files', () => {
  it('the PDF is the printed CFDI: UUID, total, SIN VALIDEZ FISCAL from the test stamper', async () => {
    const sale = await shop.sale();
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const pdf = await calls.file(shop.desk, invoice.id, 'getPdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(invoice.uuid);
    expect(text).toContain('SIN VALIDEZ FISCAL');
    expect(text).toContain(PERSON_FISCAL.rfc);
  });

  it('is e-mailed once to the patient’s invoice address, with its XML and PDF', async () => {
    const email = 'una.sola.vez@iris.test';
    const sale = await shop.sale({ fiscal: { ...PERSON_FISCAL, email } });
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toContain(`F-${invoice.folio}`);
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `F-${invoice.folio}-${invoice.uuid}.xml`,
      `F-${invoice.folio}-${invoice.uuid}.pdf`,
    ]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(row!.xml);
    // Once: the job's key is the CFDI's, whatever retried its stamping.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.smtp.received.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('another branch cannot read it', async () => {
    const sale = await shop.sale();
    const invoice = (await calls.create(shop.desk, sale.saleId)).body.data.data;
    const other = await seedInvoicing(t, 'AJENA');
    expect((await calls.get(other.desk, invoice.id)).status).toBe(403);
    expect((await calls.file(other.desk, invoice.id, 'getXml')).statusCode).toBe(403);
  });
});
