// The dashboard benchmark's year, on top of the tables generator (generate.ts: branches, staff,
// patients, a default storage of priced stock per branch): for every branch and every day of a
// year ending today, a register opened at 09:00 (closed at 19:00, but today's), its sales, their
// payments (a second one for every other sale, some a day later, some deleted; the cancelled
// ones refunded) and the calendar's appointments, as INSERT … SELECT over all branches at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { rowsOf } from './sales-generate.js';

export interface YearOptions {
  adminId: number;
  days: number;
  salesPerDay: number;
  appointmentsPerDay: number;
}

export interface YearCounts {
  branches: number;
  audits: number;
  sales: number;
  payments: number;
  appointments: number;
  stock: number;
}

const count = async (db: Db, table: string) =>
  (await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

export async function generateYear(db: Db, options: YearOptions): Promise<YearCounts> {
  const { adminId, days, salesPerDay, appointmentsPerDay } = options;
  const methods = await rowsOf<{ id: number }>(
    db,
    sql`insert into payment_methods (name, is_cash)
      values ('EFECTIVO', true), ('TARJETA DE CRÉDITO', false), ('TARJETA DE DÉBITO', false),
        ('TRANSFERENCIA', false)
      returning id`,
  );
  const methodList = sql.raw(`array[${methods.map((m) => m.id).join(',')}]`);

  // A register a day per branch; today's is still open.
  await db.execute(sql`
    insert into cash_audits (branch_id, status, open_amount, open_date, open_time, opened_by,
      close_amount, close_date, close_time, closed_by, expected_cash, sales_count)
    select b.id, case when d = current_date then 'ABIERTA' else 'CERRADA' end, 1000, d, '09:00',
      ${adminId},
      case when d = current_date then null else 1000 end,
      case when d = current_date then null else d end,
      case when d = current_date then null else time '19:00' end,
      case when d = current_date then null else ${adminId}::int end,
      case when d = current_date then null else 1000 end,
      case when d = current_date then null else ${salesPerDay}::int end
    from branches as b,
      generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') as g(day),
      lateral (select g.day::date as d) as x`);

  // Each register's sales: a patient of the branch, 1 in 50 cancelled, 1 in 10 still NUEVO.
  await db.execute(sql`
    insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, date, time,
      amount, discount, vat, vat_required, total, status, payment_status)
    select (a.open_date - (current_date - ${days - 1}::int)) * ${salesPerDay} + i, a.branch_id,
      c.ids[1 + (a.id * 31 + i) % array_length(c.ids, 1)], ${adminId}, a.id, a.open_date,
      time '09:00' + make_interval(mins => i * 17 % 600), p.price, 0, 0, false, p.price,
      case when (a.id + i) % 50 = 0 then 'CANCELADO'
        when (a.id + i) % 10 = 0 then 'NUEVO' else 'EJECUTADO' end,
      case when (a.id + i) % 50 = 0 then 'CANCELADO' else 'PENDIENTE' end
    from cash_audits as a
      cross join generate_series(1, ${salesPerDay}) as i
      cross join lateral (select (100 + ((a.id * 7 + i) * 37) % 4900
        + ((a.id + i) % 100) / 100.0)::numeric(12, 2) as price) as p
      join (select branch_id, array_agg(id order by id) as ids from customers group by branch_id)
        as c on c.branch_id = a.branch_id`);

  // 60 % paid at once; the rest, for every other sale, the same day or the next (its register
  // is the sale's: the day's register in this data); 1 in 100 second payments deleted.
  await db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by, deleted_at, deleted_by)
    select s.id, s.audit_id, (${methodList})[1 + (s.id + n) % ${methods.length}], 'PAGO',
      x.amount, 0, 0, x.amount,
      least(s.date + case when n = 2 and s.serial % 3 = 0 then 1 else 0 end, current_date),
      s.time, ${adminId}, d.at, case when d.at is null then null else ${adminId}::int end
    from shoppings as s
      cross join generate_series(1, 2) as n
      cross join lateral (select case when n = 1 then round(s.total * 0.6, 2)
        else s.total - round(s.total * 0.6, 2) end as amount) as x
      cross join lateral (select case when n = 2 and s.serial % 100 = 0 then now() end as at)
        as d
    where n = 1 or s.serial % 2 = 0`);
  await db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by, refund_of)
    select p.shopping_id, p.audit_id, p.method_id, 'DEVOLUCION', -p.amount, p.vat_rate, -p.vat,
      -p.total, p.date, p.time, ${adminId}, p.id
    from payments as p join shoppings as s on s.id = p.shopping_id
    where s.status = 'CANCELADO' and p.deleted_at is null`);

  // The calendar: every 15 minutes from 08:00, most with a patient; the past ones attended.
  const [type] = await rowsOf<{ id: number }>(
    db,
    sql`insert into appointment_types (name) values ('REVISIÓN ANUAL') returning id`,
  );
  await db.execute(sql`
    insert into calendar_events (name, description, start_date, start_time, end_date, end_time,
      color, branch_id, customer_id, type_id, status)
    select 'CITA', '', x.d, t.start, x.d, t.start + interval '15 minutes', 'blue', b.id,
      case when i % 6 = 0 then null else c.ids[1 + (b.id * 17 + i) % array_length(c.ids, 1)] end,
      ${type!.id},
      (case when x.d < current_date then 'ATENDIDA' else 'PROGRAMADA' end)::appointment_status
    from branches as b
      join (select branch_id, array_agg(id order by id) as ids from customers group by branch_id)
        as c on c.branch_id = b.id,
      generate_series(current_date - ${days - 1}::int, current_date, interval '1 day') as g(day),
      lateral (select g.day::date as d) as x,
      generate_series(0, ${appointmentsPerDay - 1}) as i,
      lateral (select time '08:00' + make_interval(mins => i * 15) as start) as t`);
  await db.execute(sql`analyze`);

  return {
    branches: await count(db, 'branches'),
    audits: await count(db, 'cash_audits'),
    sales: await count(db, 'shoppings'),
    payments: await count(db, 'payments'),
    appointments: await count(db, 'calendar_events'),
    stock: await count(db, 'stock'),
  };
}
