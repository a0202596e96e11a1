import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stock } from '../../db/schema/inventory.schema.js';
import { payments } from '../../db/schema/sales.schema.js';
import { seedSellable } from '../../testing/sales-calls.js';
import {
  branchId,
  calls,
  cash,
  deleteLine,
  linesOf,
  newSale,
  rowsOf,
  stockOf,
  t,
  tokens,
  updateLine,
  updateSale,
  useSalesRulesWorld,
} from '../../testing/sales-rules-world.js';
import { seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser } from '../../testing/test-app.js';

/*
 * docs/rules.md, Sales, payments, audits: deposits and no payment on a cancelled sale, a total never
 * below what was paid (524), executing and cancelling with their stock and refunds.
 */
useSalesRulesWorld();

describe('payments and a sale’s status', () => {
  it('takes a deposit on a NUEVO sale and refuses payments on a CANCELADO one', async () => {
    const { productId } = await seedSellable(t, branchId, 10, '400.00');
    const sale = await newSale();
    await calls.addLine(tokens.receptionist, sale.id, productId, 1);
    const deposit = await calls.pay(tokens.receptionist, sale.id, cash, '100');
    expect(deposit.status).toBe(201);
    expect(await calls.stored(sale.id)).toMatchObject({
      status: 'NUEVO',
      paid: '100.00',
      paymentStatus: 'ABONADO',
    });
    expect((await calls.cancel(tokens.receptionist, sale.id)).status).toBe(200);
    const before = await rowsOf(payments);
    const refused = await calls.pay(tokens.receptionist, sale.id, cash, '1');
    expect(refused.status).toBe(409);
    expect(refused.body.codeError).toBe('invalid_state');
    expect(await rowsOf(payments)).toBe(before);
  });

  it('refuses with 524 a line change or discount that drops the total below paid', async () => {
    const frame = await seedSellable(t, branchId, 10, '500.00');
    const case_ = await seedSellable(t, branchId, 10, '300.00');
    const sale = await newSale();
    await calls.addLine(tokens.receptionist, sale.id, frame.productId, 1);
    const line = (await calls.addLine(tokens.receptionist, sale.id, case_.productId, 1)).body.data
      .data;
    expect((await calls.pay(tokens.receptionist, sale.id, cash, '600')).status).toBe(201);
    const lines = await linesOf(sale.id);

    const answers = [
      await deleteLine(tokens.receptionist, line.id),
      await updateLine(tokens.doctor, {
        id: line.id,
        product: { id: case_.productId },
        qty: 1,
        price: '50.00',
      }),
      await updateSale(tokens.receptionist, { id: sale.id, discount: '30' }),
    ];
    expect(answers.map((a) => [a.status, a.body.codeError])).toEqual(answers.map(() => [422, 524]));
    expect(await linesOf(sale.id)).toEqual(lines);
    expect(await calls.stored(sale.id)).toMatchObject({
      amount: '800.00',
      total: '800.00',
      paid: '600.00',
      paymentStatus: 'ABONADO',
    });
    // Down to exactly what was paid is allowed, and the sale is then PAGADO in full.
    const exact = await updateSale(tokens.receptionist, { id: sale.id, discount: '25' });
    expect(exact.status).toBe(200);
    expect(await calls.stored(sale.id)).toMatchObject({
      total: '600.00',
      paid: '600.00',
      paymentStatus: 'PAGADO',
    });
    // A line added to a sale paid in full leaves part of it to pay again.
    expect((await calls.addLine(tokens.receptionist, sale.id, frame.productId, 1)).status).toBe(
      201,
    );
    expect(await calls.stored(sale.id)).toMatchObject({
      total: '975.00',
      paid: '600.00',
      paymentStatus: 'ABONADO',
    });
    expect((await calls.getSale(tokens.receptionist, sale.id)).body.data.data).toMatchObject({
      remaining: 375,
      paymentStatus: 'ABONADO',
    });
  });
});

describe('executing and cancelling', () => {
  it('refuses to execute a sale without lines (empty_sale)', async () => {
    const sale = await newSale();
    const answer = await calls.execute(tokens.receptionist, sale.id);
    expect(answer.status).toBe(409);
    expect(answer.body.codeError).toBe('empty_sale');
    expect(await calls.stored(sale.id)).toMatchObject({ status: 'NUEVO' });
  });

  it('cancels a NUEVO sale without touching the stock', async () => {
    const { productId, storageId } = await seedSellable(t, branchId, 5, '10.00');
    const sale = await newSale();
    await calls.addLine(tokens.receptionist, sale.id, productId, 2);
    const [before] = await t.database.db.select().from(stock).where(eq(stock.productId, productId));
    expect((await calls.cancel(tokens.receptionist, sale.id)).status).toBe(200);
    const [after] = await t.database.db.select().from(stock).where(eq(stock.productId, productId));
    expect(after).toEqual(before);
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 5 });
  });

  it('puts stock back where it left from, though the default storage changed since', async () => {
    const { productId, storageId } = await seedSellable(t, branchId, 5, '10.00');
    const sale = await newSale();
    await calls.addLine(tokens.receptionist, sale.id, productId, 2);
    expect((await calls.execute(tokens.receptionist, sale.id)).status).toBe(200);
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 3 });

    const newDefault = await seedStorage(t.database, branchId);
    await seedStock(t.database, newDefault, productId, 1, '10.00');
    const moved = await t.call('PUT', '/api/storages/setDefaultStorage', {
      token: tokens.doctor,
      body: { id: newDefault },
    });
    expect(moved.status).toBe(200);
    expect((await calls.cancel(tokens.receptionist, sale.id)).status).toBe(200);
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 5 });
    expect(await stockOf(newDefault, productId)).toMatchObject({ qty: 1 });
    await t.call('PUT', '/api/storages/setDefaultStorage', {
      token: tokens.doctor,
      body: { id: storageId },
    });
  });

  it('refuses to cancel a paid sale without an open audit, and changes nothing', async () => {
    const branch = (await seedBranch(t.database, 'SIN CAJA')).branch.id;
    await seedUser(t.database, {
      email: 'recepcion@sincaja.test',
      role: 'receptionist',
      branchId: branch,
    });
    const token = await t.login('recepcion@sincaja.test');
    const customer = await seedCustomer(t.database, branch);
    const { productId, storageId } = await seedSellable(t, branch, 5, '100.00');
    const audit = (await calls.openAudit(token, '0')).body.data.data.id;
    const paidSale = (await calls.createSale(token, customer)).body.data.data;
    await calls.addLine(token, paidSale.id, productId, 2);
    await calls.execute(token, paidSale.id);
    await calls.pay(token, paidSale.id, cash, '150');
    const unpaid = (await calls.createSale(token, customer)).body.data.data;
    await calls.addLine(token, unpaid.id, productId, 1);
    await calls.execute(token, unpaid.id);
    expect((await calls.closeAudit(token, audit, '150')).status).toBe(200);
    const paymentRows = await rowsOf(payments);

    const refused = await calls.cancel(token, paidSale.id);
    expect(refused.status).toBe(422);
    expect(refused.body.codeError).toBe('open_audit_required');
    expect(await calls.stored(paidSale.id)).toMatchObject({
      status: 'EJECUTADO',
      paid: '150.00',
      paymentStatus: 'ABONADO',
    });
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 2 });
    expect(await rowsOf(payments)).toBe(paymentRows);
    // Nothing to refund needs no drawer: the unpaid sale is cancelled and its unit comes back.
    expect((await calls.cancel(token, unpaid.id)).status).toBe(200);
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 3 });
  });
});
