import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { prescriptions } from '../db/schema/prescriptions.schema.js';
import { cents, centsText, totalOf } from './demo-money.js';
import { invoiceCalls, PERSON_FISCAL } from '../testing/invoicing-world.js';
import { DEMO } from './demo-data.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
const rows = async <T>(query: SQL) => ((await t.database.db.execute(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
});
afterAll(() => t.close());

describe('the demo month of sales, as the API would have left it', () => {
  it('keeps every amount as sale-money.ts computes it, to the cent', async () => {
    const [check] = await rows<Record<string, number>>(sql`
      select count(*)::int as sales,
        count(*) filter (where amount <> (select sum(d.qty * d.price) from shopping_details d
          where d.shopping_id = s.id))::int as amount,
        count(*) filter (where total <> round((amount - amount * discount / 100)
          * (100 + vat) / 100, 2))::int as total,
        count(*) filter (where paid <> coalesce((select sum(p.total) from payments p
          where p.shopping_id = s.id and p.deleted_at is null), 0))::int as paid,
        count(*) filter (where payment_status <> case when status = 'CANCELADO' then 'CANCELADO'
          when paid <= 0 then 'PENDIENTE' when paid >= total then 'PAGADO'
          else 'ABONADO' end)::int as payment_status,
        count(*) filter (where status = 'CANCELADO' and paid <> 0)::int as cancelled_paid,
        count(*) filter (where vat <> case when vat_required then vat else 0 end)::int as vat,
        (select count(*) from payments where vat <> round(amount * vat_rate, 2)
          or total <> amount + vat)::int as payment_vat,
        (select count(*) from payments where vat > 0)::int as with_vat
      from shoppings s`);
    expect(check).toMatchObject({
      amount: 0,
      total: 0,
      paid: 0,
      payment_status: 0,
      cancelled_paid: 0,
      vat: 0,
      payment_vat: 0,
    });
    expect(check!['sales']).toBeGreaterThan(120);
    expect(check!['with_vat']).toBeGreaterThan(0);
  });

  it('numbers each branch from 1 without gaps, and leaves no NUEVO sale in a closed audit', async () => {
    const branches = await rows<{ n: number; top: number; stale: number; today: number }>(sql`
      select count(*)::int as n, max(serial) as top,
        count(*) filter (where s.status = 'NUEVO' and a.status = 'CERRADA')::int as stale,
        count(*) filter (where a.status = 'ABIERTA')::int as today
      from shoppings s join cash_audits a on a.id = s.audit_id
      group by s.branch_id`);
    expect(branches).toHaveLength(2);
    for (const branch of branches) {
      expect(branch).toMatchObject({ top: branch.n, stale: 0 });
      expect([1, 2]).toContain(branch.today);
    }
  });

  it('refunds every payment of a cancelled sale once, and counts cash by its own audit', async () => {
    const [refunds] = await rows<Record<string, number>>(sql`
      select
        (select count(*) from payments p join shoppings s on s.id = p.shopping_id
          where s.status = 'CANCELADO' and p.kind = 'PAGO' and (select count(*) from payments r
            where r.refund_of = p.id and r.total = -p.total and r.method_id = p.method_id) <> 1
        )::int as unrefunded,
        (select count(*) from payments where kind = 'DEVOLUCION')::int as refunds,
        (select count(distinct m.is_cash) from payments p
          join payment_methods m on m.id = p.method_id)::int as kinds_of_method`);
    expect(refunds).toMatchObject({ unrefunded: 0, kinds_of_method: 2 });
    expect(refunds!['refunds']).toBeGreaterThan(0);
    // Expected cash of a closed audit: its opening amount and its own cash, nothing else.
    const audits = await rows<{ expected: string; own: string; difference: string }>(sql`
      select a.expected_cash::text as expected, (a.close_amount - a.expected_cash)::text
        as difference, (a.open_amount + coalesce((select sum(p.total) from payments p
          join payment_methods m on m.id = p.method_id
          where p.audit_id = a.id and m.is_cash and p.deleted_at is null), 0))::text as own
      from cash_audits a where a.status = 'CERRADA'`);
    expect(audits.length).toBeGreaterThan(40);
    for (const audit of audits) expect(audit.expected).toBe(audit.own);
    const differences = new Set(audits.map((audit) => audit.difference));
    expect(differences.has('0.00')).toBe(true);
    expect([...differences].some((value) => value.startsWith('-'))).toBe(true);
    expect([...differences].some((value) => value !== '0.00' && !value.startsWith('-'))).toBe(true);
  });

  it("took what was sold, and not given back, out of each branch's default storage", async () => {
    // The default storage's stock replayed from its executed movements (a count sets it), less
    // the lines of the sales still EJECUTADO, is what it holds now.
    const mismatches = await rows<{ product_id: number; now: number; expected: number }>(sql`
      with room as (select id from storages where is_default),
      effect as (
        select m.id, m.type, d.product_id, r.id as storage_id,
          case when m.estorage_id = r.id or m.type = 3 then -d.qty else d.qty end as qty
        from movements m join movement_details d on d.movement_id = m.id
          join room r on r.id in (m.storage_id, m.estorage_id)
        where m.status = 'EJECUTADO'),
      counted as (select storage_id, product_id, max(id) as id from effect where type = 1
        group by storage_id, product_id),
      replayed as (
        select e.storage_id, e.product_id, sum(e.qty)::int as qty from effect e
          left join counted c on c.storage_id = e.storage_id and c.product_id = e.product_id
        where e.id >= coalesce(c.id, 0) group by e.storage_id, e.product_id),
      sold as (
        select s.storage_id, d.product_id, sum(d.qty)::int as qty
        from shoppings s join shopping_details d on d.shopping_id = s.id
        where s.status = 'EJECUTADO' group by s.storage_id, d.product_id)
      select st.product_id, st.qty as now, r.qty - coalesce(x.qty, 0) as expected
      from stock st join replayed r on r.storage_id = st.storage_id and r.product_id = st.product_id
        left join sold x on x.storage_id = st.storage_id and x.product_id = st.product_id
      where st.qty <> r.qty - coalesce(x.qty, 0)`);
    expect(mismatches).toEqual([]);
    const [taken] = await rows<{ units: number; elsewhere: number }>(sql`
      select coalesce(sum(d.qty), 0)::int as units,
        count(*) filter (where not exists (select 1 from storages r
          where r.id = s.storage_id and r.is_default))::int as elsewhere
      from shoppings s join shopping_details d on d.shopping_id = s.id
      where s.status = 'EJECUTADO'`);
    expect(taken!.units).toBeGreaterThan(100);
    expect(taken!.elsewhere).toBe(0);
  });
});

describe('the demo prescriptions', () => {
  it("gives each branch's first three patients their years of graduación, written by its doctor, once", async () => {
    const perCustomer = await rows<Record<string, string | number>>(sql`
      select c.branch_id, p.customer_id, count(*)::int as n, string_agg(p.kind::text, ',' order by p.date) as kinds,
        bool_and(p.date < current_date) as past, bool_and(u.role = 'doctor' and u.branch_id = c.branch_id) as own_doctor,
        bool_and(p.od_cylinder <= 0 and p.oi_cylinder <= 0) as minus,
        max(p.od_add)::text as top_add, min(p.od_sphere)::text as lowest_sphere,
        count(*) filter (where p.kind = 'CONTACTO' and p.od_base_curve is not null and p.oi_diameter is not null)::int as fitted
      from ${prescriptions} p join customers c on c.id = p.customer_id join users u on u.id = p.doctor_id
      where c.id in (select f.id from customers f where f.branch_id = c.branch_id and not f.walk_in
        order by f.id limit 3)
      group by c.branch_id, p.customer_id order by c.branch_id, p.customer_id`);
    expect(perCustomer).toHaveLength(6);
    for (const branch of [perCustomer.slice(0, 3), perCustomer.slice(3)]) {
      // The myopia grows, the presbyope's addition rises, glasses then contact lenses.
      expect(
        branch.map(({ n, kinds, top_add, lowest_sphere, fitted }) => [
          n,
          kinds,
          top_add,
          lowest_sphere,
          fitted,
        ]),
      ).toEqual([
        [3, 'LENTES,LENTES,LENTES', null, '-2.25', 0],
        [2, 'LENTES,LENTES', '2.00', '0.75', 0],
        [2, 'LENTES,CONTACTO', null, '-3.00', 1],
      ]);
      for (const customer of branch)
        expect(customer).toMatchObject({ past: true, own_doctor: true, minus: true });
    }
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from ${prescriptions}`);
    await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
    expect(await rows(sql`select count(*)::int as n from ${prescriptions}`)).toEqual(before);
  });
});

describe('the demo lab orders', () => {
  const PATH = ['PEDIDO', 'ENVIADO', 'RECIBIDO', 'ENTREGADO'];
  /** The stages an order of `status` went through, one step at a time (docs/rules.md). */
  const pathTo = (status: string, reached: string[]) =>
    status === 'CANCELADO'
      ? [...PATH.slice(0, reached.length - 1), 'CANCELADO']
      : PATH.slice(0, PATH.indexOf(status) + 1);

  it('sends the glasses of sales not cancelled to three laboratories, in every stage in each branch', async () => {
    const labs = await rows<{ name: string; lead_days: number }>(
      sql`select name, lead_days from laboratories order by name`,
    );
    expect(labs).toHaveLength(3);
    for (const lab of labs) expect(lab.lead_days).toBeGreaterThanOrEqual(3);
    for (const lab of labs) expect(lab.lead_days).toBeLessThanOrEqual(10);

    const orders = await rows<Record<string, string | number | boolean>>(sql`
      select o.branch_id, o.serial, o.status, s.status as sale_status, s.payment_status,
        s.branch_id = o.branch_id and s.customer_id = o.customer_id as sale_of_order,
        p.customer_id = o.customer_id and p.date <= s.date as prescription_of_customer,
        (o.status in ('PEDIDO', 'ENVIADO') and o.promised_date < current_date) as overdue,
        o.promised_date = s.date + l.lead_days as promised_by_lead_days,
        (select string_agg(g.status, ',' order by g.at) from lab_order_stages g
          where g.order_id = o.id) as stages,
        (select bool_and(u.branch_id = o.branch_id and g.at < now()) from lab_order_stages g
          join users u on u.id = g.by_id where g.order_id = o.id) as stamped_by_staff,
        (select min(g.at) from lab_order_stages g where g.order_id = o.id) = o.created_at
          and o.created_at > (s.date + s.time)::timestamptz as placed_after_sale,
        coalesce((select max(g.at) from lab_order_stages g where g.order_id = o.id
          and g.status = 'ENTREGADO') > (select max(x.date + x.time)::timestamptz
          from payments x where x.shopping_id = s.id and x.kind = 'PAGO'), true)
          as delivered_after_paid
      from lab_orders o join shoppings s on s.id = o.shopping_id
        join prescriptions p on p.id = o.prescription_id
        join laboratories l on l.id = o.laboratory_id
      order by o.branch_id, o.serial`);
    const branches = [...new Set(orders.map((order) => order.branch_id))];
    expect(branches).toHaveLength(2);
    for (const branch of branches) {
      const branchOrders = orders.filter((order) => order.branch_id === branch);
      // Folios from 1 without gaps; every stage; two still at the laboratory past their date.
      expect(branchOrders.map((order) => order.serial)).toEqual(
        branchOrders.map((_, index) => index + 1),
      );
      expect(new Set(branchOrders.map((order) => order.status))).toEqual(
        new Set([...PATH, 'CANCELADO']),
      );
      expect(branchOrders.filter((order) => order.overdue)).toHaveLength(2);
    }
    for (const order of orders) {
      expect(order).toMatchObject({
        sale_of_order: true,
        prescription_of_customer: true,
        promised_by_lead_days: true,
        stamped_by_staff: true,
        placed_after_sale: true,
        delivered_after_paid: true,
      });
      expect(order.sale_status).not.toBe('CANCELADO');
      if (order.status === 'ENTREGADO') expect(order.payment_status).toBe('PAGADO');
      const reached = String(order.stages).split(',');
      expect(reached).toEqual(pathTo(String(order.status), reached));
    }

    const count = sql`select (select count(*) from lab_orders)::int as orders,
      (select count(*) from lab_order_stages)::int as stages,
      (select count(*) from laboratories)::int as labs`;
    const before = await rows(count);
    await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
    expect(await rows(count)).toEqual(before);
  });
});

describe('the demo reminders', () => {
  it("reminded each of this month's appointments up to today the day before, once", async () => {
    const [check] = await rows<Record<string, number>>(sql`
      select
        (select count(*) from calendar_events e join customers c on c.id = e.customer_id
          where e.start_date between date_trunc('month', current_date)::date and current_date
          and not c.walk_in)::int as appointments,
        count(*)::int as reminders,
        count(*) filter (where r.due_date = e.start_date - 1 and r.appointment_at = e.starts_at
          and r.branch_id = e.branch_id and r.customer_id = e.customer_id)::int as of_their_day,
        count(*) filter (where r.status = 'ENVIADO')::int as sent,
        count(*) filter (where r.status = 'ENVIADO' and c.email is not null and c.reminders
          and r.sent_at::date = r.due_date and r.sent_at::time >= time '10:00')::int as sent_right,
        count(*) filter (where r.status = 'OMITIDO')::int as omitted,
        count(*) filter (where r.status = 'OMITIDO' and r.reason = case when c.email is null
          then 'NO_EMAIL' else 'OPTED_OUT' end and r.sent_at is null)::int as omitted_right,
        count(*) filter (where r.status = 'FALLIDO' and r.detail = '550')::int as failed,
        count(distinct r.branch_id) filter (where r.status = 'ENVIADO')::int as branches_sent,
        (select count(*) from pgboss.job where name = 'reminder-mail')::int as jobs
      from reminders r join calendar_events e on e.id = r.event_id
        join customers c on c.id = r.customer_id`);
    expect(check!.appointments).toBeGreaterThan(0);
    expect(check).toMatchObject({
      reminders: check!.appointments,
      of_their_day: check!.appointments,
      sent_right: check!.sent,
      omitted_right: check!.omitted,
      branches_sent: 2,
      jobs: 0,
    });
    const { sent = 0, omitted = 0, failed = 0 } = check ?? {};
    expect(sent + omitted + failed).toBe(check!.reminders);
    expect(check!.sent).toBeGreaterThan(0);
    const count = sql`select count(*)::int as reminders from reminders`;
    const before = await rows(count);
    await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
    expect(await rows(count)).toEqual(before);
  });
});

describe('demo money in integer cents', () => {
  it('reads and writes numeric text exactly and rounds a total as PostgreSQL does', () => {
    expect(cents('1890.50')).toBe(189050);
    expect(cents('-0.20')).toBe(-20);
    expect(cents('7')).toBe(700);
    expect(centsText(-20)).toBe('-0.20');
    expect(centsText(271469)).toBe('2714.69');
    // 2 x 1,299.99 + 3 x 0.10, less 10 %, plus 16 %: 2714.69232 -> 2714.69.
    expect(centsText(totalOf(260028, 10, 16))).toBe('2714.69');
    // Half a cent rounds away from zero: 0.05 x 0.9 = 0.045 -> 0.05.
    expect(totalOf(5, 10, 0)).toBe(5);
  });
});

describe('the demo invoices out of the box', () => {
  it('a demo sale, its patient given fiscal data, is stamped by the test stamper', async () => {
    const [sale] = await rows<{ id: number; customer_id: number; email: string }>(sql`
      select s.id, s.customer_id, u.email from shoppings s
      join users u on u.branch_id = s.branch_id and u.email like 'recepcion%'
      where s.status = 'EJECUTADO' and s.payment_status = 'PAGADO'
        and not exists (select 1 from invoice_sales c where c.shopping_id = s.id and c.active)
      order by s.id limit 1`);
    await t.database.db.execute(sql`update customers set vat_required = true,
      fiscal = ${JSON.stringify(PERSON_FISCAL)}::jsonb where id = ${sale!.customer_id}`);
    const desk = await t.login(sale!.email, DEMO.password);
    const answer = await invoiceCalls(t).create(desk, sale!.id);
    expect(answer.status).toBe(201);
    expect(answer.body.data.data).toMatchObject({ status: 'VIGENTE', production: false });
  });
});
