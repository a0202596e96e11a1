import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * The payments report's totals come from the rollup the database keeps (migration 0026), under
 * real parallel requests: on PostgreSQL each payment, deletion and cancel runs in its own
 * connection and transaction and they add to the same rollup rows at once; on PGlite they queue.
 * Either way the totals must be what summing the payments themselves gives, to the cent and in
 * the same JSON, for every filter of the report.
 */
let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let cash: number;
let card: number;

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  cash = await seedMethod(t, 'EFECTIVO ROLLUP', true);
  card = await seedMethod(t, 'TARJETA ROLLUP');
});
afterAll(() => t.close());

type Filters = { branchId: number; date?: string; auditId?: number; methodId?: number };
interface Totals {
  amount: number;
  vat: number;
  total: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A branch with its receptionist, a customer, an open audit and sales ready to be paid. */
async function branchWithSales(name: string, sales: number) {
  const branchId = (await seedBranch(t.database, name)).branch.id;
  const email = `recepcion.${name.toLowerCase()}@rollup.test`;
  await seedUser(t.database, { email, role: 'receptionist', branchId });
  const token = await t.login(email);
  const customerId = await seedCustomer(t.database, branchId);
  const audit = await calls.openAudit(token, '100');
  expect(audit.status).toBe(201);
  const { productId } = await seedSellable(t, branchId, 100, '1000.00');
  const ids: number[] = [];
  for (let i = 0; i < sales; i++) {
    const sale = (await calls.createSale(token, customerId)).body.data.data;
    expect((await calls.addLine(token, sale.id, productId, 1)).status).toBe(201);
    expect((await calls.execute(token, sale.id)).status).toBe(200);
    ids.push(sale.id);
  }
  return { branchId, token, auditId: audit.body.data.data.id, sales: ids };
}

/** What the totals were before the rollup: the payments not deleted, summed by the database. */
async function summedPayments(filters: Filters): Promise<Totals> {
  const [row] = rowsOf<{ amount: string; vat: string; total: string }>(
    await t.database.db.execute(sql`
      select coalesce(sum(p.amount), 0)::text as amount, coalesce(sum(p.vat), 0)::text as vat,
        coalesce(sum(p.total), 0)::text as total
      from payments as p join shoppings as s on s.id = p.shopping_id
      where s.branch_id = ${filters.branchId}::int and p.deleted_at is null
        and (${filters.date ?? null}::date is null or p.date = ${filters.date ?? null}::date)
        and (${filters.auditId ?? null}::int is null or p.audit_id = ${filters.auditId ?? null}::int)
        and (${filters.methodId ?? null}::int is null
          or p.method_id = ${filters.methodId ?? null}::int)`),
  );
  return { amount: Number(row!.amount), vat: Number(row!.vat), total: Number(row!.total) };
}

async function reportTotals(token: string, filters: Filters) {
  const answer = await t.call<{ totals: Totals }>('POST', '/api/shoppings/getTablePayments', {
    token,
    body: { page: 1, rowsPerPage: 10, filters },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.totals;
}

/** 'x' cents, spread so that sums carry cents and VAT rounds. */
const amountOf = (i: number) => `${10 + (i % 7)}.${String((i * 37) % 100).padStart(2, '0')}`;

describe('the payments report totals kept by the database', () => {
  it('equal the sum of the payments after many taken, deleted and refunded at once', async () => {
    const a = await branchWithSales('ROLLUPA', 8);
    const b = await branchWithSales('ROLLUPB', 3);
    // Payments sent at once into both branches, over two methods and both VAT rates.
    const taken = await Promise.all([
      ...Array.from({ length: 32 }, (_, i) =>
        calls.pay(a.token, a.sales[i % 8]!, i % 3 ? card : cash, amountOf(i), i % 4 ? 0 : 0.16),
      ),
      ...Array.from({ length: 9 }, (_, i) =>
        calls.pay(b.token, b.sales[i % 3]!, cash, amountOf(i + 5), 0.08),
      ),
    ]);
    expect(taken.map((answer) => answer.status)).toEqual(taken.map(() => 201));
    const paidA = taken.slice(0, 32).map((answer) => answer.body.data.data);

    // At once: some deleted, more taken, and two sales cancelled (each payment refunded).
    const cancelled = a.sales.slice(6);
    const deletable = paidA.filter((payment) => !cancelled.includes(payment.shopping.id));
    const mixed = await Promise.all([
      ...deletable.slice(0, 8).map((payment) => calls.deletePayment(a.token, payment.id)),
      ...Array.from({ length: 12 }, (_, i) =>
        calls.pay(a.token, a.sales[i % 6]!, i % 2 ? cash : card, amountOf(i + 40), 0.16),
      ),
      ...cancelled.map((id) => calls.cancel(a.token, id)),
    ]);
    expect(mixed.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: 8 }, () => 200),
      ...Array.from({ length: 12 }, () => 201),
      200,
      200,
    ]);
    const refunds = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from payments where kind = 'DEVOLUCION'
          and shopping_id in (${sql.join(cancelled, sql`, `)})`,
      ),
    );
    expect(refunds[0]!.n).toBeGreaterThan(0);

    const [{ date }] = rowsOf<{ date: string }>(
      await t.database.db.execute(
        sql`select max(date)::text as date from payments where audit_id = ${a.auditId}::int`,
      ),
    ) as [{ date: string }];
    for (const [branch, filters] of [
      [a, { branchId: a.branchId }],
      [a, { branchId: a.branchId, date }],
      [a, { branchId: a.branchId, auditId: a.auditId }],
      [a, { branchId: a.branchId, methodId: cash }],
      [a, { branchId: a.branchId, date, auditId: a.auditId, methodId: card }],
      [a, { branchId: a.branchId, date: '2001-01-01' }],
      [b, { branchId: b.branchId }],
      [b, { branchId: b.branchId, methodId: card }],
    ] as const) {
      const expected = await summedPayments(filters);
      expect(await reportTotals(branch.token, filters), JSON.stringify(filters)).toEqual(expected);
    }
    expect((await summedPayments({ branchId: a.branchId })).total).toBeGreaterThan(0);
  });

  it('holds, key by key, what grouping every payment not deleted gives', async () => {
    // Whatever the tests before wrote, through the API or straight into the table.
    const differences = rowsOf<Record<string, unknown>>(
      await t.database.db.execute(sql`
        with kept as (
          select branch_id, date, audit_id, method_id, kind, payments, amount, vat, total
          from payment_totals where payments <> 0 or amount <> 0 or vat <> 0 or total <> 0),
        summed as (
          select s.branch_id, p.date, p.audit_id, p.method_id, p.kind, count(*)::int as payments,
            sum(p.amount) as amount, sum(p.vat) as vat, sum(p.total) as total
          from payments as p join shoppings as s on s.id = p.shopping_id
          where p.deleted_at is null group by 1, 2, 3, 4, 5)
        (select 'kept' as side, * from kept except select 'kept', * from summed)
        union all
        (select 'summed', * from summed except select 'summed', * from kept)`),
    );
    expect(differences).toEqual([]);
    const [count] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from payment_totals`),
    );
    expect(count!.n).toBeGreaterThan(0);
  });

  it('are read from the rollup, not summed over the payments', async () => {
    const a = await branchWithSales('ROLLUPC', 1);
    expect((await calls.pay(a.token, a.sales[0]!, cash, '12.34')).status).toBe(201);
    const filters = { branchId: a.branchId };
    expect(await reportTotals(a.token, filters)).toEqual({ amount: 12.34, vat: 0, total: 12.34 });
    // A cent the payments do not hold shows only if the report reads the rollup.
    await t.database.db.execute(
      sql`update payment_totals set amount = amount + 0.01 where branch_id = ${a.branchId}::int`,
    );
    expect(await reportTotals(a.token, filters)).toEqual({ amount: 12.35, vat: 0, total: 12.34 });
    await t.database.db.execute(
      sql`update payment_totals set amount = amount - 0.01 where branch_id = ${a.branchId}::int`,
    );
  });
});
