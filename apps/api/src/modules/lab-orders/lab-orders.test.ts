import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labOrders, labOrderStages } from '../../db/schema/lab-orders.schema.js';
import { seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';

/* docs/rules.md, Lab orders: create rules, one step at a time, PAGADO before ENTREGADO, cancel. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let other: Awaited<ReturnType<typeof seedClinic>>;
let laboratoryId: number;
let admin: string;
let calls: ReturnType<typeof labOrderCalls>;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t, 'LAB CENTRO');
  other = await seedClinic(t, 'LAB NORTE');
  laboratoryId = await seedLaboratory(t, 7);
  await seedUser(t.database, { email: 'admin@lab.test' });
  admin = await t.login('admin@lab.test');
  calls = labOrderCalls(t);
});
afterAll(() => t.close());

const orders = async () => (await t.database.db.select({ n: count() }).from(labOrders))[0]!.n;
/** Today in the clinic (the database session's time zone) plus the laboratory's 7 days. */
const promisedByDefault = async () =>
  (
    await t.database.db
      .select({ date: sql<string>`(current_date + 7)::text` })
      .from(labOrders)
      .limit(1)
  )[0]?.date;

describe('sending a sale to the laboratory', () => {
  it('creates PEDIDO with the next folio, the promised date of the lead days and its stage', async () => {
    const sale = await clinic.sale();
    const first = await calls.send(clinic.desk, sale, laboratoryId);
    expect(first.status).toBe(201);
    const second = await calls.send(clinic.desk, sale, laboratoryId, {
      promisedDate: '2031-06-01',
      notes: 'ARMAZÓN DEL PACIENTE',
    });
    const a = (await calls.get(clinic.desk, first.body.data.data.id)).body.data.data;
    const b = (await calls.get(clinic.desk, second.body.data.data.id)).body.data.data;
    expect(b.serial).toBe(a.serial + 1);
    expect(a).toMatchObject({
      status: 'PEDIDO',
      shopping: { id: sale.saleId },
      customer: { id: sale.customerId },
      laboratory: { id: laboratoryId },
      prescription: { id: sale.prescriptionId },
      promisedDate: await promisedByDefault(),
      overdue: false,
    });
    expect(a.prescription.summary).toMatch(/^OD -2\.25 -0\.75 × 180/);
    expect(a.history.map((stage) => [stage.status, stage.by.name])).toEqual([
      ['PEDIDO', 'USUARIO PRUEBA PRUEBA'],
    ]);
    expect(Date.now() - Date.parse(a.history[0]?.at ?? '')).toBeLessThan(60_000);
    expect(b).toMatchObject({ promisedDate: '2031-06-01', notes: 'ARMAZÓN DEL PACIENTE' });
  });

  it("refuses a cancelled sale, another patient's prescription and another branch, writing nothing", async () => {
    const before = await orders();
    const cancelled = await clinic.sale();
    await clinic.calls.cancel(clinic.desk, cancelled.saleId);
    expect((await calls.send(clinic.desk, cancelled, laboratoryId)).body.codeError).toBe(
      'invalid_state',
    );

    const sale = await clinic.sale();
    const stranger = await clinic.sale();
    const mixed = await calls.send(
      clinic.desk,
      { saleId: sale.saleId, prescriptionId: stranger.prescriptionId },
      laboratoryId,
    );
    expect([mixed.status, mixed.body.codeError]).toEqual([422, 'lab_order_prescription']);

    const foreign = await other.sale();
    const across = await calls.send(clinic.desk, foreign, laboratoryId);
    expect([across.status, across.body.codeError]).toEqual([403, 'forbidden']);
    const noLab = await calls.send(clinic.desk, sale, 999_999);
    expect(noLab.status).toBe(400);
    expect(await orders()).toBe(before);
  });
});

describe('stages', () => {
  it('moves one step at a time, each stamped; skipping and final stages are refused', async () => {
    const sale = await clinic.sale();
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    expect((await calls.advance(clinic.desk, id, 'RECIBIDO')).body.codeError).toBe('invalid_state');
    expect((await calls.advance(clinic.desk, id, 'ENVIADO')).status).toBe(200);
    expect((await calls.advance(clinic.desk, id, 'ENVIADO')).status).toBe(409);
    expect((await calls.advance(clinic.desk, id, 'RECIBIDO')).status).toBe(200);
    const unknown = await calls.advance(clinic.desk, id, 'CANCELADO');
    expect(unknown.status).toBe(400);
    const { order, stages } = await calls.stored(id);
    expect(order.status).toBe('RECIBIDO');
    expect(stages.map((stage) => stage.status)).toEqual(['PEDIDO', 'ENVIADO', 'RECIBIDO']);

    expect((await calls.cancel(clinic.desk, id)).status).toBe(200);
    expect((await calls.stored(id)).stages.map((stage) => stage.status)).toEqual([
      'PEDIDO',
      'ENVIADO',
      'RECIBIDO',
      'CANCELADO',
    ]);
    expect((await calls.advance(clinic.desk, id, 'ENTREGADO')).status).toBe(409);
    expect((await calls.cancel(clinic.desk, id)).status).toBe(409);
  });

  it('delivers only a PAGADO sale, saying what remains, then after paying', async () => {
    const sale = await clinic.sale('1450.50');
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    await calls.advance(clinic.desk, id, 'ENVIADO');
    await calls.advance(clinic.desk, id, 'RECIBIDO');
    // One product at $1,450.50, no VAT: $1,350.50 remains once $100.00 is paid (exact text).
    expect((await clinic.calls.stored(sale.saleId))?.total).toBe('1450.50');
    const remaining = '1350.50';
    await clinic.calls.pay(clinic.desk, sale.saleId, clinic.methodId, 100);
    const unpaid = await calls.advance(clinic.desk, id, 'ENTREGADO');
    expect([unpaid.status, unpaid.body.codeError]).toEqual([409, 'lab_order_unpaid']);
    // Money as the screens show it: $1,234.56.
    expect(unpaid.body.message).toContain('Falta por pagar $1,350.50.');
    expect(unpaid.body.data).toMatchObject({ remaining });
    expect((await calls.stored(id)).order.status).toBe('RECIBIDO');

    expect(
      (await clinic.calls.pay(clinic.desk, sale.saleId, clinic.methodId, remaining)).status,
    ).toBe(201);
    expect((await calls.advance(clinic.desk, id, 'ENTREGADO')).status).toBe(200);
    const { order, stages } = await calls.stored(id);
    expect(order.status).toBe('ENTREGADO');
    expect(stages.at(-1)?.status).toBe('ENTREGADO');
    expect((await calls.cancel(clinic.desk, id)).status).toBe(409);
  });

  it('updates the promised date and notes while open, not once final', async () => {
    const sale = await clinic.sale();
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    const update = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/lab-orders/update', { token: clinic.desk, body: { id, ...body } });
    expect((await update({ promisedDate: '2031-07-01', notes: 'URGENTE' })).status).toBe(200);
    expect((await calls.get(clinic.desk, id)).body.data.data).toMatchObject({
      promisedDate: '2031-07-01',
      notes: 'URGENTE',
    });
    await calls.cancel(clinic.desk, id);
    expect((await update({ notes: 'OTRA' })).status).toBe(409);
  });
});

describe('cancelling the sale', () => {
  it('cancels its open orders in its transaction, each stamped, and leaves none open', async () => {
    const sale = await clinic.sale();
    const a = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    const b = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    await calls.advance(clinic.desk, b, 'ENVIADO');
    expect((await clinic.calls.cancel(clinic.desk, sale.saleId)).status).toBe(200);
    for (const id of [a, b]) {
      const { order, stages } = await calls.stored(id);
      expect(order.status).toBe('CANCELADO');
      expect(stages.at(-1)?.status).toBe('CANCELADO');
    }
    const stamps = await t.database.db
      .select({ n: count() })
      .from(labOrderStages)
      .where(eq(labOrderStages.status, 'CANCELADO'));
    expect(stamps[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('a prescription sent to the laboratory', () => {
  it('is read-only while an order not cancelled uses it', async () => {
    const sale = await clinic.sale();
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    const eye = { sphere: '-2.50', cylinder: '0.00', axis: null };
    const body = {
      id: sale.prescriptionId,
      customer: { id: sale.customerId },
      date: '2024-05-01',
      kind: 'LENTES',
      od: eye,
      oi: eye,
    };
    const update = await t.call('PUT', '/api/prescriptions/update', { token: clinic.doctor, body });
    expect([update.status, update.body.codeError]).toEqual([409, 'prescription_in_lab_order']);
    const remove = await t.call('DELETE', `/api/prescriptions/delete/${sale.prescriptionId}`, {
      token: clinic.doctor,
    });
    expect(remove.body.codeError).toBe('prescription_in_lab_order');
    await calls.cancel(clinic.desk, id);
    expect(
      (await t.call('PUT', '/api/prescriptions/update', { token: clinic.doctor, body })).status,
    ).toBe(200);
  });
});

describe('the board', () => {
  it("lists the branch's own orders, the late ones flagged and filtered; another branch 403", async () => {
    const sale = await other.sale();
    const late = (await calls.send(other.desk, sale, laboratoryId, { promisedDate: '2020-01-01' }))
      .body.data.data.id;
    const due = (await calls.send(other.desk, sale, laboratoryId)).body.data.data.id;
    const received = (
      await calls.send(other.desk, sale, laboratoryId, { promisedDate: '2020-01-02' })
    ).body.data.data.id;
    await calls.advance(other.desk, received, 'ENVIADO');
    await calls.advance(other.desk, received, 'RECIBIDO');

    const all = (await calls.table(other.desk)).body.data.tableData.items;
    expect(all.map((order) => order.id)).toEqual([late, received, due]);
    expect(all.map((order) => order.overdue)).toEqual([true, false, false]);
    const overdue = (await calls.table(other.desk, { overdue: true })).body.data.tableData.items;
    expect(overdue.map((order) => order.id)).toEqual([late]);
    const ofSale = (await calls.table(admin, { shoppingId: sale.saleId, status: 'RECIBIDO' })).body
      .data.tableData.items;
    expect(ofSale.map((order) => order.id)).toEqual([received]);

    expect((await calls.get(clinic.desk, late)).status).toBe(403);
    expect((await calls.table(clinic.desk, { branchId: other.branchId })).status).toBe(403);
    const mine = (await calls.table(clinic.desk)).body.data.tableData.items;
    expect(mine.every((order) => order.branch.id === clinic.branchId)).toBe(true);
    expect(mine.some((order) => order.id === late)).toBe(false);
    const adminsView = (await calls.table(admin, { branchId: other.branchId })).body.data.tableData;
    expect(adminsView.items.map((order) => order.id)).toEqual([late, received, due]);
    expect((await calls.advance(clinic.desk, due, 'ENVIADO')).status).toBe(403);
    expect((await calls.cancel(clinic.desk, due)).status).toBe(403);
  });
});
