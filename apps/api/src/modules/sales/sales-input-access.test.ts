import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audits, payments, sales } from '../../db/schema/sales.schema.js';
import { seedSellable } from '../../testing/sales-calls.js';
import {
  auditId,
  branchId,
  calls,
  cash,
  customerId,
  deleteLine,
  linesOf,
  newSale,
  otherBranchId,
  rowsOf,
  t,
  tokens,
  updateLine,
  updateSale,
  useSalesRulesWorld,
} from '../../testing/sales-rules-world.js';

/*
 * docs/rules.md, Sales, payments, audits: bad input to every sales call (a Spanish 400, nothing
 * written), and what each role and another branch's staff may reach.
 */
useSalesRulesWorld();

describe('bad input', () => {
  const POSITIVE = 'Debe ser un importe mayor que 0, con hasta 2 decimales';
  const PERCENT = 'Debe ser un porcentaje de 0 a 100, con hasta 2 decimales';
  const errorsOf = (answer: { body: { data: unknown } }) =>
    (answer.body.data as { errors: { field: string; message: string }[] }).errors;

  it.each([
    ['vat_rate 0.15', { vat_rate: 0.15 }, 'vat_rate', 'Selecciona una opción válida'],
    ['vat_rate 16', { vat_rate: 16 }, 'vat_rate', 'Selecciona una opción válida'],
    // Zero and a negative say the same: a payment is more than zero.
    ['amount -1', { amount: -1 }, 'amount', POSITIVE],
    ['amount 1.005', { amount: 1.005 }, 'amount', POSITIVE],
    ['amount 0', { amount: 0 }, 'amount', POSITIVE],
    ['total -100', { amount: null, total: '-100' }, 'total', POSITIVE],
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
    ['discount 101', { discount: 101 }, 'discount', PERCENT],
    ['discount -5', { discount: -5 }, 'discount', PERCENT],
    ['vat 15', { vat: 15 }, 'vat', 'Selecciona una opción válida'],
    ['time 25:00', { time: '25:00' }, 'time', 'Formato de hora incorrecto (HH:mm)'],
  ])(
    'refuses a sale with %s (400, in Spanish), writing nothing',
    async (_, change, field, message) => {
      const before = await rowsOf(sales);
      const answer = await calls.createSale(tokens.receptionist, customerId, change);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual([{ field, message }]);
      expect(await rowsOf(sales)).toBe(before);
    },
  );

  it('refuses a line of 0 or -1 units, or 2.5 (400), writing nothing', async () => {
    const { productId } = await seedSellable(t, branchId, 5, '100.00');
    const sale = await newSale();
    for (const [qty, message] of [
      [0, 'El valor mínimo es 1'],
      // Typed in a form, -1 is a whole number below the minimum, not a number with decimals.
      ['-1', 'El valor mínimo es 1'],
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
      .select({ id: audits.id })
      .from(audits)
      .where(eq(audits.branchId, otherBranchId));
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
      audit: (await t.database.db.select().from(audits).where(eq(audits.id, auditId)))[0],
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
      const salesTable = await t.call<{ tableData: { items: { branchId: number }[] } }>(
        'POST',
        '/api/shoppings/getTable',
        { token, body: table },
      );
      expect(salesTable.status).toBe(200);
      expect(
        salesTable.body.data.tableData.items.filter((row) => row.branchId === branchId),
      ).toEqual([]);
      const auditsTable = await t.call<{ tableData: { items: { branchId: number }[] } }>(
        'POST',
        '/api/audit/getTableAudit',
        { token, body: table },
      );
      expect(
        auditsTable.body.data.tableData.items.filter((row) => row.branchId === branchId),
      ).toEqual([]);
      // An id that does not exist is a 404, not a 403.
      expect((await calls.getSale(token, 999_999)).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
