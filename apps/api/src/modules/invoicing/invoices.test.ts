import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, PERSON_FISCAL, seedInvoicing } from '../../testing/invoicing-world.js';
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
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, rows[0]!.id));
    expect(stored?.uuid).toBeTruthy();
  });
});
