import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import { seedSellable } from '../../testing/sales-calls.js';
import {
  branchId,
  calls,
  cash,
  t,
  tokens,
  useSalesRulesWorld,
} from '../../testing/sales-rules-world.js';
import { seedCustomer } from '../../testing/seed-records.js';

/*
 * docs/rules.md, Sales, payments, audits: a CANCELADO sale owes nothing — remaining 0 and paymentStatus
 * CANCELADO — and no list, report, CSV, dashboard tile or total counts it as owed or as sold; the
 * reports count cancelled sales apart (how many, for how much).
 */
useSalesRulesWorld();

const DAY = '2031-05-10';

interface SalesTable {
  tableData: { items: Sale[]; total_items: number };
  totals: Record<string, number>;
}

/** A patient of their own, so that this file's figures are only its own sales. */
async function customerWithTwoSales() {
  const customerId = await seedCustomer(t.database, branchId, { name: 'CANCELADA' });
  const lenses = await seedSellable(t, branchId, 10, '2850.00');
  const frame = await seedSellable(t, branchId, 10, '1500.00');
  // A sale with a deposit, executed, then cancelled: its deposit is refunded.
  const cancelled = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
  await calls.addLine(tokens.receptionist, cancelled.id, lenses.productId, 1);
  expect((await calls.pay(tokens.receptionist, cancelled.id, cash, '1000')).status).toBe(201);
  expect((await calls.execute(tokens.receptionist, cancelled.id)).status).toBe(200);
  expect((await calls.cancel(tokens.receptionist, cancelled.id)).status).toBe(200);
  // A sale that still owes $1,000.00 of its $1,500.00.
  const owing = (await calls.createSale(tokens.receptionist, customerId)).body.data.data;
  await calls.addLine(tokens.receptionist, owing.id, frame.productId, 1);
  expect((await calls.execute(tokens.receptionist, owing.id)).status).toBe(200);
  expect((await calls.pay(tokens.receptionist, owing.id, cash, '500')).status).toBe(201);
  return { customerId, cancelled: cancelled.id, owing: owing.id };
}

const salesTable = (filters: Record<string, unknown>) =>
  t.call<SalesTable>('POST', '/api/shoppings/getTable', {
    token: tokens.receptionist,
    body: { rowsPerPage: 50, sortBy: 'serial', descending: false, filters },
  });

describe('a cancelled sale', () => {
  it('owes nothing on its page, in the sales list, the report totals and the CSV', async () => {
    const { customerId, cancelled, owing } = await customerWithTwoSales();

    const sale = (await calls.getSale(tokens.receptionist, cancelled)).body.data.data;
    expect(sale).toMatchObject({
      status: 'CANCELADO',
      total: 2850,
      paid: 0,
      remaining: 0,
      paymentStatus: 'CANCELADO',
    });

    const table = await salesTable({ branchId, customerId, from: DAY, to: DAY });
    expect(table.status).toBe(200);
    expect(
      table.body.data.tableData.items.map((item) => [
        item.id,
        item.total,
        item.remaining,
        item.paymentStatus,
      ]),
    ).toEqual([
      [cancelled, 2850, 0, 'CANCELADO'],
      [owing, 1500, 1000, 'ABONADO'],
    ]);
    // Sold and owed: the sale that stands; the cancelled one apart.
    expect(table.body.data.totals).toEqual({
      amount: 1500,
      total: 1500,
      paid: 500,
      remaining: 1000,
      cancelledCount: 1,
      cancelledTotal: 2850,
    });

    // Nobody's pending sale: the cancelled one is in no payment filter but ALL.
    for (const [filter, ids] of [
      ['PENDING', []],
      ['PARTIAL', [owing]],
      ['PAID', []],
      ['ALL', [cancelled, owing]],
    ] as const) {
      const answer = await salesTable({ branchId, customerId, paymentStatus: filter });
      expect(answer.body.data.tableData.items.map((item) => item.id)).toEqual(ids);
    }

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/shoppings/getSalesCsv',
      headers: { authorization: `Bearer ${tokens.receptionist}` },
      payload: { sortBy: 'serial', descending: false, filters: { branchId, customerId } },
    });
    expect(csv.statusCode).toBe(200);
    // After the byte-order mark; no value here holds a comma or a quote.
    const [header, ...rows] = csv.body
      .slice(1)
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => [row[column('Restante')], row[column('Estado de pago')]])).toEqual([
      ['0.00', 'CANCELADO'],
      ['1000.00', 'ABONADO'],
    ]);
  });

  it('is not among the day’s sales on the dashboard, and is counted apart', async () => {
    const day = (
      await t.call<{ data: Dashboard }>('POST', '/api/dashboard/get', {
        token: tokens.receptionist,
        body: { branchId, date: DAY },
      })
    ).body.data.data;
    const before = day.sales;
    const { cancelled } = await customerWithTwoSales();
    const after = (
      await t.call<{ data: Dashboard }>('POST', '/api/dashboard/get', {
        token: tokens.receptionist,
        body: { branchId, date: DAY },
      })
    ).body.data.data.sales;
    expect(cancelled).toBeGreaterThan(0);
    expect(after).toMatchObject({
      count: before.count + 1,
      total: before.total + 1500,
      cancelled: before.cancelled + 1,
    });
  });
});
