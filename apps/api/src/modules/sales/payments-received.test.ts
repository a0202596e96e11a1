import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@iris/domain/sales/payment.schemas';
import { payments } from '../../db/schema/sales.schema.js';
import { seedSellable } from '../../testing/sales-calls.js';
import {
  branchId,
  calls,
  cash,
  newSale,
  rowsOf,
  t,
  tokens,
  useSalesRulesWorld,
} from '../../testing/sales-rules-world.js';

/*
 * docs/rules.md, Sales, payments, audits: a payment given as what the customer handed over (`total`
 * with `vat_rate`) records exactly that total, amount = round(total / (1 + rate), 2) and VAT the
 * rest; given as `amount` (the contract's form) it works as before; 524 holds for both.
 */
useSalesRulesWorld();

const payTotal = (saleId: number, total: unknown, rate: unknown, extra = {}) =>
  t.call<{ data: Payment; errors?: { field: string; message: string }[] }>(
    'POST',
    '/api/payments/create',
    {
      token: tokens.receptionist,
      body: { shopping: { id: saleId }, method: { id: cash }, total, vat_rate: rate, ...extra },
    },
  );

/** An executed sale of one product at `price`, with 16 % VAT on top. */
async function saleAt16(price: string) {
  const { productId } = await seedSellable(t, branchId, 100, price);
  const sale = await newSale({ vat_required: true, vat: 16 });
  expect((await calls.addLine(tokens.receptionist, sale.id, productId, 1)).status).toBe(201);
  expect((await calls.execute(tokens.receptionist, sale.id)).status).toBe(200);
  return sale.id;
}

describe('a payment given as the amount received', () => {
  it('records what was typed as its total and splits base and VAT to the cent', async () => {
    const saleId = await saleAt16('1000.00');
    const cases: [string, string, { amount: number; vat: number; total: number }][] = [
      ['500', '0.16', { amount: 431.03, vat: 68.97, total: 500 }],
      ['108', '0.08', { amount: 100, vat: 8, total: 108 }],
      ['0.05', '0.16', { amount: 0.04, vat: 0.01, total: 0.05 }],
      ['100.01', '0', { amount: 100.01, vat: 0, total: 100.01 }],
    ];
    for (const [total, rate, expected] of cases) {
      const answer = await payTotal(saleId, total, rate);
      expect(answer.status, `${total} at ${rate}`).toBe(201);
      expect(answer.body.data.data).toMatchObject({ kind: 'PAGO', ...expected });
    }
    // 500 + 108 + 0.05 + 100.01 of 1,160.00.
    expect(await calls.stored(saleId)).toMatchObject({
      total: '1160.00',
      paid: '708.06',
      paymentStatus: 'ABONADO',
    });
  });

  it('pays a sale off exactly by what was handed over, and a cent more is 524', async () => {
    const saleId = await saleAt16('1000.00');
    expect((await payTotal(saleId, '2000', '0.16')).body.codeError).toBe(524);
    expect((await payTotal(saleId, '500', '0.16')).status).toBe(201);
    const before = await rowsOf(payments);
    const over = await payTotal(saleId, '660.01', '0.16');
    expect([over.status, over.body.codeError]).toEqual([422, 524]);
    expect(await rowsOf(payments)).toBe(before);
    // The contract's form on the same sale: 568.97 + 16 % = 660.01, a cent over as well.
    const overByAmount = await calls.pay(tokens.receptionist, saleId, cash, '568.97', '0.16');
    expect(overByAmount.body.codeError).toBe(524);
    expect((await payTotal(saleId, '660', '0.16')).status).toBe(201);
    expect(await calls.stored(saleId)).toMatchObject({
      paid: '1160.00',
      paymentStatus: 'PAGADO',
    });
    const rows = await t.database.db
      .select({ amount: payments.amount, vat: payments.vat, total: payments.total })
      .from(payments)
      .where(eq(payments.saleId, saleId));
    expect(rows).toEqual([
      { amount: '431.03', vat: '68.97', total: '500.00' },
      { amount: '568.97', vat: '91.03', total: '660.00' },
    ]);
  });

  it('keeps the contract’s amount: total = amount + VAT, an amount of null beside a total', async () => {
    const saleId = await saleAt16('1000.00');
    const byAmount = await calls.pay(tokens.receptionist, saleId, cash, '500', '0.16');
    expect(byAmount.body.data.data).toMatchObject({ amount: 500, vat: 80, total: 580 });
    const nullAmount = await payTotal(saleId, '116', '0.16', { amount: null });
    expect(nullAmount.status).toBe(201);
    expect(nullAmount.body.data.data).toMatchObject({ amount: 100, vat: 16, total: 116 });
  });

  it('refuses both forms at once, neither, zero and a negative, in Spanish, changing nothing', async () => {
    const saleId = await saleAt16('1000.00');
    const before = await rowsOf(payments);
    const answers = [
      await payTotal(saleId, '100', '0.16', { amount: '100' }),
      await payTotal(saleId, null, '0.16'),
      await payTotal(saleId, '0', '0.16'),
      await payTotal(saleId, '-100', '0.16'),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.data.errors?.[0]])).toEqual([
      [400, { field: 'total', message: 'Indica el importe o el total recibido, no ambos' }],
      [400, { field: 'total', message: 'El campo es requerido' }],
      [400, { field: 'total', message: 'Debe ser un importe mayor que 0, con hasta 2 decimales' }],
      [400, { field: 'total', message: 'Debe ser un importe mayor que 0, con hasta 2 decimales' }],
    ]);
    expect(await rowsOf(payments)).toBe(before);
  });

  it('holds 524 for totals sent at once: only those that fit are taken', async () => {
    const saleId = await saleAt16('1000.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payTotal(saleId, '200', '0.16')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Five of 200 make 1,000.00; a sixth would pass the 1,160.00.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422, 422, 422, 422]);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.codeError === 524)).toBe(
      true,
    );
    expect(await calls.stored(saleId)).toMatchObject({ paid: '1000.00' });
  });
});
