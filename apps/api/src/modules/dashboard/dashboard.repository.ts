import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_APPOINTMENTS,
  DASHBOARD_ARCO,
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK,
  LOW_STOCK_THRESHOLD,
} from '@iris/domain/dashboard/dashboard.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { appointmentTypes, paymentMethods, products } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { arcoRequests } from '../../db/schema/privacy.schema.js';
import { stock, storages } from '../../db/schema/inventory.schema.js';
import { audits, payments, sales } from '../../db/schema/sales.schema.js';
import { personNameOfAlias } from '../../lib/person-name.js';

/*
 * The dashboard's figures as one statement: every tile is a subquery of the day (`d`), so the
 * page that everyone lands on costs one round trip, and every sum is PostgreSQL's numeric
 * arithmetic (json_build_object writes the decimals as the database computed them). Each part
 * reads through an index that leads with the branch (or, for every branch, with the date).
 */

/** A row of a one-branch filter on a branch column, or no filter (every branch). */
const inBranch = (column: SQL, branchId: number | null) =>
  branchId === null ? sql`true` : sql`${column} = ${branchId}`;

const ref = (id: SQL, name: SQL) => sql`json_build_object('id', ${id}, 'name', ${name})`;
const personName = (alias: string) => personNameOfAlias(alias);

/** An appointment of `a` (with its branch b, type t, patient c and doctor u) as a tile lists it. */
const appointmentItem = (extra: SQL = sql``) => sql`json_build_object('id', a.id,
  'branch', ${ref(sql`b.id`, sql`b.name`)},
  'time', to_char(a.start_time, 'HH24:MI'), 'endTime', to_char(a.end_time, 'HH24:MI'),
  'name', a.name,
  'patient', case when c.id is null then null else ${ref(sql`c.id`, personName('c'))} end,
  'type', ${ref(sql`t.id`, sql`t.name`)}, 'status', a.status,
  'doctor', case when u.id is null then null else ${ref(sql`u.id`, personName('u'))} end ${extra})`;

const appointmentJoins = sql`join ${branches} as b on b.id = a.branch_id
  join ${appointmentTypes} as t on t.id = a.type_id
  left join ${customers} as c on c.id = a.customer_id
  left join ${users} as u on u.id = a.doctor_id`;

/** The day's appointments: counted, and the first few, those still to come first. */
function appointmentsPart(branchId: number | null) {
  const where = sql`e.starts_at >= d.day and e.starts_at < d.day + 1
    and ${inBranch(sql`e.branch_id`, branchId)}`;
  // Today, an appointment that has ended goes after those to come, the latest of them first;
  // on another day they are listed in their order.
  const past = sql`(d.day = current_date and e.ends_at <= d.now)`;
  return sql`json_build_object(
    'count', (select count(*) from ${calendarEvents} as e where ${where}),
    'upcoming', (select count(*) from ${calendarEvents} as e where ${where} and e.ends_at > d.now),
    'items', (select coalesce(json_agg(${appointmentItem()}
        order by a.past, a.soon, a.starts desc, a.id), '[]')
      from (select e.*, ${past} as past, e.starts_at as starts,
          case when not ${past} then e.starts_at end as soon
        from ${calendarEvents} as e
        where ${where}
        order by past, soon, starts desc, e.id
        limit ${DASHBOARD_APPOINTMENTS}) as a
      ${appointmentJoins}))`;
}

/**
 * _Piden cambio_ (docs/rules.md WhatsApp): the appointments not yet over whose patient asked to
 * change them, whatever their day, soonest first; read from the partial index of those asked.
 */
function changeRequestsPart(branchId: number | null) {
  const where = sql`e.change_requested_at is not null and e.ends_at > localtimestamp(0)
    and ${inBranch(sql`e.branch_id`, branchId)}`;
  return sql`json_build_object(
    'count', (select count(*) from ${calendarEvents} as e where ${where}),
    'items', (select coalesce(json_agg(${appointmentItem(sql`, 'date', a.start_date::text`)}
        order by a.starts_at, a.id), '[]')
      from (select e.* from ${calendarEvents} as e where ${where}
        order by e.starts_at, e.id limit ${DASHBOARD_APPOINTMENTS}) as a
      ${appointmentJoins}))`;
}

/**
 * _ARCO por vencer/vencidas_ (docs/rules.md, Privacy and accounts): the open requests due within
 * ARCO_WARNING_DAYS business days of the day (their warning date reached) or overdue, soonest due
 * first; read from the partial index of the open ones.
 */
function arcoPart(branchId: number | null) {
  const where = sql`r.status = 'ABIERTA' and r.warning_date <= d.day
    and ${inBranch(sql`r.branch_id`, branchId)}`;
  return sql`json_build_object(
    'count', (select count(*) from ${arcoRequests} as r where ${where}),
    'overdue', (select count(*) from ${arcoRequests} as r where ${where} and r.due_date < d.day),
    'items', (select coalesce(json_agg(json_build_object('id', a.id,
          'branch', ${ref(sql`b.id`, sql`b.name`)},
          'customer', ${ref(sql`c.id`, personName('c'))},
          'kind', a.kind, 'dueDate', a.due_date::text, 'overdue', a.due_date < d.day)
        order by a.due_date, a.id), '[]')
      from (select r.* from ${arcoRequests} as r where ${where}
        order by r.due_date, r.id limit ${DASHBOARD_ARCO}) as a
      join ${branches} as b on b.id = a.branch_id
      join ${customers} as c on c.id = a.customer_id))`;
}

/** The day's sales (their date), cancelled ones counted apart. */
function salesPart(branchId: number | null) {
  return sql`(select json_build_object(
      'count', count(*) filter (where s.status <> 'CANCELADO'),
      'total', coalesce(sum(s.total) filter (where s.status <> 'CANCELADO'), 0),
      'cancelled', count(*) filter (where s.status = 'CANCELADO'))
    from ${sales} as s
    where s.date = d.day and ${inBranch(sql`s.branch_id`, branchId)})`;
}

/**
 * Payments and refunds made from `from` to `to` (deleted ones left out), one row per method. A
 * payment's branch is its audit's (docs/rules.md: the audit open in the sale's branch).
 */
function methodRows(from: SQL, to: SQL, branchId: number | null) {
  const ofBranch =
    branchId === null
      ? sql``
      : sql`join ${audits} as ca on ca.id = p.audit_id and ca.branch_id = ${branchId}`;
  return sql`select m.id, m.name, x.count, x.payments, x.refunds, x.total
    from (select p.method_id, count(*) filter (where p.kind = 'PAGO') as count,
        coalesce(sum(p.total) filter (where p.kind = 'PAGO'), 0) as payments,
        coalesce(-sum(p.total) filter (where p.kind = 'DEVOLUCION'), 0) as refunds,
        sum(p.total) as total
      from d, ${payments} as p ${ofBranch}
      where p.date between ${from} and ${to} and p.deleted_at is null
      group by p.method_id) as x
    join ${paymentMethods} as m on m.id = x.method_id`;
}

/** A method CTE's rows as the API's list, largest net first. */
const methodList = (cte: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object(
      'method', json_build_object('id', x.id, 'name', x.name), 'count', x.count,
      'payments', x.payments, 'refunds', x.refunds, 'total', x.total)
      order by x.total desc, x.name, x.id), '[]') from ${cte} as x)`);

/** The day's payments: in all, and by method. */
const paymentsPart = () => sql`json_build_object(
    'count', (select coalesce(sum(x.count), 0) from day_methods as x),
    'total', (select coalesce(sum(x.total), 0) from day_methods as x),
    'byMethod', ${methodList('day_methods')})`;

/** The registers open now, by branch name. */
function openAuditsPart(branchId: number | null) {
  return sql`(select coalesce(json_agg(json_build_object('id', a.id,
        'branch', ${ref(sql`b.id`, sql`b.name`)},
        'openDate', a.open_date::text, 'openTime', a.open_time::text,
        'openedBy', ${ref(sql`u.id`, personName('u'))}, 'openAmount', a.open_amount)
        order by b.name, a.id), '[]')
    from ${audits} as a
    join ${branches} as b on b.id = a.branch_id
    join ${users} as u on u.id = a.opened_by
    where a.status = 'ABIERTA' and ${inBranch(sql`a.branch_id`, branchId)})`;
}

/** Products at or below the threshold in the default storages: counted, the fewest listed. */
function lowStockPart(branchId: number | null) {
  const low = sql`${stock} as st
    join ${storages} as sg on sg.id = st.storage_id and sg.is_default
    where st.qty <= ${LOW_STOCK_THRESHOLD} and ${inBranch(sql`sg.branch_id`, branchId)}`;
  const storage =
    branchId === null
      ? sql`null::json`
      : sql`(select ${ref(sql`sg.id`, sql`sg.name`)} from ${storages} as sg
          where sg.branch_id = ${branchId} and sg.is_default)`;
  return sql`json_build_object('threshold', ${LOW_STOCK_THRESHOLD}::int, 'storage', ${storage},
    'count', (select count(*) from ${low}),
    'items', (select coalesce(json_agg(json_build_object(
          'product', ${ref(sql`l.product_id`, sql`l.name`)},
          'storage', ${ref(sql`l.storage_id`, sql`l.storage_name`)},
          'branch', ${ref(sql`l.branch_id`, sql`l.branch_name`)}, 'qty', l.qty)
        order by l.qty, l.name, l.id), '[]')
      from (select st.id, st.qty, st.product_id, pr.name, sg.id as storage_id,
          sg.name as storage_name, b.id as branch_id, b.name as branch_name
        from ${stock} as st
        join ${storages} as sg on sg.id = st.storage_id and sg.is_default
        join ${products} as pr on pr.id = st.product_id
        join ${branches} as b on b.id = sg.branch_id
        where st.qty <= ${LOW_STOCK_THRESHOLD} and ${inBranch(sql`sg.branch_id`, branchId)}
        order by st.qty, pr.name, st.id
        limit ${DASHBOARD_LOW_STOCK}) as l))`;
}

/** Sales (count and total, cancelled ones left out) on every day of the window, none skipped. */
function salesByDayPart(branchId: number | null) {
  return sql`(select json_agg(json_build_object('date', g.day::date::text,
        'count', coalesce(x.count, 0), 'total', coalesce(x.total, 0)) order by g.day)
    from generate_series(d.day - ${DASHBOARD_DAYS - 1}::int, d.day, interval '1 day') as g(day)
    left join (select s.date, count(*) as count, sum(s.total) as total
      from ${sales} as s
      where s.date between d.day - ${DASHBOARD_DAYS - 1}::int and d.day
        and s.status <> 'CANCELADO' and ${inBranch(sql`s.branch_id`, branchId)}
      group by s.date) as x on x.date = g.day::date)`;
}

/**
 * The statement of the dashboard of a branch (or of every branch: null) on a day (null: today,
 * the clinic's); the benchmark explains it as it is.
 */
export function dashboardStatement(branchId: number | null, date: string | null): SQL {
  const windowStart = sql`d.day - ${DASHBOARD_DAYS - 1}::int`;
  const branch =
    branchId === null
      ? sql`null::json`
      : sql`(select ${ref(sql`b.id`, sql`b.name`)} from ${branches} as b where b.id = ${branchId})`;
  return sql`with d as (select coalesce(${date}::date, current_date) as day,
        localtimestamp(0) as now),
      day_methods as (${methodRows(sql`d.day`, sql`d.day`, branchId)}),
      window_methods as (${methodRows(windowStart, sql`d.day`, branchId)})
    select json_build_object(
      'date', d.day::text,
      'branch', ${branch},
      'appointments', ${appointmentsPart(branchId)},
      'changeRequests', ${changeRequestsPart(branchId)},
      'arco', ${arcoPart(branchId)},
      'sales', ${salesPart(branchId)},
      'payments', ${paymentsPart()},
      'registers', ${openAuditsPart(branchId)},
      'lowStock', ${lowStockPart(branchId)},
      'charts', json_build_object('from', (${windowStart})::text, 'to', d.day::text,
        'salesByDay', ${salesByDayPart(branchId)},
        'paymentsByMethod', ${methodList('window_methods')})
    ) as dashboard
    from d`;
}

/** The dashboard as dashboardStatement reads it. */
export async function readDashboard(
  db: Db,
  branchId: number | null,
  date: string | null,
): Promise<unknown> {
  const result = (await db.execute(dashboardStatement(branchId, date))) as {
    rows: { dashboard: unknown }[];
  };
  return result.rows[0]?.dashboard;
}
