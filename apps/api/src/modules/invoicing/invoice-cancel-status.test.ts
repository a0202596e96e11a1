import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { startSwPacFake } from '../../testing/sw-pac.fake.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { runCancelStatus } from './invoice-cancel-status.job.js';
import { SwStamper } from './stamping/sw-stamper.js';

/*
 * docs/rules.md, Cancellation: Iris follows the SAT's answer to a cancellation, through SW (the
 * local fake of SW and of the SAT's status service, its receiver's answer planned per test):
 * accepted at once, pending then accepted, pending then refused, and a PAC down meanwhile.
 */
let fake: Awaited<ReturnType<typeof startSwPacFake>>;
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  fake = await startSwPacFake();
  const stamper = new SwStamper({ name: 'sw', url: fake.url, token: fake.token, timeoutMs: 5_000 });
  t = await startTestApp({}, { stamper });
  shop = await seedInvoicing(t, 'SAT');
  calls = invoiceCalls(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const stored = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** A patient's invoice of $1,450.00: its cancellation is the receiver's to accept. */
async function invoiced() {
  const sale = await shop.sale();
  const answer = await calls.create(shop.desk, sale.saleId);
  expect(answer.status).toBe(201);
  const invoice = answer.body.data.data;
  expect(invoice.cancelNeedsAcceptance).toBe(true);
  return { sale, invoice, folio: `F-${invoice.folio}` };
}

const REQUESTED =
  'Cancelación solicitada: el receptor tiene 3 días hábiles para aceptarla o rechazarla; si no responde, el SAT la da por aceptada.';

describe('the SAT’s answer to a cancellation, followed', () => {
  it('accepted at once: CANCELADA, and the sale can be cancelled', async () => {
    const { sale, invoice } = await invoiced();
    fake.receiver('accepts');
    const answer = await calls.cancel(shop.admin, invoice.id, '02');
    expect([answer.status, answer.body.message]).toEqual([200, 'CFDI cancelado.']);
    expect(answer.body.data.data.status).toBe('CANCELADA');
    expect((await stored(invoice.id)).cancelledAt).not.toBeNull();
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
  });

  it('pending then accepted: EN_PROCESO until the queue asks again, then CANCELADA and the sale free', async () => {
    const { sale, invoice, folio } = await invoiced();
    fake.receiver('acceptsLater');
    const answer = await calls.cancel(shop.admin, invoice.id, '02');
    expect([answer.status, answer.body.message]).toEqual([200, REQUESTED]);
    expect(answer.body.data.data.status).toBe('EN_PROCESO');
    const waiting = await shop.calls.cancel(shop.desk, sale.saleId);
    expect([waiting.status, waiting.body.codeError]).toEqual([409, 'invoice_active']);
    expect(waiting.body.message).toContain('su cancelación espera la respuesta del receptor');
    const again = await calls.cancel(shop.admin, invoice.id, '02');
    expect([again.status, again.body.codeError]).toEqual([409, 'invoice_cancel_pending']);
    expect(again.body.message).toContain(folio);

    expect(await runCancelStatus(t.app)).toMatchObject({ cancelled: 1, unavailable: false });
    expect((await calls.get(shop.desk, invoice.id)).body.data.data.status).toBe('CANCELADA');
    expect((await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice).toBeNull();
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
  });

  it('pending then refused: RECHAZADA, still covering its sale; asked again, then accepted', async () => {
    const { sale, invoice, folio } = await invoiced();
    fake.receiver('refusesLater');
    expect((await calls.cancel(shop.admin, invoice.id, '03')).body.data.data.status).toBe(
      'EN_PROCESO',
    );
    expect(await runCancelStatus(t.app)).toMatchObject({ refused: 1, cancelled: 0 });
    expect(await stored(invoice.id)).toMatchObject({ status: 'RECHAZADA', cancelledAt: null });
    const covered = (await shop.calls.getSale(shop.desk, sale.saleId)).body.data.data.invoice;
    expect(covered).toMatchObject({ id: invoice.id, status: 'RECHAZADA' });
    const refused = await shop.calls.cancel(shop.desk, sale.saleId);
    expect([refused.status, refused.body.codeError]).toEqual([409, 'invoice_active']);
    expect(refused.body.message).toBe(
      `La venta tiene el CFDI ${folio} (UUID ${invoice.uuid}): sigue vigente; cancélalo antes de cancelar la venta.`,
    );
    // Nothing left for the queue: a refusal is settled.
    expect(await runCancelStatus(t.app)).toMatchObject({ refused: 0, pending: 0 });

    fake.receiver('accepts');
    const again = await calls.cancel(shop.admin, invoice.id, '03');
    expect(again.body.data.data.status).toBe('CANCELADA');
    expect((await shop.calls.cancel(shop.desk, sale.saleId)).status).toBe(200);
  });

  it('a PAC down during the follow-up leaves it EN_PROCESO as it was; the next run settles it', async () => {
    const { invoice } = await invoiced();
    fake.receiver('acceptsLater');
    await calls.cancel(shop.admin, invoice.id, '02');
    const before = await stored(invoice.id);
    expect(before.statusCheckedAt).not.toBeNull();
    fake.next({ kind: 'raw', status: 503, body: '<h1>Service Unavailable</h1>' });
    expect(await runCancelStatus(t.app)).toEqual({
      cancelled: 0,
      refused: 0,
      pending: 0,
      failed: 0,
      unavailable: true,
    });
    expect(await stored(invoice.id)).toEqual(before);
    expect(await runCancelStatus(t.app)).toMatchObject({ cancelled: 1, unavailable: false });
    expect((await stored(invoice.id)).status).toBe('CANCELADA');
  });

  it('asks the CFDI asked longest ago first; one still pending is asked again later', async () => {
    const first = await invoiced();
    const second = await invoiced();
    fake.receiver('neverAnswers');
    await calls.cancel(shop.admin, first.invoice.id, '02');
    fake.receiver('acceptsLater');
    await calls.cancel(shop.admin, second.invoice.id, '02');
    // The second was asked two hours ago, the first one.
    for (const [row, hours] of [
      [second, 2],
      [first, 1],
    ] as const) {
      await t.database.db
        .update(invoices)
        .set({ statusCheckedAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(invoices.id, row.invoice.id));
    }
    const asked = fake.received.length;
    expect(await runCancelStatus(t.app)).toMatchObject({ cancelled: 1, pending: 1 });
    const order = fake.received.slice(asked).map((request) => request.expression?.split('id=')[1]);
    expect(order).toEqual([second.invoice.uuid, first.invoice.uuid]);
    const stillWaiting = await stored(first.invoice.id);
    expect(stillWaiting.status).toBe('EN_PROCESO');
    expect(Date.now() - stillWaiting.statusCheckedAt!.getTime()).toBeLessThan(60_000);
  });
});
