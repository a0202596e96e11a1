// What docs/rules.md (Stock and movements; Sales, payments, audits) keeps whatever the concurrency, and
// after a crash: each rule counted straight from the database, where every count must be 0. Used
// after bench:sales's load and by the faults test (e2e/faults.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type Violations = Record<string, number>;

/**
 * The branch whose serials are checked, the storage whose stock is accounted for and whose
 * movement serials are checked, and each product's quantity in it before the load.
 */
export interface LoadScope {
  branchId: number;
  storageId: number;
  before: Map<number, number>;
}

const rowsOf = async <T extends Record<string, unknown>>(db: Db, query: SQL) =>
  ((await db.execute<T>(query)) as { rows: T[] }).rows;

/** Each product's quantity in a storage (the `before` of a LoadScope). */
export async function stockOf(db: Db, storageId: number): Promise<Map<number, number>> {
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

/**
 * Stock rows of the storage that are not their quantity before, plus what executed movements
 * brought in (entries, transfers in), less what they took out (exits, transfers out) and what
 * executed sales took. A load without physical counts (type 1), which set rather than add.
 */
async function unaccountedStock(db: Db, scope: LoadScope): Promise<number> {
  const rows = await rowsOf<{ product_id: number; qty: number; moved: number; sold: number }>(
    db,
    sql`
    select s.product_id, s.qty,
      coalesce((select sum(case when m.storage_id = s.storage_id and m.type in (2, 4) then d.qty
          else -d.qty end)
        from movement_details as d join movements as m on m.id = d.movement_id
        where m.status = 'EJECUTADO' and d.product_id = s.product_id
          and ((m.storage_id = s.storage_id and m.type in (2, 3, 4))
            or (m.estorage_id = s.storage_id and m.type = 4))), 0)::int as moved,
      coalesce((select sum(d.qty) from shopping_details as d
        join shoppings as sale on sale.id = d.shopping_id
        where sale.storage_id = s.storage_id and sale.status = 'EJECUTADO'
          and d.product_id = s.product_id), 0)::int as sold
    from stock as s where s.storage_id = ${scope.storageId}`,
  );
  return rows.filter(
    (row) => (scope.before.get(row.product_id) ?? 0) + row.moved - row.sold !== row.qty,
  ).length;
}

export async function brokenRules(db: Db, scope: LoadScope): Promise<Violations> {
  return {
    'stock below zero': await countOf(db, sql`select 1 from stock where qty < 0`),
    'stock not = before + executed movements - executed sales': await unaccountedStock(db, scope),
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
      sql`select 1 from shoppings where payment_status <> case when status = 'CANCELADO'
        then 'CANCELADO' when paid <= 0 then 'PENDIENTE' when paid >= total then 'PAGADO'
        else 'ABONADO' end`,
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
    "the branch's sale serials not 1..n": await countOf(
      db,
      sql`select 1 from shoppings where branch_id = ${scope.branchId}
        having count(*) <> count(distinct serial) or count(*) <> max(serial)`,
    ),
    "the storage's movement serials not 1..n": await countOf(
      db,
      sql`select 1 from movements where storage_id = ${scope.storageId}
        having count(*) <> count(distinct serial) or count(*) <> max(serial)`,
    ),
  };
}

/** The rules broken, by name and count: empty when every rule holds. */
export const broken = (violations: Violations) =>
  Object.fromEntries(Object.entries(violations).filter(([, n]) => n > 0));
