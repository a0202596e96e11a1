import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices } from '../../db/schema/invoices.schema.js';
import { invoiceCalls, seedInvoicing } from '../../testing/invoicing-world.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { runCancelStatus } from './invoice-cancel-status.job.js';

/*
 * docs/rules.md, Cancellation, with the built-in test stamper: a cancellation that needs the
 * receiver's acceptance is said before it is asked, stays EN_PROCESO, and is settled by the
 * queue's next status query; any other is CANCELADA at once.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof seedInvoicing>>;
let calls: ReturnType<typeof invoiceCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  shop = await seedInvoicing(t, 'ACEPTACIÓN');
  calls = invoiceCalls(t);
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** An invoiced sale of one line at this price, without VAT: its Total is the price. */
async function invoicedAt(price: string) {
  const sale = await shop.sale({ lines: [{ price }], vat: 0 });
  const answer = await calls.create(shop.desk, sale.saleId);
  expect(answer.status).toBe(201);
  return { sale, invoice: answer.body.data.data };
}

describe('whether the receiver must accept, said before asking', () => {
  it('above $1,000.00 to a patient, to the cent: yes; up to it: no, and cancelled at once', async () => {
    const above = await invoicedAt('1000.01');
    const at = await invoicedAt('1000.00');
    expect([above.invoice.total, above.invoice.cancelNeedsAcceptance]).toEqual([1000.01, true]);
    expect([at.invoice.total, at.invoice.cancelNeedsAcceptance]).toEqual([1000, false]);
    const listed = (await calls.table(shop.desk, { shoppingId: above.sale.saleId })).body.data
      .tableData.items;
    expect(listed.map((item) => item.cancelNeedsAcceptance)).toEqual([true]);

    const cancelled = await calls.cancel(shop.admin, at.invoice.id, '02');
    expect([cancelled.status, cancelled.body.message]).toEqual([200, 'CFDI cancelado.']);
    expect(cancelled.body.data.data.status).toBe('CANCELADA');
    expect((await shop.calls.cancel(shop.desk, at.sale.saleId)).status).toBe(200);
  });

  it('a global invoice, whatever its total: no, and cancelled at once', async () => {
    const day = (
      (await t.database.db.execute<{ day: string }>(
        sql`select (current_date - 3)::text as day`,
      )) as { rows: { day: string }[] }
    ).rows[0]!.day;
    await shop.sale({ date: day, lines: [{ price: '2500.00' }] });
    const answer = await calls.createGlobal(shop.desk, shop.branchId, day, day);
    expect(answer.status).toBe(201);
    const global = answer.body.data.data;
    expect([global.global, global.total > 1000, global.cancelNeedsAcceptance]).toEqual([
      true,
      true,
      false,
    ]);
    const cancelled = await calls.cancel(shop.admin, global.id, '02');
    expect(cancelled.body.data.data.status).toBe('CANCELADA');
  });
});

describe('a cancellation the receiver must accept', () => {
  let pending: Awaited<ReturnType<typeof invoicedAt>>;

  it('is EN_PROCESO: the answer says so, the sale waits, and it is not asked again', async () => {
    pending = await invoicedAt('1450.00');
    const answer = await calls.cancel(shop.admin, pending.invoice.id, '02');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Cancelación solicitada: el receptor tiene 3 días hábiles para aceptarla o rechazarla; si no responde, el SAT la da por aceptada.',
    );
    expect(answer.body.data.data.status).toBe('EN_PROCESO');
    const sale = (await shop.calls.getSale(shop.desk, pending.sale.saleId)).body.data.data;
    expect(sale.invoice).toMatchObject({ id: pending.invoice.id, status: 'EN_PROCESO' });

    const refused = await shop.calls.cancel(shop.desk, pending.sale.saleId);
    expect([refused.status, refused.body.codeError]).toEqual([409, 'invoice_active']);
    const folio = `F-${pending.invoice.folio}`;
    expect(refused.body.message).toBe(
      `La venta tiene el CFDI ${folio} (UUID ${pending.invoice.uuid}): su cancelación espera la respuesta del receptor (hasta 3 días hábiles); la venta podrá cancelarse cuando el SAT la confirme.`,
    );
    const again = await calls.cancel(shop.admin, pending.invoice.id, '03');
    expect([again.status, again.body.codeError]).toEqual([409, 'invoice_cancel_pending']);
    expect(again.body.message).toContain(`del CFDI ${folio} ya se pidió`);
    expect(await stored(pending.invoice.id)).toMatchObject({
      status: 'EN_PROCESO',
      cancelReason: '02',
      cancelledAt: null,
    });
  });

  it('is settled CANCELADA by the queue’s next status query: the sale can then be cancelled', async () => {
    expect(await runCancelStatus(t.app)).toEqual({
      cancelled: 1,
      refused: 0,
      pending: 0,
      failed: 0,
      unavailable: false,
    });
    const row = await stored(pending.invoice.id);
    expect(row.status).toBe('CANCELADA');
    expect(row.cancelledAt).not.toBeNull();
    expect((await shop.calls.getSale(shop.desk, pending.sale.saleId)).body.data.data.invoice).toBe(
      null,
    );
    expect((await shop.calls.cancel(shop.desk, pending.sale.saleId)).status).toBe(200);
    // Nothing left to follow.
    expect((await runCancelStatus(t.app)).cancelled).toBe(0);
  });

  it('is followed by the queue’s own job, scheduled every quarter of an hour', async () => {
    const { rows } = (await t.database.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = 'invoice-cancel-status'`,
    )) as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '*/15 * * * *', timezone: t.app.config.timeZone }]);
    const waiting = await invoicedAt('2000.00');
    await calls.cancel(shop.admin, waiting.invoice.id, '03');
    expect((await stored(waiting.invoice.id)).status).toBe('EN_PROCESO');
    // What the schedule's tick creates.
    await t.app.jobs.enqueue('invoice-cancel-status', {});
    await vi.waitFor(
      async () => expect((await stored(waiting.invoice.id)).status).toBe('CANCELADA'),
      { timeout: 15_000, interval: 200 },
    );
  });
});
