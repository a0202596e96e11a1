// After the sales load: every rule of RULES.md, Sales, payments, audits that concurrency could
// break, counted straight from the database (each count must be 0).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { rowsOf, type SalesData } from './sales-generate.js';

export type Violations = Record<string, number>;

/** The load storage's quantities before the load, to check that every unit is accounted for. */
export async function stockBefore(db: Db, storageId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ product_id: number; qty: number }>(
    db,
    sql`select product_id, qty from stock where storage_id = ${storageId}`,
  );
  return new Map(rows.map((row) => [row.product_id, row.qty]));
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${query}) as x`,
  );
  return row?.n ?? 0;
}

export async function checkSales(
  db: Db,
  load: SalesData['load'],
  before: Map<number, number>,
): Promise<Violations> {
  const stockNow = await rowsOf<{ product_id: number; qty: number; sold: number }>(
    db,
    sql`
    select s.product_id, s.qty, coalesce((select sum(d.qty) from shopping_details as d
        join shoppings as sale on sale.id = d.shopping_id
        where sale.storage_id = s.storage_id and sale.status = 'EJECUTADO'
          and d.product_id = s.product_id), 0)::int as sold
    from stock as s where s.storage_id = ${load.storageId}`,
  );
  const unaccounted = stockNow.filter(
    (row) => (before.get(row.product_id) ?? 0) - row.sold !== row.qty,
  ).length;
  return {
    'stock below zero': await countOf(db, sql`select 1 from stock where qty < 0`),
    'stock not = before - executed sales': unaccounted,
    'paid above total or below 0': await countOf(
      db,
      sql`select 1 from shoppings where paid > total or paid < 0`,
    ),
    'paid not = its payments': await countOf(
      db,
      sql`select 1 from shoppings as s where s.paid <> coalesce((select sum(p.total)
        from payments as p where p.shopping_id = s.id and p.deleted_at is null), 0)`,
    ),
    'payment status not as paid says': await countOf(
      db,
      sql`select 1 from shoppings where payment_status <> case when paid <= 0 then 'PENDIENTE'
        when paid >= total then 'PAGADO' else 'ABONADO' end`,
    ),
    'branches with more than one open audit': await countOf(
      db,
      sql`select branch_id from cash_audits where status = 'ABIERTA'
        group by branch_id having count(*) > 1`,
    ),
    'cancelled sales with a payment not refunded': await countOf(
      db,
      sql`select 1 from payments as p join shoppings as s on s.id = p.shopping_id
        where s.status = 'CANCELADO' and p.kind = 'PAGO' and p.deleted_at is null
          and not exists (select 1 from payments as r where r.refund_of = p.id)`,
    ),
    'serials of the load branch not 1..n': await countOf(
      db,
      sql`select 1 from (select count(*) as n, count(distinct serial) as d, max(serial) as top
        from shoppings where branch_id = ${load.branchId}) as s where n <> d or n <> top`,
    ),
  };
}

export const violationLines = (violations: Violations) => {
  const broken = Object.entries(violations).filter(([, n]) => n > 0);
  return broken.length === 0
    ? [`  violations: 0 (${Object.keys(violations).join('; ')})`]
    : broken.map(([rule, n]) => `  VIOLATION ${rule}: ${n}`);
};
