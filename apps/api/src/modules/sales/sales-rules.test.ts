import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { seedSellable } from '../../testing/sales-calls.js';
import {
  branchId,
  calls,
  deleteLine,
  handTotal,
  linesOf,
  newSale,
  t,
  tokens,
  updateLine,
  updateSale,
  useSalesRulesWorld,
} from '../../testing/sales-rules-world.js';
import { seedStorage } from '../../testing/seed-inventory.js';
import { seedCustomer } from '../../testing/seed-records.js';

/*
 * docs/rules.md, Sales, payments, audits: a sale's total to the cent and its VAT defaults, and its lines
 * (stock per line, prices by role, only while NUEVO). Payments, executing and cancelling are in
 * sales-settle.test.ts; bad input and access in sales-input-access.test.ts.
 */
useSalesRulesWorld();

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
