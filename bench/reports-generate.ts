// The reports benchmark's data, on top of the tables generator (generate.ts): a year of closed
// registers in the first branch, with REPORT_PAYMENTS payments of its sales taken at the counter
// from 09:00 to 20:30 (two per sale, the second half an hour after the first, a fifth with 16 %
// VAT), and a tenth as many in the second branch, so that the report's branch filter has rows to
// leave out. INSERT … SELECT, deterministic (row numbers times primes), so runs are comparable.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import { rowsOf } from './sales-generate.js';

export const REPORT_PAYMENTS = Number(process.env.BENCH_REPORT_PAYMENTS ?? 1_000_000);
const DAYS = 365;
/** The year's last day: the report's "one day". */
export const LAST_DAY = '2031-05-31';

export interface ReportsData {
  branchId: number;
  otherBranchId: number;
  /** A receptionist of the branch, with the administrator's password (the scoped caller). */
  staffEmail: string;
  staffId: number;
  payments: number;
}

/** A year of registers, sales and payments in one branch; `payments` of them (even). */
async function seedBranchYear(
  db: Db,
  branch: { id: number; salesmanId: number; methodIds: number[]; payments: number },
) {
  const sales = branch.payments / 2;
  const perDay = Math.ceil(sales / DAYS);
  const methods = sql.raw(`array[${branch.methodIds.join(',')}]`);
  const first = sql`(${LAST_DAY}::date - ${DAYS - 1}::int)`;
  const audits = await rowsOf<{ id: number }>(
    db,
    sql`insert into cash_audits (branch_id, status, open_amount, open_date, open_time, opened_by,
      close_amount, close_date, close_time, closed_by, expected_cash, sales_count)
    select ${branch.id}, 'CERRADA', 1000, ${first} + d, '08:55', ${branch.salesmanId}, 1000,
      ${first} + d, '20:45', ${branch.salesmanId}, 1000, ${perDay}
    from generate_series(0, ${DAYS - 1}) as d
    returning id`,
  );
  // The registers' ids are consecutive: day d's is the first one's + d.
  const firstAudit = Math.min(...audits.map((audit) => audit.id));
  await db.execute(sql`
    insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, date, time,
      amount, vat, vat_required, total, paid, status, payment_status)
    select i, ${branch.id}, c.ids[1 + i % array_length(c.ids, 1)], ${branch.salesmanId},
      ${firstAudit}::int + d, ${first} + d, time '09:00' + make_interval(secs => s), p.amount,
      case when i % 5 = 0 then 16 else 0 end, i % 5 = 0,
      round(p.amount * case when i % 5 = 0 then 1.16 else 1 end, 2),
      round(p.amount * case when i % 5 = 0 then 1.16 else 1 end, 2), 'EJECUTADO', 'PAGADO'
    from generate_series(0, ${sales - 1}) as i,
      lateral (select (i / ${perDay})::int as d,
        ((i % ${perDay}) * 39600 / ${perDay})::int as s) as at,
      lateral (select (100 + (i * 37) % 4900 + (i % 100) / 100.0)::numeric(12, 2) as amount) as p,
      (select array_agg(id order by id) as ids from customers
        where branch_id = ${branch.id}) as c`);
  // In the order they were taken, as a register takes them: ids grow with the time of day.
  await db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by)
    select s.id, s.audit_id, (${methods})[1 + (s.serial + n) % ${branch.methodIds.length}],
      'PAGO', x.amount, x.rate, round(x.amount * x.rate, 2), x.amount + round(x.amount * x.rate, 2),
      s.date, s.time + (n - 1) * interval '30 minutes', ${branch.salesmanId}
    from shoppings as s
      cross join generate_series(1, 2) as n
      cross join lateral (select case when n = 1 then round(s.amount * 0.6, 2)
          else s.amount - round(s.amount * 0.6, 2) end as amount,
        case when s.vat_required then 0.16 else 0 end::numeric(3, 2) as rate) as x
    where s.branch_id = ${branch.id}
    order by s.date, s.time + (n - 1) * interval '30 minutes', s.id`);
}

/** Seeds the reports' data on a database the tables generator filled (two branches at least). */
export async function generateReports(
  db: Db,
  options: { adminEmail: string },
): Promise<ReportsData> {
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  if (!admin) throw new Error(`no administrator ${options.adminEmail}`);
  const methodIds = (
    await rowsOf<{ id: number }>(
      db,
      sql`insert into payment_methods (name, is_cash)
        values ('EFECTIVO', true), ('TARJETA', false), ('TRANSFERENCIA', false) returning id`,
    )
  ).map((row) => row.id);
  const [branchId, otherBranchId] = (
    await rowsOf<{ id: number }>(db, sql`select id from branches order by id limit 2`)
  ).map((row) => row.id);
  if (branchId === undefined || otherBranchId === undefined) throw new Error('two branches needed');
  const staffEmail = 'recepcion.reportes@bench.iris.local';
  const [staff] = await rowsOf<{ id: number }>(
    db,
    sql`insert into users (name, paternal, maternal, email, phone, password_hash, role, branch_id,
      email_verified, enabled)
    values ('FERNANDA', 'GUTIÉRREZ', 'LÓPEZ', ${staffEmail}, '5599999998', ${admin.passwordHash},
      'receptionist', ${branchId}, true, true)
    returning id`,
  );
  const payments = REPORT_PAYMENTS - (REPORT_PAYMENTS % 2);
  await seedBranchYear(db, { id: branchId, salesmanId: staff!.id, methodIds, payments });
  const [other] = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where branch_id = ${otherBranchId} order by id limit 1`,
  );
  await seedBranchYear(db, {
    id: otherBranchId,
    salesmanId: other!.id,
    methodIds,
    payments: Math.max(2, Math.round(payments / 20) * 2),
  });
  await db.execute(sql`analyze`);
  return { branchId, otherBranchId, staffEmail, staffId: staff!.id, payments };
}
