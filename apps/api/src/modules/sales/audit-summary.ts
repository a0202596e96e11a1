import { sql } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { personNameOfAlias } from '../../lib/person-name.js';

/*
 * An audit's figures, as SQL over its own rows only (docs/rules.md): its sales (created in it), its
 * payments and refunds (made in it, not deleted), by method. Each is a subquery of the audit's
 * row, so a table of audits and a single summary read them the same way; the payments' index on
 * (audit, method) answers them.
 */

// The audit is named in full: a one-table query or an update renders its columns unqualified,
// and inside these subqueries an unqualified `id` would be the payment's.
const auditId = sql.raw('"cash_audits"."id"');
const openAmount = sql.raw('"cash_audits"."open_amount"');
const salesCount = sql.raw('"cash_audits"."sales_count"');

/** Its own payments that are not deleted, named `p`. */
const ownPayments = sql`${payments} as p where p.audit_id = ${auditId} and p.deleted_at is null`;

/**
 * Expected cash = its openAmount + its own cash payments - its own cash refunds (refunds are
 * negative totals, so one sum does both). Nothing of another audit counts.
 */
export const expectedCashOf = () =>
  sql<string>`(${openAmount} + coalesce((select sum(p.total) from ${ownPayments}
    and p.method_id in (select m.id from ${paymentMethods} as m where m.is_cash)), 0))`;

const pendingSalesSnapshot = sql.raw('"cash_audits"."pending_sales"');

/** Its sales not cancelled and those still NUEVO; once closed, as they were at the close. */
export const salesCountOf = () =>
  sql<{ sales: number; open: number }>`(select json_build_object(
      'sales', coalesce(${salesCount}, count(*) filter (where s.status <> 'CANCELADO')),
      'open', coalesce(jsonb_array_length(${pendingSalesSnapshot}),
        count(*) filter (where s.status = 'NUEVO')))
    from ${sales} as s where s.audit_id = ${auditId})`;

export interface PendingSaleRow {
  id: number;
  serial: number;
  customerId: number;
  customer: string;
  total: string;
  paid: string;
  remaining: string;
}

/**
 * Its sales still NUEVO (a deposit while the lenses are made, docs/rules.md), by serial, with what each
 * comes to and has received, as exact text: what the close freezes into `pending_sales`.
 */
export const livePendingSalesOf = () =>
  sql<PendingSaleRow[]>`(select coalesce(jsonb_agg(jsonb_build_object('id', s.id,
      'serial', s.serial, 'customerId', c.id,
      'customer', ${personNameOfAlias('c')},
      'total', s.total::text, 'paid', s.paid::text, 'remaining', s.remaining::text)
      order by s.serial), '[]'::jsonb)
    from ${sales} as s join ${customers} as c on c.id = s.customer_id
    where s.audit_id = ${auditId} and s.status = 'NUEVO')`;

/** Its pending sales: frozen once closed, as they are now while open. */
export const pendingSalesOf = () =>
  sql<PendingSaleRow[]>`coalesce(${pendingSalesSnapshot}, ${livePendingSalesOf()})`;

/** What the close freezes: its sales not cancelled at that moment. */
export const liveSalesCountOf = () =>
  sql<number>`(select count(*)::int from ${sales} as s
    where s.audit_id = ${auditId} and s.status <> 'CANCELADO')`;

interface MethodRow {
  id: number;
  name: string;
  isCash: boolean;
  payments: string;
  refunds: string;
  total: string;
}

/** Per method used in it: payments, refunds (as an amount given back) and their net, as text. */
export const auditMethods = () =>
  sql<MethodRow[]>`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name,
      'isCash', m.is_cash, 'payments', x.payments::text, 'refunds', x.refunds::text,
      'total', x.total::text) order by m.name, m.id), '[]'::json)
    from (select p.method_id,
        coalesce(sum(p.total) filter (where p.kind = 'PAGO'), 0) as payments,
        coalesce(-sum(p.total) filter (where p.kind = 'DEVOLUCION'), 0) as refunds,
        sum(p.total) as total
      from ${ownPayments} group by p.method_id) as x
    join ${paymentMethods} as m on m.id = x.method_id)`;
