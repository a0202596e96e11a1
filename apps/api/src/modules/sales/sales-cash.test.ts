import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, payments } from '../../db/schema/sales.schema.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/rules.md, Sales, payments, audits: an audit's expected cash = its own openAmount + its own cash
 * payments - its own cash refunds, nothing of another audit; difference = closeAmount - expected.
 * Each case is one the product this replaces got wrong.
 */
let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let cash: number;
let card: number;
let transfer: number;
let branchCount = 0;

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  cash = await seedMethod(t, 'EFECTIVO CAJA', true);
  card = await seedMethod(t, 'TARJETA CAJA');
  transfer = await seedMethod(t, 'TRANSFERENCIA CAJA');
});
afterAll(() => t.close());

interface Branch {
  branchId: number;
  token: string;
  customerId: number;
  productId: number;
}

/** A branch with a receptionist, a customer and plenty of a product at $1,000.00. */
async function branchWithStaff(): Promise<Branch> {
  const n = ++branchCount;
  const branchId = (await seedBranch(t.database, `CAJA ${n}`)).branch.id;
  const email = `recepcion${n}@caja.test`;
  await seedUser(t.database, { email, role: 'receptionist', branchId });
  const { productId } = await seedSellable(t, branchId, 1000, '1000.00');
  return {
    branchId,
    token: await t.login(email),
    customerId: await seedCustomer(t.database, branchId),
    productId,
  };
}

async function open(branch: Branch, openAmount: string) {
  const answer = await calls.openAudit(branch.token, openAmount);
  expect(answer.status).toBe(201);
  return answer.body.data.data.id;
}

/** An executed sale of one $1,000.00 product: it keeps no audit from closing. */
async function executedSale(branch: Branch) {
  const sale = (await calls.createSale(branch.token, branch.customerId)).body.data.data;
  expect((await calls.addLine(branch.token, sale.id, branch.productId, 1)).status).toBe(201);
  expect((await calls.execute(branch.token, sale.id)).status).toBe(200);
  return sale.id;
}

async function pay(branch: Branch, saleId: number, method: number, amount: string, vat = '0') {
  const answer = await calls.pay(branch.token, saleId, method, amount, vat);
  expect(answer.status).toBe(201);
  return answer.body.data.data;
}

const summaryOf = async (branch: Branch, id: number) =>
  (await calls.summary(branch.token, id)).body.data.data;

async function close(branch: Branch, id: number, closeAmount: string) {
  const answer = await calls.closeAudit(branch.token, id, closeAmount);
  expect(answer.status).toBe(200);
  return answer.body.data.data;
}

const auditRow = async (id: number) =>
  (await t.database.db.select().from(audits).where(eq(audits.id, id)))[0]!;

describe('the expected cash of an audit', () => {
  it('starts at its own opening, not at what the previous audit closed with', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '1000');
    await pay(branch, await executedSale(branch), cash, '400');
    // 1,600 more than expected was counted: a sobrante of the first audit only.
    expect(await close(branch, first, '3000')).toMatchObject({
      expectedCash: 1400,
      closeAmount: 3000,
      difference: 1600,
    });

    const second = await open(branch, '500');
    expect(await summaryOf(branch, second)).toMatchObject({
      openAmount: 500,
      expectedCash: 500,
      difference: null,
      byMethod: [],
    });
    await pay(branch, await executedSale(branch), cash, '200');
    expect(await close(branch, second, '700')).toMatchObject({ expectedCash: 700, difference: 0 });
  });

  it('does not carry the previous audit’s faltante into the next one', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '1000');
    await pay(branch, await executedSale(branch), cash, '400');
    expect(await close(branch, first, '1300')).toMatchObject({
      expectedCash: 1400,
      difference: -100,
    });
    // The next opening is what was counted; the 100 short is the first audit's, once.
    const second = await open(branch, '1300');
    await pay(branch, await executedSale(branch), cash, '200');
    expect(await close(branch, second, '1500')).toMatchObject({
      openAmount: 1300,
      expectedCash: 1500,
      difference: 0,
    });
    expect(await summaryOf(branch, first)).toMatchObject({ expectedCash: 1400, difference: -100 });
  });

  it('counts a payment and the refunds of a cancel in the audit open then, not the sale’s', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '0');
    const saleId = await executedSale(branch);
    await pay(branch, saleId, cash, '300');
    const closed = await close(branch, first, '300');
    expect(closed).toMatchObject({ expectedCash: 300, difference: 0, salesCount: 1 });
    const frozen = await auditRow(first);

    const second = await open(branch, '100');
    const later = await pay(branch, saleId, cash, '450');
    expect(later.audit.id).toBe(second);
    expect(await summaryOf(branch, second)).toMatchObject({
      expectedCash: 550,
      salesCount: 0,
      byMethod: [expect.objectContaining({ isCash: true, payments: 450, refunds: 0, total: 450 })],
    });

    // The cancel refunds both payments (300 of the first audit, 450 of this one) from this drawer.
    expect((await calls.cancel(branch.token, saleId)).status).toBe(200);
    const refunds = (await calls.payments(branch.token, saleId)).body.data.tableData.items.filter(
      (row) => row.kind === 'DEVOLUCION',
    );
    expect(refunds.map((row) => [row.audit.id, row.total]).sort()).toEqual([
      [second, -300],
      [second, -450],
    ]);
    expect(await summaryOf(branch, second)).toMatchObject({
      expectedCash: -200,
      byMethod: [expect.objectContaining({ payments: 450, refunds: 750, total: -300 })],
    });
    // The first audit's figures stay what its close wrote.
    const firstNow = await summaryOf(branch, first);
    expect(firstNow).toMatchObject({
      expectedCash: 300,
      closeAmount: 300,
      difference: 0,
      byMethod: [expect.objectContaining({ payments: 300, refunds: 0, total: 300 })],
    });
    expect(await auditRow(first)).toEqual(frozen);
  });

  it('never counts a method that is not cash, nor a deleted payment', async () => {
    const branch = await branchWithStaff();
    const id = await open(branch, '250');
    const saleId = await executedSale(branch);
    await pay(branch, saleId, card, '300');
    await pay(branch, saleId, transfer, '100', '0.16');
    await pay(branch, saleId, cash, '50');
    const deleted = await pay(branch, saleId, cash, '70');
    expect((await calls.deletePayment(branch.token, deleted.id)).status).toBe(200);

    const summary = await summaryOf(branch, id);
    expect(summary.expectedCash).toBe(300);
    const byMethod = Object.fromEntries(summary.byMethod.map((row) => [row.method.id, row]));
    expect(byMethod[card]).toMatchObject({ isCash: false, payments: 300, total: 300 });
    expect(byMethod[transfer]).toMatchObject({ isCash: false, payments: 116, total: 116 });
    expect(byMethod[cash]).toMatchObject({ isCash: true, payments: 50, refunds: 0, total: 50 });
    expect(await close(branch, id, '300')).toMatchObject({ expectedCash: 300, difference: 0 });
  });

  it('answers difference = close - expected to the cent (faltante negative, sobrante positive)', async () => {
    const branch = await branchWithStaff();
    // 0.10 + 0.20 is 0.30000000000000004 in binary floating point.
    for (const [closeAmount, difference] of [
      ['0.30', 0],
      ['0.25', -0.05],
      ['0.40', 0.1],
      ['1234567.89', 1234567.59],
    ] as const) {
      const id = await open(branch, '0.10');
      // 0.17 + 16 % VAT: 0.0272 rounds to 0.03, a total of 0.20.
      const payment = await pay(branch, await executedSale(branch), cash, '0.17', '0.16');
      expect(payment).toMatchObject({ vat: 0.03, total: 0.2 });
      const closed = await close(branch, id, closeAmount);
      expect(closed.expectedCash).toBe(0.3);
      expect(closed.difference).toBe(difference);
      expect((await auditRow(id)).expectedCash).toBe('0.30');
    }
  });
});

describe('a closed audit', () => {
  it('keeps its payments: deleting one is audit_closed and changes nothing', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '0');
    const saleId = await executedSale(branch);
    const payment = await pay(branch, saleId, cash, '100');
    await close(branch, first, '100');

    for (const auditOpen of [false, true]) {
      if (auditOpen) await open(branch, '0');
      const refused = await calls.deletePayment(branch.token, payment.id);
      expect(refused.status).toBe(409);
      expect(refused.body.codeError).toBe('audit_closed');
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ deletedAt: null, deletedBy: null });
      expect(await calls.stored(saleId)).toMatchObject({
        paid: '100.00',
        paymentStatus: 'ABONADO',
      });
    }
    expect(await summaryOf(branch, first)).toMatchObject({ expectedCash: 100 });
  });

  it('never changes again: a second close, by anyone, is invalid_state', async () => {
    const branch = await branchWithStaff();
    await seedUser(t.database, {
      email: 'doctora@cierre.test',
      role: 'doctor',
      branchId: branch.branchId,
    });
    const doctor = await t.login('doctora@cierre.test');
    const id = await open(branch, '500');
    await close(branch, id, '480');
    const frozen = await auditRow(id);
    for (const token of [branch.token, doctor]) {
      const again = await calls.closeAudit(token, id, '500');
      expect(again.status).toBe(409);
      expect(again.body.codeError).toBe('invalid_state');
    }
    expect(await auditRow(id)).toEqual(frozen);
    expect(await summaryOf(branch, id)).toMatchObject({ closeAmount: 480, difference: -20 });
  });

  it('keeps the report it closed with when one of its sales is cancelled later', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '0');
    const kept = await executedSale(branch);
    const cancelledLater = await executedSale(branch);
    await pay(branch, cancelledLater, cash, '1000');
    const closed = await close(branch, first, '1000');
    expect(closed).toMatchObject({ salesCount: 2, expectedCash: 1000, difference: 0 });
    await open(branch, '0');
    expect((await calls.cancel(branch.token, cancelledLater)).status).toBe(200);
    // The refund belongs to the audit open now; the closed one reads as it closed.
    expect(await summaryOf(branch, first)).toEqual(closed);
    expect((await calls.getSale(branch.token, kept)).body.data.data.status).toBe('EJECUTADO');
  });

  it('closes while a sale waits for its lenses with a deposit, and keeps it as it was', async () => {
    const branch = await branchWithStaff();
    const first = await open(branch, '500');
    await executedSale(branch);
    // Glasses ordered: a $1,000.00 sale left NUEVO with a $400.00 cash deposit.
    const waiting = (await calls.createSale(branch.token, branch.customerId)).body.data.data;
    expect((await calls.addLine(branch.token, waiting.id, branch.productId, 1)).status).toBe(201);
    await pay(branch, waiting.id, cash, '400');
    const quote = (await calls.createSale(branch.token, branch.customerId)).body.data.data;

    const closed = await close(branch, first, '900');
    const customer = { id: branch.customerId, name: expect.any(String) as unknown };
    expect(closed).toMatchObject({
      status: 'CERRADA',
      salesCount: 3,
      openSales: 2,
      expectedCash: 900,
      difference: 0,
      pendingSales: [
        { id: waiting.id, serial: 2, customer, total: 1000, paid: 400, remaining: 600 },
        { id: quote.id, serial: 3, customer, total: 0, paid: 0, remaining: 0 },
      ],
    });
    expect(await auditRow(first)).toMatchObject({ status: 'CERRADA', closeAmount: '900.00' });

    // The lenses arrive the next day: the rest is paid in the audit open then, and it is executed.
    const second = await open(branch, '0');
    const rest = await pay(branch, waiting.id, cash, '600');
    expect(rest.audit.id).toBe(second);
    expect((await calls.execute(branch.token, waiting.id)).status).toBe(200);
    expect(await calls.stored(waiting.id)).toMatchObject({
      status: 'EJECUTADO',
      paid: '1000.00',
      paymentStatus: 'PAGADO',
    });
    // The closed audit reads as it closed; the rest is the second audit's cash.
    expect(await summaryOf(branch, first)).toEqual(closed);
    expect(await summaryOf(branch, second)).toMatchObject({
      salesCount: 0,
      openSales: 0,
      pendingSales: [],
      expectedCash: 600,
    });
    expect((await calls.cancel(branch.token, quote.id)).status).toBe(200);
    expect(await summaryOf(branch, first)).toEqual(closed);
  });
});
