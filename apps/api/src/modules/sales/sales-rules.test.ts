import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stock } from '../../db/schema/inventory.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { cashAudits, payments, shoppingDetails, shoppings } from '../../db/schema/sales.schema.js';
import { inventoryCalls } from '../../testing/inventory-calls.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * RULES.md, Sales, payments, audits: the rules sales.test.ts does not walk through (totals to the
 * cent, VAT defaults, stock per line, prices by role, what each status still takes, cancels and
 * their stock, bad input, roles and branches).
 */
let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let stockOf: ReturnType<typeof inventoryCalls>['stockOf'];
let branchId: number;
let otherBranchId: number;
let customerId: number;
let cash: number;
let auditId: number;
const tokens = { admin: '', doctor: '', receptionist: '', otherDoctor: '', otherReceptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  stockOf = inventoryCalls(t).stockOf;
  branchId = (await seedBranch(t.database, 'REGLAS')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'AJENA')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  cash = await seedMethod(t, 'EFECTIVO REGLAS', true);
  await seedUser(t.database, { email: 'admin@reglas.test' });
  await seedUser(t.database, { email: 'doctor@reglas.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@reglas.test', role: 'receptionist', branchId });
  await seedUser(t.database, {
    email: 'doctor@ajena.test',
    role: 'doctor',
    branchId: otherBranchId,
  });
  await seedUser(t.database, {
    email: 'recepcion@ajena.test',
    role: 'receptionist',
    branchId: otherBranchId,
  });
  tokens.admin = await t.login('admin@reglas.test');
  tokens.doctor = await t.login('doctor@reglas.test');
  tokens.receptionist = await t.login('recepcion@reglas.test');
  tokens.otherDoctor = await t.login('doctor@ajena.test');
  tokens.otherReceptionist = await t.login('recepcion@ajena.test');
  auditId = (await calls.openAudit(tokens.receptionist, '0')).body.data.data.id;
});
afterAll(() => t.close());

const newSale = async (extra: Record<string, unknown> = {}, customer = customerId) => {
  const answer = await calls.createSale(tokens.receptionist, customer, extra);
  expect(answer.status).toBe(201);
  return answer.body.data.data;
};
const updateSale = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/shoppings/update', { token, body });
const updateLine = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/shopping-details/update', { token, body });
const deleteLine = (token: string, id: number) =>
  t.call('DELETE', `/api/shopping-details/delete/${id}`, { token });
const rowsOf = async (table: typeof payments | typeof shoppings | typeof shoppingDetails) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const linesOf = (saleId: number) =>
  t.database.db
    .select({ id: shoppingDetails.id, qty: shoppingDetails.qty, price: shoppingDetails.price })
    .from(shoppingDetails)
    .where(eq(shoppingDetails.shoppingId, saleId))
    .orderBy(shoppingDetails.id);

/** Cents as the database writes money: '966.72'. */
const moneyText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/**
 * RULES.md's total by hand, in integers: amount in cents, the discount in hundredths of a percent;
 * (amount - amount x discount%) x (1 + vat%) is amount x (10000 - d) x (100 + vat) / 1,000,000
 * cents, rounded half away from zero as PostgreSQL's round() does.
 */
function handTotal(lines: [qty: number, price: string][], discount: string, vat: number) {
  const cents = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return BigInt(`${whole}${fraction.padEnd(2, '0')}`);
  };
  const amount = lines.reduce((sum, [qty, price]) => sum + BigInt(qty) * cents(price), 0n);
  const numerator = amount * (10000n - cents(discount)) * BigInt(100 + vat);
  const denominator = 1_000_000n;
  return {
    amount: moneyText(amount),
    total: moneyText((2n * numerator + denominator) / (2n * denominator)),
  };
}

describe('a sale’s total', () => {
  it.each([
    // 1,250.00 less 33.33 % plus 16 % is 966.715 exactly: a float makes it 966.71.
    [
      '33.33 % and 16 % on a half cent',
      [
        [2, '333.33'],
        [1, '583.34'],
      ],
      '33.33',
      16,
    ],
    [
      '33.33 % and 8 % on a half cent',
      [
        [2, '333.33'],
        [1, '583.34'],
      ],
      '33.33',
      8,
    ],
    [
      '33.33 % and 8 % on odd amounts',
      [
        [3, '123.45'],
        [7, '0.99'],
        [1, '1999.97'],
      ],
      '33.33',
      8,
    ],
    // 1.00 less 12.5 % plus 16 % is 1.015: a float makes it 1.01.
    ['12.50 % and 16 % on a peso', [[1, '1.00']], '12.50', 16],
    ['50 % and 8 % on 25 cents', [[1, '0.25']], '50', 8],
    ['no discount and 16 % on 0.10 x 3', [[3, '0.10']], '0', 16],
  ] as [string, [number, string][], string, number][])(
    'is rounded to the cent like the hand computation: %s',
    async (_, lines, discount, vat) => {
      const sale = await newSale();
      for (const [qty, price] of lines) {
        const { productId } = await seedSellable(t, branchId, 100, price);
        expect((await calls.addLine(tokens.receptionist, sale.id, productId, qty)).status).toBe(
          201,
        );
      }
      const update = await updateSale(tokens.receptionist, {
        id: sale.id,
        discount,
        vat,
        vat_required: true,
      });
      expect(update.status).toBe(200);
      const hand = handTotal(lines, discount, vat);
      expect(await calls.stored(sale.id)).toMatchObject(hand);
      expect((await calls.getSale(tokens.receptionist, sale.id)).body.data.data).toMatchObject({
        amount: Number(hand.amount),
        total: Number(hand.total),
        remaining: Number(hand.total),
      });
    },
  );

  it('takes VAT 0 when vat_required is false, whatever VAT is sent', async () => {
    const { productId } = await seedSellable(t, branchId, 10, '100.00');
    const sale = await newSale({ vat_required: false, vat: 16, discount: '10' });
    expect(sale).toMatchObject({ vat: 0, vat_required: false });
    await calls.addLine(tokens.receptionist, sale.id, productId, 1);
    expect(await calls.stored(sale.id)).toMatchObject({ amount: '100.00', total: '90.00' });
    // Turned off later, the VAT goes back to 0 too.
    const taxed = await newSale({ vat_required: true, vat: 16 });
    await calls.addLine(tokens.receptionist, taxed.id, productId, 1);
    expect(await calls.stored(taxed.id)).toMatchObject({ total: '116.00' });
    await updateSale(tokens.receptionist, { id: taxed.id, vat_required: false, vat: 8 });
    expect(await calls.stored(taxed.id)).toMatchObject({ total: '100.00' });
    expect((await calls.getSale(tokens.receptionist, taxed.id)).body.data.data.vat).toBe(0);
  });

  it('takes the customer’s VAT requirement and rate unless the sale says otherwise', async () => {
    const taxedCustomer = await seedCustomer(t.database, branchId);
    await t.database.db
      .update(customers)
      .set({ vatRequired: true, vat: 8 })
      .where(eq(customers.id, taxedCustomer));
    expect(await newSale({}, taxedCustomer)).toMatchObject({ vat_required: true, vat: 8 });
    expect(await newSale({ vat: 16 }, taxedCustomer)).toMatchObject({ vat: 16 });
    expect(await newSale({ vat_required: false }, taxedCustomer)).toMatchObject({
      vat_required: false,
      vat: 0,
    });
    // Turned on later without a rate, the sale takes the customer's too.
    const untaxed = await newSale({ vat_required: false }, taxedCustomer);
    const turnedOn = await updateSale(tokens.receptionist, { id: untaxed.id, vat_required: true });
    expect(turnedOn.status).toBe(200);
    expect((await calls.getSale(tokens.receptionist, untaxed.id)).body.data.data).toMatchObject({
      vat_required: true,
      vat: 8,
    });
    // A customer who does not invoice with VAT: none unless asked.
    expect(await newSale()).toMatchObject({ vat_required: false, vat: 0 });
  });
});

describe('a sale’s lines', () => {
  it('refuses with 666 a line that, with the product’s other lines, passes the stock', async () => {
    const { productId } = await seedSellable(t, branchId, 5, '50.00');
    const sale = await newSale();
    const first = await calls.addLine(tokens.receptionist, sale.id, productId, 3);
    expect(first.status).toBe(201);
    const over = await calls.addLine(tokens.receptionist, sale.id, productId, 3);
    expect(over.status).toBe(422);
    expect(over.body.codeError).toBe(666);
    expect((await calls.addLine(tokens.receptionist, sale.id, productId, 2)).status).toBe(201);
    // Editing a line replaces its own quantity: 3 -> 3 fits beside the 2, 3 -> 4 does not.
    const line = first.body.data.data.id;
    const same = await updateLine(tokens.receptionist, {
      id: line,
      product: { id: productId },
      qty: 3,
    });
    expect(same.status).toBe(200);
    const grown = await updateLine(tokens.receptionist, {
      id: line,
      product: { id: productId },
      qty: 4,
    });
    expect(grown.body.codeError).toBe(666);
    expect((await linesOf(sale.id)).map((row) => row.qty)).toEqual([3, 2]);
    expect(await calls.stored(sale.id)).toMatchObject({ amount: '250.00' });
  });

  it('refuses a product the default storage does not hold (666)', async () => {
    const sale = await newSale();
    const elsewhere = await seedStorage(t.database, branchId);
    const { productId } = await seedSellable(t, branchId, 9, '10.00', elsewhere);
    expect((await calls.addLine(tokens.receptionist, sale.id, productId, 1)).body.codeError).toBe(
      666,
    );
    expect(await linesOf(sale.id)).toEqual([]);
  });

  it('takes another price from a doctor, never from a receptionist (403)', async () => {
    const { productId } = await seedSellable(t, branchId, 10, '120.00');
    const sale = await newSale();
    const refused = await calls.addLine(tokens.receptionist, sale.id, productId, 1, '99.90');
    expect(refused.status).toBe(403);
    expect(await linesOf(sale.id)).toEqual([]);
    // The stock's own price, however written, is no change of price.
    const own = await calls.addLine(tokens.receptionist, sale.id, productId, 1, '$120');
    expect(own.status).toBe(201);
    const priced = await calls.addLine(tokens.doctor, sale.id, productId, 2, '99.90');
    expect(priced.status).toBe(201);
    expect(priced.body.data.data).toMatchObject({ price: 99.9, amount: 199.8 });
    expect(await calls.stored(sale.id)).toMatchObject({ amount: '319.80' });
    const edit = await updateLine(tokens.receptionist, {
      id: own.body.data.data.id,
      product: { id: productId },
      qty: 1,
      price: '1.00',
    });
    expect(edit.status).toBe(403);
    expect((await linesOf(sale.id)).map((row) => row.price)).toEqual(['120.00', '99.90']);
  });

  it('are changed only while the sale is NUEVO', async () => {
    const { productId } = await seedSellable(t, branchId, 10, '10.00');
    for (const move of ['execute', 'cancel'] as const) {
      const sale = await newSale();
      const line = (await calls.addLine(tokens.receptionist, sale.id, productId, 1)).body.data.data;
      expect((await calls[move](tokens.receptionist, sale.id)).status).toBe(200);
      const answers = [
        await calls.addLine(tokens.receptionist, sale.id, productId, 1),
        await updateLine(tokens.receptionist, { id: line.id, product: { id: productId }, qty: 2 }),
        await deleteLine(tokens.receptionist, line.id),
        await updateSale(tokens.receptionist, { id: sale.id, discount: '5' }),
      ];
      expect(answers.map((a) => [a.status, a.body.codeError])).toEqual(
        answers.map(() => [409, 'invalid_state']),
      );
      expect(await linesOf(sale.id)).toEqual([{ id: line.id, qty: 1, price: '10.00' }]);
      expect(await calls.stored(sale.id)).toMatchObject({ amount: '10.00', total: '10.00' });
    }
  });
});

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

describe('bad input', () => {
  const errorsOf = (answer: { body: { data: unknown } }) =>
    (answer.body.data as { errors: { field: string; message: string }[] }).errors;

  it.each([
    ['vat_rate 0.15', { vat_rate: 0.15 }, 'vat_rate', 'Selecciona una opción válida'],
    ['vat_rate 16', { vat_rate: 16 }, 'vat_rate', 'Selecciona una opción válida'],
    [
      'amount -1',
      { amount: -1 },
      'amount',
      'Debe ser un importe de 0 o más, con hasta 2 decimales',
    ],
    [
      'amount 1.005',
      { amount: 1.005 },
      'amount',
      'Debe ser un importe de 0 o más, con hasta 2 decimales',
    ],
    ['amount 0', { amount: 0 }, 'amount', 'El valor mínimo es 0.01'],
  ])(
    'refuses a payment with %s (400, in Spanish), writing nothing',
    async (_, change, field, message) => {
      const { productId } = await seedSellable(t, branchId, 5, '100.00');
      const sale = await newSale();
      await calls.addLine(tokens.receptionist, sale.id, productId, 1);
      const before = await rowsOf(payments);
      const answer = await t.call('POST', '/api/payments/create', {
        token: tokens.receptionist,
        body: {
          shopping: { id: sale.id },
          method: { id: cash },
          amount: 10,
          vat_rate: 0,
          ...change,
        },
      });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual([{ field, message }]);
      expect(await rowsOf(payments)).toBe(before);
      expect(await calls.stored(sale.id)).toMatchObject({ paid: '0.00' });
    },
  );

  it.each([
    ['discount 101', { discount: 101 }, 'discount', 'El valor máximo es 100'],
    [
      'discount -5',
      { discount: -5 },
      'discount',
      'Debe ser un importe de 0 o más, con hasta 2 decimales',
    ],
    ['vat 15', { vat: 15 }, 'vat', 'Selecciona una opción válida'],
    ['time 25:00', { time: '25:00' }, 'time', 'Formato de hora incorrecto (HH:mm)'],
  ])(
    'refuses a sale with %s (400, in Spanish), writing nothing',
    async (_, change, field, message) => {
      const before = await rowsOf(shoppings);
      const answer = await calls.createSale(tokens.receptionist, customerId, change);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual([{ field, message }]);
      expect(await rowsOf(shoppings)).toBe(before);
    },
  );

  it('refuses a line of 0 units or 2.5 (400), writing nothing', async () => {
    const { productId } = await seedSellable(t, branchId, 5, '100.00');
    const sale = await newSale();
    for (const [qty, message] of [
      [0, 'El valor mínimo es 1'],
      [2.5, 'El campo debe ser un número entero'],
    ] as const) {
      const answer = await calls.addLine(tokens.receptionist, sale.id, productId, qty);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual([{ field: 'qty', message }]);
    }
    expect(await linesOf(sale.id)).toEqual([]);
  });
});

describe('roles and branches', () => {
  it('lets nobody but a super_admin open an audit for another branch (403)', async () => {
    for (const token of [tokens.receptionist, tokens.doctor]) {
      const answer = await calls.openAudit(token, '100', otherBranchId);
      expect(answer.status).toBe(403);
    }
    const open = await t.database.db
      .select({ id: cashAudits.id })
      .from(cashAudits)
      .where(eq(cashAudits.branchId, otherBranchId));
    expect(open).toEqual([]);
    const admin = await calls.openAudit(tokens.admin, '100', otherBranchId);
    expect(admin.status).toBe(201);
    expect(admin.body.data.data.branchId).toBe(otherBranchId);
    expect(
      (await calls.closeAudit(tokens.otherReceptionist, admin.body.data.data.id, '100')).status,
    ).toBe(200);
  });

  it('keeps a branch’s sales, lines, payments and audits from another branch’s staff', async () => {
    const { productId } = await seedSellable(t, branchId, 10, '100.00');
    const sale = await newSale();
    const line = (await calls.addLine(tokens.receptionist, sale.id, productId, 1)).body.data.data;
    const payment = (await calls.pay(tokens.receptionist, sale.id, cash, '10')).body.data.data;
    const table = { page: 1, rowsPerPage: 50 };
    const snapshot = async () => ({
      sale: await calls.stored(sale.id),
      lines: await linesOf(sale.id),
      payments: await rowsOf(payments),
      audit: (await t.database.db.select().from(cashAudits).where(eq(cashAudits.id, auditId)))[0],
    });
    const before = await snapshot();

    for (const token of [tokens.otherReceptionist, tokens.otherDoctor]) {
      const forbidden = [
        await calls.getSale(token, sale.id),
        await updateSale(token, { id: sale.id, discount: '5' }),
        await calls.execute(token, sale.id),
        await calls.cancel(token, sale.id),
        await calls.addLine(token, sale.id, productId, 1),
        await updateLine(token, { id: line.id, product: { id: productId }, qty: 2 }),
        await deleteLine(token, line.id),
        await t.call('POST', '/api/shopping-details/getDetails', {
          token,
          body: { ...table, filters: { shoppingId: sale.id } },
        }),
        await calls.pay(token, sale.id, cash, '1'),
        await calls.payments(token, sale.id),
        await calls.deletePayment(token, payment.id),
        await t.call('POST', '/api/shoppings/getProducts', {
          token,
          body: { shopping: { id: sale.id } },
        }),
        await calls.summary(token, auditId),
        await calls.closeAudit(token, auditId, '0'),
        await t.call('POST', '/api/audit/get', { token, body: { branchId } }),
        await t.call('POST', '/api/shoppings/getTable', {
          token,
          body: { ...table, filters: { branchId } },
        }),
        await t.call('POST', '/api/audit/getTableAudit', {
          token,
          body: { ...table, filters: { branchId } },
        }),
        await calls.createSale(token, customerId),
      ];
      expect(forbidden.map((a) => a.status)).toEqual(forbidden.map(() => 403));
      // Their own tables never hold this branch's rows.
      const sales = await t.call<{ tableData: { items: { branchId: number }[] } }>(
        'POST',
        '/api/shoppings/getTable',
        { token, body: table },
      );
      expect(sales.status).toBe(200);
      expect(sales.body.data.tableData.items.filter((row) => row.branchId === branchId)).toEqual(
        [],
      );
      const audits = await t.call<{ tableData: { items: { branchId: number }[] } }>(
        'POST',
        '/api/audit/getTableAudit',
        { token, body: table },
      );
      expect(audits.body.data.tableData.items.filter((row) => row.branchId === branchId)).toEqual(
        [],
      );
      // An id that does not exist is a 404, not a 403.
      expect((await calls.getSale(token, 999_999)).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
