import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { inventoryCalls } from '../../testing/inventory-calls.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let stockOf: ReturnType<typeof inventoryCalls>['stockOf'];
let branchId: number;
let customerId: number;
let cash: number;
let card: number;
const tokens = { admin: '', doctor: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  stockOf = inventoryCalls(t).stockOf;
  branchId = (await seedBranch(t.database, 'VENTAS')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  cash = await seedMethod(t, 'EFECTIVO VENTAS', true);
  card = await seedMethod(t, 'TARJETA VENTAS');
  await seedUser(t.database, { email: 'admin@sales.test' });
  await seedUser(t.database, { email: 'doctor@sales.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@sales.test', role: 'receptionist', branchId });
  tokens.admin = await t.login('admin@sales.test');
  tokens.doctor = await t.login('doctor@sales.test');
  tokens.receptionist = await t.login('recepcion@sales.test');
});
afterAll(() => t.close());

describe('a sale from the open register to its last payment', () => {
  it('is refused without an open audit, then numbered from 1 in the audit open', async () => {
    const refused = await calls.createSale(tokens.receptionist, customerId);
    expect(refused.status).toBe(422);
    expect(refused.body.codeError).toBe('open_audit_required');
    expect(await t.database.db.select().from(sales)).toHaveLength(0);

    const audit = await calls.openAudit(tokens.receptionist, '500.00');
    expect(audit.status).toBe(201);
    expect(audit.body.data.data).toMatchObject({
      status: 'ABIERTA',
      openAmount: 500,
      branchId,
      expectedCash: 500,
      difference: null,
      byMethod: [],
    });
    const again = await calls.openAudit(tokens.doctor, 10, branchId);
    expect(again.status).toBe(409);
    expect(again.body.codeError).toBe(525);

    const sale = await calls.createSale(tokens.receptionist, customerId);
    expect(sale.status).toBe(201);
    expect(sale.body.data.data).toMatchObject({
      serial: 1,
      status: 'NUEVO',
      paymentStatus: 'PENDIENTE',
      audit: { id: audit.body.data.data.id },
      total: 0,
      vat: 0,
      vat_required: false,
    });
  });

  it('adds lines at the stock price, totals them exactly, takes a deposit and executes', async () => {
    const frame = await seedSellable(t, branchId, 3, '1299.99');
    const kit = await seedSellable(t, branchId, 10, '0.10');
    const sale = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
    expect(
      (await calls.addLine(tokens.receptionist, sale.id, frame.productId, 4)).body.codeError,
    ).toBe(666);
    expect((await calls.addLine(tokens.receptionist, sale.id, frame.productId, 2)).status).toBe(
      201,
    );
    // Three lines of 0.10: a float would sum them to 0.30000000000000004.
    for (let i = 0; i < 3; i++) await calls.addLine(tokens.receptionist, sale.id, kit.productId, 1);
    const priced = await calls.addLine(tokens.receptionist, sale.id, kit.productId, 1, '0.05');
    expect(priced.status).toBe(403);
    const update = await t.call('PUT', '/api/shoppings/update', {
      token: tokens.receptionist,
      body: { id: sale.id, discount: '10', vat: 16, vat_required: true },
    });
    expect(update.status).toBe(200);
    // amount 2,600.28; less 10 % = 2,340.252; plus 16 % = 2,714.69232 -> 2,714.69
    expect(await calls.stored(sale.id)).toMatchObject({ amount: '2600.28', total: '2714.69' });

    const deposit = await calls.pay(tokens.receptionist, sale.id, cash, '1000', '0.16');
    expect(deposit.status).toBe(201);
    expect(deposit.body.data.data).toMatchObject({
      kind: 'PAGO',
      amount: 1000,
      vat: 160,
      total: 1160,
    });
    expect(await calls.stored(sale.id)).toMatchObject({
      paid: '1160.00',
      paymentStatus: 'ABONADO',
    });

    const executed = await calls.execute(tokens.receptionist, sale.id);
    expect(executed.status).toBe(200);
    expect(executed.body.data.data).toMatchObject({ status: 'EJECUTADO', remaining: 1554.69 });
    expect((await stockOf(frame.storageId, frame.productId))?.qty).toBe(1);
    expect((await stockOf(kit.storageId, kit.productId))?.qty).toBe(7);

    const over = await calls.pay(tokens.receptionist, sale.id, card, '1554.70');
    expect(over.status).toBe(422);
    expect(over.body.codeError).toBe(524);
    expect((await calls.pay(tokens.receptionist, sale.id, card, '1000')).status).toBe(201);
    expect((await calls.pay(tokens.receptionist, sale.id, cash, '554.69')).status).toBe(201);
    expect(await calls.stored(sale.id)).toMatchObject({ paid: '2714.69', paymentStatus: 'PAGADO' });
    const lines = await calls.addLine(tokens.receptionist, sale.id, kit.productId, 1);
    expect(lines.body.codeError).toBe('invalid_state');
  });

  it('cancelling an executed, paid sale puts the stock back and refunds each payment', async () => {
    const lens = await seedSellable(t, branchId, 5, '800.00');
    const sale = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
    await calls.addLine(tokens.receptionist, sale.id, lens.productId, 2);
    await calls.pay(tokens.receptionist, sale.id, cash, '600');
    await calls.pay(tokens.receptionist, sale.id, card, '1000');
    await calls.execute(tokens.receptionist, sale.id);
    expect((await stockOf(lens.storageId, lens.productId))?.qty).toBe(3);

    const cancelled = await calls.cancel(tokens.receptionist, sale.id);
    expect(cancelled.status).toBe(200);
    // docs/rules.md: a cancelled sale owes nothing.
    expect(cancelled.body.data.data).toMatchObject({
      status: 'CANCELADO',
      total: 1600,
      paid: 0,
      remaining: 0,
      paymentStatus: 'CANCELADO',
    });
    expect((await stockOf(lens.storageId, lens.productId))?.qty).toBe(5);
    const rows = (await calls.payments(tokens.receptionist, sale.id)).body.data.tableData.items;
    expect(rows.map((row) => [row.kind, row.total]).sort()).toEqual([
      ['DEVOLUCION', -1000],
      ['DEVOLUCION', -600],
      ['PAGO', 1000],
      ['PAGO', 600],
    ]);
    expect((await calls.pay(tokens.receptionist, sale.id, cash, '1')).body.codeError).toBe(
      'invalid_state',
    );
  });

  it('deletes a payment while its audit is open, keeping the row stamped', async () => {
    const item = await seedSellable(t, branchId, 5, '100.00');
    const sale = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
    await calls.addLine(tokens.receptionist, sale.id, item.productId, 1);
    const payment = (await calls.pay(tokens.receptionist, sale.id, cash, '100')).body.data.data;
    const deleted = await calls.deletePayment(tokens.receptionist, payment.id);
    expect(deleted.status).toBe(200);
    expect(await calls.stored(sale.id)).toMatchObject({ paid: '0.00', paymentStatus: 'PENDIENTE' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await calls.payments(tokens.receptionist, sale.id)).body.data.tableData.items).toEqual(
      [],
    );
    await calls.cancel(tokens.receptionist, sale.id);
  });

  it('closes with the expected cash of its own payments, its NUEVO sales listed', async () => {
    const open = (
      await t.call<{ data: { id: number } }>('POST', '/api/audit/get', {
        token: tokens.receptionist,
        body: { branchId },
      })
    ).body.data.data;
    const pending = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
    // The first sale of the audit was left NUEVO too; cancelled, it is no longer pending.
    const [first] = await t.database.db.select().from(sales).where(eq(sales.serial, 1));
    await calls.cancel(tokens.receptionist, first!.id);

    // Cash: 500 opening + 1,160 deposit + 554.69 + 600 - 600 refund (the deleted 100 does not count).
    const closed = await calls.closeAudit(tokens.receptionist, open.id, '2200');
    expect(closed.status).toBe(200);
    expect(closed.body.data.data).toMatchObject({
      status: 'CERRADA',
      expectedCash: 2214.69,
      closeAmount: 2200,
      difference: -14.69,
      openSales: 1,
      pendingSales: [expect.objectContaining({ id: pending.id, serial: pending.serial, paid: 0 })],
    });
    const cashRow = closed.body.data.data.byMethod.find((row) => row.method.id === cash);
    expect(cashRow).toMatchObject({
      isCash: true,
      payments: 2314.69,
      refunds: 600,
      total: 1714.69,
    });
    expect((await calls.closeAudit(tokens.receptionist, open.id, '1')).body.codeError).toBe(
      'invalid_state',
    );
  });
});
