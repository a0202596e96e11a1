import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';

/* docs/rules.md, Lab orders: gap-free folios and one stamp per stage, whatever runs at once. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let laboratoryId: number;
let calls: ReturnType<typeof labOrderCalls>;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t, 'LAB CONCURRENCIA');
  laboratoryId = await seedLaboratory(t, 3);
  calls = labOrderCalls(t);
});
afterAll(() => t.close());

describe('at the same time', () => {
  it('ten orders of a branch get folios 1..10, none repeated or skipped', async () => {
    const sale = await clinic.sale();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => calls.send(clinic.desk, sale, laboratoryId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const rows = await t.database.db
      .select({ serial: labOrders.serial })
      .from(labOrders)
      .where(eq(labOrders.branchId, clinic.branchId))
      .orderBy(labOrders.serial);
    expect(rows.map((row) => row.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('two advances of one order: one wins, the other is refused, one stamp for the stage', async () => {
    const sale = await clinic.sale();
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    const answers = await Promise.all([
      calls.advance(clinic.desk, id, 'ENVIADO'),
      calls.advance(clinic.desk, id, 'ENVIADO'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { order, stages } = await calls.stored(id);
    expect(order.status).toBe('ENVIADO');
    expect(stages.map((stage) => stage.status)).toEqual(['PEDIDO', 'ENVIADO']);
  });

  it('an advance and a cancel of the sale at once: the order ends CANCELADO, stamped once', async () => {
    const sale = await clinic.sale();
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    await Promise.all([
      calls.advance(clinic.desk, id, 'ENVIADO'),
      clinic.calls.cancel(clinic.desk, sale.saleId),
    ]);
    const { order, stages } = await calls.stored(id);
    expect(order.status).toBe('CANCELADO');
    expect(stages.filter((stage) => stage.status === 'CANCELADO')).toHaveLength(1);
  });
});
