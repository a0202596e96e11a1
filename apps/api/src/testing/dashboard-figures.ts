import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { audits, payments, sales } from '../db/schema/sales.schema.js';

/*
 * The dashboard's money figures worked out again in the test, from the rows themselves: read back
 * plainly and added up in whole cents, so that a mistake in the dashboard's SQL cannot also be in
 * what checks it.
 */

/** '1234.50' or '-12.30' (numeric(12,2) as PostgreSQL writes it) in whole cents. */
export const cents = (text: string) => Number(text.replace('.', ''));
/** A figure of the API (a JSON number with two decimals) in whole cents. */
export const centsOf = (value: number) => Math.round(value * 100);

export interface Figures {
  sales: { count: number; cents: number; cancelled: number };
  /** By method id: payments taken, net cents. */
  dayMethods: Map<number, { count: number; cents: number }>;
  windowMethods: Map<number, { count: number; cents: number }>;
  /** By date. */
  salesByDay: Map<string, { count: number; cents: number }>;
}

const add = (
  map: Map<number | string, { count: number; cents: number }>,
  key: number | string,
  count: number,
  amount: number,
) => {
  const entry = map.get(key) ?? { count: 0, cents: 0 };
  map.set(key, { count: entry.count + count, cents: entry.cents + amount });
};

/** The figures of the branches given, for the day and the window [from, day]. */
export async function figuresFrom(
  database: Pick<Database, 'db'>,
  branchIds: number[],
  day: string,
  from: string,
): Promise<Figures> {
  const saleRows = await database.db
    .select({ date: sales.date, status: sales.status, total: sales.total })
    .from(sales)
    .where(inArray(sales.branchId, branchIds));
  const paid = await database.db
    .select({
      date: payments.date,
      methodId: payments.methodId,
      kind: payments.kind,
      total: payments.total,
      deletedAt: payments.deletedAt,
    })
    .from(payments)
    .innerJoin(audits, eq(audits.id, payments.auditId))
    .where(inArray(audits.branchId, branchIds));

  const figures: Figures = {
    sales: { count: 0, cents: 0, cancelled: 0 },
    dayMethods: new Map(),
    windowMethods: new Map(),
    salesByDay: new Map(),
  };
  for (const sale of saleRows) {
    if (sale.date === day) {
      if (sale.status === 'CANCELADO') figures.sales.cancelled++;
      else {
        figures.sales.count++;
        figures.sales.cents += cents(sale.total);
      }
    }
    if (sale.status !== 'CANCELADO' && sale.date >= from && sale.date <= day) {
      add(figures.salesByDay, sale.date, 1, cents(sale.total));
    }
  }
  for (const payment of paid) {
    if (payment.deletedAt !== null) continue;
    const taken = payment.kind === 'PAGO' ? 1 : 0;
    if (payment.date === day)
      add(figures.dayMethods, payment.methodId, taken, cents(payment.total));
    if (payment.date >= from && payment.date <= day) {
      add(figures.windowMethods, payment.methodId, taken, cents(payment.total));
    }
  }
  return figures;
}
