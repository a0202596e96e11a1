import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import {
  pacRefused,
  pacUnavailable,
  type CancelRequest,
  type Stamper,
  type StatusRequest,
} from './stamping/stamper.js';
import { TestStamper } from './stamping/test-stamper.js';
import { runGlobalInvoices } from './global-invoice.job.js';

/*
 * docs/rules.md, Seal and stamp: a PAC that is down or refuses leaves no half invoice and says why;
 * a retry after a lost answer never stamps a second CFDI; folios stay gap-free.
 */

/** The test stamper behind a PAC that can be made to refuse, be down, or lose its answer. */
class PacOfTheTest implements Stamper {
  readonly name = 'pac-de-la-prueba';
  readonly production = false;
  readonly inner = new TestStamper();
  mode: 'ok' | 'refuse' | 'down' | 'lose' = 'ok';
  /** Every XML that reached the PAC, and the UUIDs it stamped whose answer was lost. */
  readonly received: string[] = [];
  readonly lost: string[] = [];

  async stamp(sealedXml: string) {
    this.received.push(sealedXml);
    if (this.mode === 'refuse') throw pacRefused('CFDI40145', 'El RFC del receptor no existe');
    if (this.mode === 'down') throw pacUnavailable('no respondió a tiempo');
    const stamped = await this.inner.stamp(sealedXml);
    if (this.mode === 'lose') {
      this.lost.push(stamped.uuid);
      throw pacUnavailable('se cortó la conexión');
    }
    return stamped;
  }

  cancel(request: CancelRequest) {
    return this.inner.cancel(request);
  }

  status(request: StatusRequest) {
    return this.inner.status(request);
  }
}

let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;
const pac = new PacOfTheTest();

beforeAll(async () => {
  t = await startTestApp({}, { stamper: pac });
  shop = await seedInvoicing(t);
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const folios = async () =>
  (
    await t.database.db
      .select({ folio: invoices.folio })
      .from(invoices)
      .where(and(eq(invoices.issuerId, shop.issuerId), inArray(invoices.status, ['VIGENTE'])))
      .orderBy(invoices.folio)
  ).map((row) => row.folio);

describe('a PAC that refuses', () => {
  it('says why in Spanish with its own code; no CFDI, the sale free, its folio the next one’s', async () => {
    const first = await shop.sale();
    pac.mode = 'ok';
    expect((await calls.create(shop.desk, first.saleId)).status).toBe(201);

    const refused = await shop.sale();
    pac.mode = 'refuse';
    const answer = await calls.create(shop.desk, refused.saleId);
    expect(answer.status).toBe(422);
    expect(answer.body.codeError).toBe('pac_refused');
    expect(answer.body.message).toBe(
      'El PAC rechazó el CFDI: CFDI40145 El RFC del receptor no existe',
    );
    expect(
      (await calls.table(shop.desk, { shoppingId: refused.saleId })).body.data.tableData.items,
    ).toEqual([]);
    expect((await shop.calls.getSale(shop.desk, refused.saleId)).body.data.data.invoice).toBeNull();

    // The next CFDI of the issuer takes the refused one's folio: no gap.
    pac.mode = 'ok';
    const next = await shop.sale();
    const stamped = (await calls.create(shop.desk, next.saleId)).body.data.data;
    const all = await folios();
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
    expect(stamped.folio).toBe(all.at(-1));
    // And the refused sale is invoiced once its data is right.
    expect((await calls.create(shop.desk, refused.saleId)).status).toBe(201);
  });
});

describe('a PAC that is down, or loses its answer', () => {
  it('down: 503, nothing listed; the retry sends the same sealed XML and stamps it', async () => {
    const sale = await shop.sale();
    pac.mode = 'down';
    const down = await calls.create(shop.desk, sale.saleId);
    expect(down.status).toBe(503);
    expect(down.body.codeError).toBe('pac_unavailable');
    expect(
      (await calls.table(shop.desk, { shoppingId: sale.saleId })).body.data.tableData.items,
    ).toEqual([]);
    const sent = pac.received.at(-1);

    pac.mode = 'ok';
    const retried = await calls.create(shop.desk, sale.saleId);
    expect(retried.status).toBe(201);
    expect(pac.received.at(-1)).toBe(sent);
    expect((await calls.rowsOfSale(sale.saleId)).map((row) => row.status)).toEqual(['VIGENTE']);
  });

  it('a lost answer then a retry: the same UUID, one CFDI', async () => {
    const sale = await shop.sale();
    pac.mode = 'lose';
    expect((await calls.create(shop.desk, sale.saleId)).status).toBe(503);
    const lostUuid = pac.lost.at(-1);
    expect(lostUuid).toBeTruthy();

    pac.mode = 'ok';
    const retried = await calls.create(shop.desk, sale.saleId);
    expect(retried.status).toBe(201);
    expect(retried.body.data.data.uuid).toBe(lostUuid);
    const rows = await calls.rowsOfSale(sale.saleId);
    expect(rows.map((row) => [row.status, row.uuid])).toEqual([['VIGENTE', lostUuid]]);
  });
});

describe('a CFDI nobody retried', () => {
  it('is stamped by the queue’s next run, as it was sealed', async () => {
    const sale = await shop.sale();
    pac.mode = 'down';
    expect((await calls.create(shop.desk, sale.saleId)).status).toBe(503);
    const [waiting] = await calls.rowsOfSale(sale.saleId);
    expect(waiting?.status).toBe('TIMBRANDO');
    // Two minutes later (the hold of a request that might still be at the PAC).
    await t.database.db
      .update(invoices)
      .set({ issuedAt: sql`now() - interval '3 minutes'` })
      .where(eq(invoices.id, waiting!.id));
    pac.mode = 'ok';
    const run = await runGlobalInvoices(t.app);
    expect(run.resumed).toBe(1);
    const [stamped] = await calls.rowsOfSale(sale.saleId);
    expect(stamped).toMatchObject({ id: waiting!.id, status: 'VIGENTE' });
    expect(pac.received.at(-1)).toBe(waiting!.sealedXml);
  });
});
