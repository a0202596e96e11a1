// The reconciliation benchmark's CFDIs, on top of the dashboard's year (dashboard-generate.ts:
// 20 branches, a register a day, its sales and payments): for every branch and day, as the
// invoicing flows leave them — a customer's invoice for one executed sale in five (PPD when the
// sale took a second payment, which then has its complement; PUE otherwise), and the day's global
// invoice of the other executed sales. Planted on purpose: one executed sale in 1,000 left out of
// every CFDI and one complement in 500 never issued, which the reconciliation must find. Which
// ones is a hash of the row's id (hashint4), so that every branch and month has its share.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { rowsOf } from './sales-generate.js';

export interface CfdiCounts {
  invoices: number;
  globals: number;
  complements: number;
  covered: number;
  /** The planted gaps, over the whole year. */
  uncovered: number;
  missingComplements: number;
}

const VALID = sql.raw(`('VIGENTE', 'EN_PROCESO', 'RECHAZADA')`);
const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(db, query))[0]!.n;

export async function generateCfdis(db: Db): Promise<CfdiCounts> {
  const [issuer] = await rowsOf<{ id: number }>(
    db,
    sql`insert into fiscal_issuers (rfc, name, regime, series, global_periodicity)
      values ('EKU9003173C9', 'ESCUELA KEMPER URGATE', '601', 'A', '01') returning id`,
  );
  await db.execute(sql`update branches set fiscal_issuer_id = ${issuer!.id}`);
  // A payment was taken when its sale was made; the second one, two hours later (or the next day).
  await db.execute(sql`
    update payments as p set created_at = p.date + p.time
      + case when p.id = f.first then interval '0' else interval '2 hours' end
    from (select shopping_id, min(id) as first from payments group by shopping_id) as f
    where f.shopping_id = p.shopping_id`);

  // A customer's invoice, stamped a minute after its sale: PPD when a second payment followed.
  await db.execute(sql`
    insert into invoices (kind, issuer_id, branch_id, series, folio, status, shopping_id,
      customer_id, rfc, name, cfdi_use, payment_method, payment_form, subtotal, discount, vat,
      total, issued_at, sealed_xml, uuid, stamped_at, production)
    select 'I', ${issuer!.id}, s.branch_id, 'A', row_number() over (order by s.id), 'VIGENTE',
      s.id, s.customer_id, 'VADA800927DJ3', 'DANIELA VAZQUEZ', 'D01',
      case when s.serial % 2 = 0 then 'PPD' else 'PUE' end,
      case when s.serial % 2 = 0 then '99' else '01' end, s.amount, 0, s.total - s.amount,
      s.total, s.date + s.time + interval '1 minute', '', gen_random_uuid()::text,
      s.date + s.time + interval '1 minute', false
    from shoppings as s where s.status = 'EJECUTADO' and hashint4(s.id) % 5 = 0`);
  await db.execute(sql`
    insert into invoice_sales (invoice_id, shopping_id)
    select id, shopping_id from invoices where kind = 'I' and not global`);

  // The day's global invoice of each branch, the morning after, of the sales nobody invoiced.
  await db.execute(sql`
    insert into invoices (kind, issuer_id, branch_id, series, folio, status, global, period_from,
      period_to, rfc, name, cfdi_use, payment_method, payment_form, subtotal, discount, vat,
      total, issued_at, sealed_xml, uuid, stamped_at, production)
    select 'I', ${issuer!.id}, g.branch_id, 'G', row_number() over (order by g.branch_id, g.date),
      'VIGENTE', true, g.date, g.date, 'XAXX010101000', 'PUBLICO EN GENERAL', 'S01', 'PUE', '01',
      g.amount, 0, g.total - g.amount, g.total, g.date + interval '1 day 1 hour', '',
      gen_random_uuid()::text, g.date + interval '1 day 1 hour', false
    from (select s.branch_id, s.date, sum(s.amount) as amount, sum(s.total) as total
      from shoppings as s
      where s.status = 'EJECUTADO' and hashint4(s.id) % 5 <> 0
        and hashint4(s.id) % 1000 <> 7
      group by s.branch_id, s.date) as g`);
  await db.execute(sql`
    insert into invoice_sales (invoice_id, shopping_id)
    select i.id, s.id from invoices as i
    join shoppings as s on s.branch_id = i.branch_id and s.date = i.period_from
    where i.global and s.status = 'EJECUTADO' and hashint4(s.id) % 5 <> 0
      and hashint4(s.id) % 1000 <> 7`);

  // Each later payment of a PPD invoice, its complement (but one in 500).
  await db.execute(sql`
    insert into invoices (kind, issuer_id, branch_id, series, folio, status, shopping_id,
      payment_id, customer_id, rfc, name, cfdi_use, payment_method, payment_form, subtotal,
      discount, vat, total, issued_at, sealed_xml, uuid, stamped_at, production)
    select 'P', ${issuer!.id}, i.branch_id, 'P', row_number() over (order by p.id), 'VIGENTE',
      i.shopping_id, p.id, i.customer_id, i.rfc, i.name, 'CP01', '', '01', 0, 0, 0, 0,
      p.created_at + interval '5 minutes', '', gen_random_uuid()::text,
      p.created_at + interval '5 minutes', false
    from invoices as i join payments as p on p.shopping_id = i.shopping_id
    where i.kind = 'I' and i.payment_method = 'PPD' and p.kind = 'PAGO'
      and p.deleted_at is null and p.created_at > i.stamped_at
      and hashint4(p.id) % 500 <> 0`);

  // Their IVA per rate, as migration 0032 wrote it for the CFDIs before it.
  await db.execute(sql`
    insert into invoice_taxes (invoice_id, rate, base, amount)
    select i.id, case s.vat when 16 then '0.160000' when 8 then '0.080000' else '0.000000' end,
      sum(round(s.amount * (100 - s.discount) / 100, 2)),
      sum(s.total - round(s.amount * (100 - s.discount) / 100, 2))
    from invoices as i
    join invoice_sales as x on x.invoice_id = i.id
    join shoppings as s on s.id = x.shopping_id
    group by i.id, s.vat`);
  await db.execute(sql`analyze`);

  return {
    invoices: await count(
      db,
      sql`select count(*)::int as n from invoices where kind = 'I'
      and not global`,
    ),
    globals: await count(db, sql`select count(*)::int as n from invoices where global`),
    complements: await count(db, sql`select count(*)::int as n from invoices where kind = 'P'`),
    covered: await count(db, sql`select count(*)::int as n from invoice_sales`),
    uncovered: await count(
      db,
      sql`select count(*)::int as n from shoppings as s where s.status = 'EJECUTADO'
        and not exists (select 1 from invoice_sales as c join invoices as i on i.id = c.invoice_id
          where c.shopping_id = s.id and c.active and i.status in ${VALID})`,
    ),
    missingComplements: await count(
      db,
      sql`select count(*)::int as n from invoices as i join payments as p
        on p.shopping_id = i.shopping_id
        where i.kind = 'I' and i.payment_method = 'PPD' and p.kind = 'PAGO'
          and p.deleted_at is null and p.created_at > i.stamped_at
          and hashint4(p.id) % 500 = 0`,
    ),
  };
}
