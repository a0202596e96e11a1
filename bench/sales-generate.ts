// The sales benchmark's data, on top of the tables generator (generate.ts): per branch, closed audits
// of history and one open audit of SALES_PER_AUDIT executed sales with 1.5 payments each (some
// deleted, the cancelled ones refunded), as INSERT … SELECT; and a branch for the load, with its
// open audit, a storage of stock (a few products scarce) and a shared sale everyone pays into.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';

export const SALES_PER_AUDIT = 10_000;
/** Every sale has a first payment, every other sale a second: 15,000 for 10,000 sales. */
export const PAYMENTS_PER_AUDIT = SALES_PER_AUDIT * 1.5;
/** The load's cashier, with the administrator's password. */
export const CASHIER_EMAIL = 'cajero@bench.iris.local';

export interface SalesData {
  /** One open audit of SALES_PER_AUDIT sales per branch, for the close. */
  closing: { auditId: number; branchId: number }[];
  load: {
    branchId: number;
    auditId: number;
    storageId: number;
    hotSaleId: number;
    customerIds: number[];
    productIds: number[];
    methodIds: number[];
  };
  historySales: number;
}

/** The rows of a raw statement (the driver's result type is not known to the compiler). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows?: T[] }).rows ?? [];
}

async function ids(db: Db, query: SQL): Promise<number[]> {
  return (await rowsOf<{ id: number }>(db, query)).map((row) => row.id);
}

/** The branch's default storage, made one when it has none (the tables generator leaves some bare). */
async function defaultStorage(db: Db, branchId: number): Promise<number> {
  const [found] = await ids(
    db,
    sql`select id from storages where branch_id = ${branchId} and is_default`,
  );
  if (found !== undefined) return found;
  const [made] = await ids(
    db,
    sql`insert into storages (name, branch_id, is_default)
      values ('ALMACÉN DE VENTAS ' || ${branchId}, ${branchId}, true) returning id`,
  );
  return made!;
}

/**
 * `sales` executed sales from serial `firstSerial` in the audit, each of one line (a product of
 * the catalogue at its priced amount, a fifth with 16 % VAT); a first payment of 60 % for each, the
 * rest for every other one (1 in 100 of those deleted), methods in turn; 1 in 50 cancelled, its
 * payments refunded in the same audit. paid and the payment status follow from the rows.
 */
async function seedAuditSales(
  db: Db,
  audit: { id: number; branchId: number; storageId: number; firstSerial: number; sales: number },
  adminId: number,
  methodIds: number[],
) {
  const methods = sql.raw(`array[${methodIds.join(',')}]`);
  await db.execute(sql`
    insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, storage_id,
      date, time, amount, discount, vat, vat_required, total, status)
    select ${audit.firstSerial} + i - 1, ${audit.branchId},
      c.ids[1 + i % array_length(c.ids, 1)], ${adminId}, ${audit.id}, ${audit.storageId},
      current_date, time '09:00' + make_interval(secs => i % 36000), price, 0,
      case when i % 5 = 0 then 16 else 0 end, i % 5 = 0,
      round(price * case when i % 5 = 0 then 1.16 else 1 end, 2),
      case when i % 50 = 0 then 'CANCELADO' else 'EJECUTADO' end
    from generate_series(1, ${audit.sales}) as i,
      lateral (select (100 + (i * 37) % 4900 + (i % 100) / 100.0)::numeric(12, 2) as price) as p,
      (select array_agg(id order by id) as ids from customers
        where branch_id = ${audit.branchId}) as c`);
  await db.execute(sql`
    insert into shopping_details (shopping_id, product_id, qty, price)
    select s.id, 1 + s.serial % 10000, 1, s.amount from shoppings as s where s.audit_id = ${audit.id}`);
  await db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      created_by, deleted_at, deleted_by)
    select s.id, ${audit.id}, (${methods})[1 + (s.serial + n) % ${methodIds.length}], 'PAGO', x.amount,
      0, 0, x.amount, ${adminId}, d.at, case when d.at is null then null else ${adminId}::int end
    from shoppings as s
      cross join generate_series(1, 2) as n
      cross join lateral (select case when n = 1 then round(s.total * 0.6, 2)
        else s.total - round(s.total * 0.6, 2) end as amount) as x
      cross join lateral (select case when n = 2 and s.serial % 100 = 0 then now() end as at) as d
    where s.audit_id = ${audit.id} and (n = 1 or s.serial % 2 = 0)`);
  await db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      created_by, refund_of)
    select p.shopping_id, p.audit_id, p.method_id, 'DEVOLUCION', -p.amount, p.vat_rate, -p.vat,
      -p.total, ${adminId}, p.id
    from payments as p join shoppings as s on s.id = p.shopping_id
    where p.audit_id = ${audit.id} and s.status = 'CANCELADO' and p.deleted_at is null`);
  await db.execute(sql`
    update shoppings as s set paid = coalesce(x.paid, 0),
      payment_status = case when s.status = 'CANCELADO' then 'CANCELADO'
        when coalesce(x.paid, 0) <= 0 then 'PENDIENTE'
        when x.paid >= s.total then 'PAGADO' else 'ABONADO' end
    from (select s2.id, (select sum(p.total) from payments as p
        where p.shopping_id = s2.id and p.deleted_at is null) as paid
      from shoppings as s2 where s2.audit_id = ${audit.id}) as x
    where s.id = x.id`);
}

async function openAudit(db: Db, branchId: number, adminId: number, status: 'ABIERTA' | 'CERRADA') {
  const closed = status === 'CERRADA';
  const [id] = await ids(
    db,
    sql`insert into cash_audits (branch_id, status, open_amount, opened_by, close_amount,
      close_date, close_time, closed_by)
    values (${branchId}, ${status}, 1000, ${adminId}, ${closed ? sql`0` : sql`null`},
      ${closed ? sql`current_date` : sql`null`}, ${closed ? sql`localtime(0)` : sql`null`},
      ${closed ? adminId : null})
    returning id`,
  );
  return id!;
}

/**
 * Seeds the sales data on a database the tables generator filled (its administrator, branches,
 * patients and catalogue): `closingBranches` branches each get `historyAudits` closed audits and
 * one open audit of SALES_PER_AUDIT sales; the next branch is the load's.
 */
export async function generateSales(
  db: Db,
  options: { adminEmail: string; closingBranches: number; historyAudits: number },
): Promise<SalesData> {
  const [admin] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  if (!admin) throw new Error(`no administrator ${options.adminEmail}`);
  const methodIds = await ids(
    db,
    sql`insert into payment_methods (name, is_cash)
      values ('EFECTIVO', true), ('TARJETA', false), ('TRANSFERENCIA', false) returning id`,
  );
  const branchIds = await ids(db, sql`select id from branches order by id`);
  if (branchIds.length <= options.closingBranches) throw new Error('one more branch is needed');

  const closing: SalesData['closing'] = [];
  for (const branchId of branchIds.slice(0, options.closingBranches)) {
    const storageId = await defaultStorage(db, branchId);
    let firstSerial = 1;
    for (let n = 0; n <= options.historyAudits; n++) {
      const status = n < options.historyAudits ? 'CERRADA' : 'ABIERTA';
      const id = await openAudit(db, branchId, admin.id, status);
      const audit = { id, branchId, storageId, firstSerial, sales: SALES_PER_AUDIT };
      await seedAuditSales(db, audit, admin.id, methodIds);
      firstSerial += SALES_PER_AUDIT;
      if (status === 'ABIERTA') closing.push({ auditId: id, branchId });
    }
    // What a close would have written in the history's audits.
    await db.execute(sql`
      update cash_audits as a set expected_cash = a.open_amount + coalesce((select sum(p.total)
        from payments as p where p.audit_id = a.id and p.deleted_at is null
          and p.method_id = ${methodIds[0]!}), 0)
      where a.branch_id = ${branchId} and a.status = 'CERRADA'`);
  }

  const branchId = branchIds[options.closingBranches]!;
  const storageId = await defaultStorage(db, branchId);
  const auditId = await openAudit(db, branchId, admin.id, 'ABIERTA');
  // 40 products: 35 plentiful, 5 scarce (20 units), for executions that race for the last ones.
  const productIds = await ids(db, sql`select id from products order by id limit 40`);
  await db.execute(sql`
    insert into stock (storage_id, product_id, qty, price)
    select ${storageId}, p.id, case when p.rn <= 5 then 20 else 100000 end,
      (50 + (p.id * 37) % 950)::numeric(12, 2)
    from (select id, row_number() over (order by id) as rn from products
      where id = any(${`{${productIds.join(',')}}`}::int[])) as p
    on conflict (storage_id, product_id) do update set qty = excluded.qty, price = excluded.price`);
  const customerIds = await ids(
    db,
    sql`select id from customers where branch_id = ${branchId} order by id limit 500`,
  );
  // The shared sale: NUEVO, one line of 300.00, that every client pays 1.00 into until it is full.
  const [hotSaleId] = await ids(
    db,
    sql`insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, date, time,
      amount, total)
    values (1, ${branchId}, ${customerIds[0]!}, ${admin.id}, ${auditId}, current_date, '09:00',
      300, 300) returning id`,
  );
  await db.execute(sql`
    insert into shopping_details (shopping_id, product_id, qty, price)
    values (${hotSaleId!}, ${productIds[10]!}, 1, 300)`);
  await db.execute(sql`
    insert into users (name, paternal, maternal, email, phone, password_hash, role, branch_id,
      email_verified, enabled)
    values ('CAJERO', 'DE', 'PRUEBA', ${CASHIER_EMAIL}, '5599999999', ${admin.passwordHash},
      'receptionist', ${branchId}, true, true)`);
  await db.execute(sql`analyze`);
  return {
    closing,
    load: {
      branchId,
      auditId,
      storageId,
      hotSaleId: hotSaleId!,
      customerIds,
      productIds,
      methodIds,
    },
    historySales: options.closingBranches * options.historyAudits * SALES_PER_AUDIT,
  };
}
