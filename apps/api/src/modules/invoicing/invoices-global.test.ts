import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, invoiceSales, invoiceTaxes } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { satVerdict } from '../../testing/sat-check.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { runGlobalInvoices } from './global-invoice.job.js';

/* docs/rules.md, Global invoice; the reason 04 of Cancellation. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await seedInvoicing(t, 'GLOBAL');
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const DAY = '2026-03-02';

const coveredBy = async (invoiceId: number) =>
  (
    await t.database.db
      .select({ saleId: invoiceSales.saleId })
      .from(invoiceSales)
      .where(eq(invoiceSales.invoiceId, invoiceId))
      .orderBy(invoiceSales.saleId)
  ).map((row) => row.saleId);

/** One text the database answers (a day of the clinic, a sum): exact, never through a float. */
async function text(query: SQL): Promise<string> {
  const { rows } = (await t.database.db.execute<{ value: string }>(query)) as {
    rows: { value: string }[];
  };
  return rows[0]?.value ?? '';
}

const stored = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('the global invoice of a closed day', () => {
  let plain: { saleId: number; total: string }[] = [];
  let globalId = 0;

  it('covers the EJECUTADO sales nobody invoiced, one concept each, to PÚBLICO EN GENERAL', async () => {
    plain = [
      await shop.sale({ date: DAY, lines: [{ price: '800.00' }], discount: '10' }),
      await shop.sale({ date: DAY, lines: [{ price: '99.99', qty: 2 }], vat: 8 }),
      await shop.sale({ date: DAY, lines: [{ price: '350.00' }], vat: 0, paid: 'none' }),
    ];
    const invoiced = await shop.sale({ date: DAY });
    expect((await calls.create(shop.desk, invoiced.saleId)).status).toBe(201);
    const cancelled = await shop.sale({ date: DAY });
    await shop.calls.cancel(shop.desk, cancelled.saleId);

    const answer = await calls.createGlobal(shop.desk, shop.branchId, DAY, DAY);
    expect(answer.status).toBe(201);
    const global = answer.body.data.data;
    globalId = global.id;
    expect(global).toMatchObject({
      global: true,
      rfc: 'XAXX010101000',
      name: 'PUBLICO EN GENERAL',
      cfdiUse: 'S01',
      paymentMethod: 'PUE',
      status: 'VIGENTE',
      period: { from: DAY, to: DAY, sales: 3 },
    });
    expect(await coveredBy(global.id)).toEqual(plain.map((sale) => sale.saleId));
    const row = await stored(global.id);
    const verdict = satVerdict(row.sealedXml);
    expect(verdict.schemaErrors).toBe('');
    expect(verdict.sealVerifies).toBe(true);
    expect(row.sealedXml).toContain(
      '<cfdi:InformacionGlobal Periodicidad="01" Meses="03" Año="2026"/>',
    );
    expect(row.sealedXml).toContain('DomicilioFiscalReceptor="');
    // The Total is the sales' totals, summed by the database.
    const sum = await text(
      sql`select sum(total)::text as value from shoppings where id in (${sql.join(
        plain.map((sale) => sql`${sale.saleId}`),
        sql`, `,
      )})`,
    );
    expect(row.total).toBe(sum);
    // Its IVA per rate is kept as its Traslados say, for the month's reconciliation.
    const taxes = await t.database.db
      .select({ rate: invoiceTaxes.rate, base: invoiceTaxes.base, amount: invoiceTaxes.amount })
      .from(invoiceTaxes)
      .where(eq(invoiceTaxes.invoiceId, global.id))
      .orderBy(invoiceTaxes.rate);
    expect(taxes.map((tax) => tax.rate)).toEqual(['0.000000', '0.080000', '0.160000']);
    for (const tax of taxes) {
      expect(row.sealedXml).toContain(
        `Base="${tax.base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="${tax.rate}" Importe="${tax.amount}"/>`,
      );
    }
    const sale = (await shop.calls.getSale(shop.desk, plain[0]!.saleId)).body.data.data;
    expect(sale.invoice).toMatchObject({ id: global.id, global: true, status: 'VIGENTE' });
  });

  it('is made once: the same period again finds nothing left', async () => {
    const again = await calls.createGlobal(shop.desk, shop.branchId, DAY, DAY);
    expect(again.status).toBe(422);
    expect(again.body.codeError).toBe('global_period_empty');
  });

  it('only for a whole period of the issuer that has closed', async () => {
    const week = await calls.createGlobal(shop.desk, shop.branchId, '2026-03-02', '2026-03-08');
    expect(week.body.codeError).toBe('global_period_invalid');
    const today = await text(sql`select current_date::text as value`);
    const open = await calls.createGlobal(shop.desk, shop.branchId, today, today);
    expect(open.body.codeError).toBe('global_period_invalid');
  });

  it('reason 04: its sale wanted by its patient — global cancelled, issued again without it, then theirs', async () => {
    const wanted = plain[0]!;
    const refused = await calls.create(shop.desk, wanted.saleId);
    expect(refused.status).toBe(409);
    expect(refused.body.codeError).toBe('sale_already_invoiced');

    const answer = await calls.create(shop.admin, wanted.saleId);
    expect(answer.status).toBe(201);
    expect(answer.body.data.data).toMatchObject({ global: false, status: 'VIGENTE' });
    expect(await stored(globalId)).toMatchObject({ status: 'CANCELADA', cancelReason: '04' });
    const globals = (await calls.table(shop.desk, { global: true })).body.data.tableData.items;
    const reissued = globals.find((item) => item.status === 'VIGENTE');
    expect(reissued?.period).toEqual({ from: DAY, to: DAY, sales: 2 });
    expect(await coveredBy(reissued!.id)).toEqual(plain.slice(1).map((sale) => sale.saleId));
  });
});

describe('the queue’s global invoices', () => {
  it('the day that closed yesterday, once however often the job runs', async () => {
    const yesterday = await text(sql`select (current_date - 1)::text as value`);
    const sale = await shop.sale({ date: yesterday });
    const first = await runGlobalInvoices(t.app);
    expect(first.branches[shop.branchId]).toMatch(/^invoice \d+/);
    const second = await runGlobalInvoices(t.app);
    expect(second.branches[shop.branchId]).toMatch(/^global_period_empty/);
    const listed = (await calls.table(shop.desk, { global: true, shoppingId: sale.saleId })).body
      .data.tableData.items;
    expect(listed).toHaveLength(1);
  });
});
