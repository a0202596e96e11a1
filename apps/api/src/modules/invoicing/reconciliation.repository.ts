import { sql, type SQL } from 'drizzle-orm';
import {
  RECONCILIATION_KINDS,
  RECONCILIATION_LIST_LIMIT,
} from '@iris/domain/invoicing/reconciliation.schemas';
import type { Db } from '../../db/client.js';

/*
 * The month's reconciliation (docs/rules.md, Invoicing, Reconciliation) as SQL: what is missing
 * and the period's figures, every sum PostgreSQL's numeric arithmetic, json_build_object writing
 * the decimals as the database computed them (as the dashboard does). Each part starts from an
 * index: the sales by day, the payments by day, the CFDIs by Fecha; a sale's cover is one lookup
 * in invoice_sales' partial unique index of the sales still covered.
 */

export interface ReconciliationScope {
  /** null: every branch (super_admin). */
  branchId: number | null;
  /** YYYY-MM-DD, or null for the current month's (of the other one's, when given). */
  from: string | null;
  to: string | null;
}

/** A CFDI still valid before the SAT: cancellation not asked, pending or refused. */
const VALID = sql.raw(`('VIGENTE', 'EN_PROCESO', 'RECHAZADA')`);

const inBranch = (column: SQL, branchId: number | null) =>
  branchId === null ? sql`true` : sql`${column} = ${branchId}`;

const KIND_ORDER = sql.raw(
  `array[${RECONCILIATION_KINDS.map((kind) => `'${kind}'`).join(', ')}]::text[]`,
);

/** The period (`p`): the days given, or the month of the one given, or the current month. */
const periodCte = ({ from, to }: ReconciliationScope) => sql`p as (
    select f.from_day, coalesce(${to}::date,
      (date_trunc('month', f.from_day) + interval '1 month - 1 day')::date) as to_day
    from (select coalesce(${from}::date,
      date_trunc('month', coalesce(${to}::date, current_date))::date) as from_day) as f)`;

/**
 * The period, its executed sales (`period_sales`) and every missing thing (`missing`): one row
 * each, with its sale, the payment it is about and the CFDI it concerns. A sale counts in the
 * period of its day; a payment or a refund in that of its own day, when it owes its CFDI.
 */
function missingCtes(scope: ReconciliationScope): SQL {
  const saleBranch = inBranch(sql`s.branch_id`, scope.branchId);
  return sql`${periodCte(scope)},
    period_sales as (
      select s.id, s.branch_id, s.serial, s.date, s.total
      from shoppings as s, p
      where s.date between p.from_day and p.to_day and s.status = 'EJECUTADO' and ${saleBranch}),
    -- A CFDI a replacement took its sales from (TipoRelacion 04) that is still valid: its
    -- cancellation is pending or was refused, so the SAT sees two CFDIs for those sales.
    stale as (
      select c.shopping_id as sale_id, count(distinct o.id)::int as cfdis, min(o.id) as invoice_id
      from invoice_relations as r
      join invoices as o on o.id = r.related_id
      join invoice_sales as c on c.invoice_id = o.id and not c.active
      where r.relation = '04' and o.kind = 'I' and o.status in ${VALID}
      group by c.shopping_id),
    cover as (
      select s.*, coalesce(x.cfdis, 0) + (select count(*)::int from invoice_sales as c
          join invoices as i on i.id = c.invoice_id
          where c.shopping_id = s.id and c.active and i.kind = 'I' and i.status in ${VALID})
        as cfdis, x.invoice_id as extra_id
      from period_sales as s left join stale as x on x.sale_id = s.id),
    -- The period's refunds of the scope's sales, summed per sale (one credit note per sale), with
    -- the valid invoice that covers the sale now: one lookup in invoice_sales' partial index.
    refunds as (
      select d.shopping_id as sale_id, max(d.id) as id, max(d.date) as date, sum(d.total) as total,
        (select i.id from invoice_sales as c join invoices as i on i.id = c.invoice_id
          where c.shopping_id = d.shopping_id and c.active and i.kind = 'I'
            and i.status in ${VALID}) as invoice_id
      from payments as d, p
      where d.kind = 'DEVOLUCION' and d.deleted_at is null
        and d.date between p.from_day and p.to_day
      group by d.shopping_id),
    -- The valid PPD invoices that may have taken payments in the period: a customer's (a global
    -- one is PUE), stamped before the period ended. Kept apart so that the planner counts them.
    ppd as materialized (
      select i.id, i.shopping_id, i.stamped_at
      from invoices as i, p
      where i.kind = 'I' and i.payment_method = 'PPD' and i.status in ${VALID}
        and i.stamped_at < p.to_day + 1 and ${inBranch(sql`i.branch_id`, scope.branchId)}),
    missing as (
      select 'SIN_CFDI' as kind, s.branch_id, s.id as sale_id, s.serial, s.date, s.total,
        null::int as payment_id, null::date as payment_date, null::numeric as payment_total,
        null::int as invoice_id
      from cover as s where s.cfdis = 0
      union all
      select 'CFDI_DUPLICADO', s.branch_id, s.id, s.serial, s.date, s.total, null, null, null,
        s.extra_id
      from cover as s where s.cfdis > 1
      union all
      -- Each payment taken after its PPD invoice was stamped owes a complement.
      select 'PAGO_SIN_COMPLEMENTO', s.branch_id, s.id, s.serial, s.date, s.total, d.id, d.date,
        d.total, i.id
      from payments as d
      join ppd as i on i.shopping_id = d.shopping_id
      join shoppings as s on s.id = d.shopping_id, p
      where d.kind = 'PAGO' and d.deleted_at is null and d.date between p.from_day and p.to_day
        and d.created_at > i.stamped_at
        and (select c.active from invoice_sales as c
          where c.invoice_id = i.id and c.shopping_id = d.shopping_id)
        and not exists (select 1 from invoices as k
          where k.payment_id = d.id and k.kind = 'P' and k.status in ${VALID})
      union all
      select 'DEVOLUCION_SIN_NOTA', s.branch_id, s.id, s.serial, s.date, s.total, d.id, d.date,
        d.total, d.invoice_id
      from refunds as d join shoppings as s on s.id = d.sale_id
      where d.invoice_id is not null and ${saleBranch} and not exists (select 1 from invoices as e
        where e.shopping_id = d.sale_id and e.kind = 'E' and e.status in ${VALID}))`;
}

/** The missing rows with their branch and CFDI (`b`, `i`), in the list's order. */
const missingRows = (columns: SQL) => sql`select ${columns}
  from missing as m
  join branches as b on b.id = m.branch_id
  left join invoices as i on i.id = m.invoice_id
  order by b.name, m.branch_id, m.date, m.serial, array_position(${KIND_ORDER}, m.kind),
    m.payment_id`;

/** The period's figures: its executed sales, and the valid CFDIs whose Fecha falls in it. */
function totalsPart(branchId: number | null): SQL {
  return sql`(with cfdis as (
      select i.id, i.kind, i.total, i.payment_id
      from invoices as i, p
      where i.issued_at >= p.from_day and i.issued_at < p.to_day + 1
        and i.status in ${VALID} and ${inBranch(sql`i.branch_id`, branchId)}),
    rates as (
      select t.rate, sum(case when c.kind = 'E' then -t.base else t.base end) as base,
        sum(case when c.kind = 'E' then -t.amount else t.amount end) as amount
      from cfdis as c join invoice_taxes as t on t.invoice_id = c.id
      where c.kind in ('I', 'E')
      group by t.rate)
    select json_build_object(
      'sales', (select json_build_object('count', count(*), 'total', coalesce(sum(total), 0))
        from period_sales),
      'income', (select json_build_object('count', count(*), 'total', coalesce(sum(total), 0))
        from cfdis where kind = 'I'),
      'creditNotes', (select json_build_object('count', count(*),
          'total', coalesce(sum(total), 0))
        from cfdis where kind = 'E'),
      'complements', (select json_build_object('count', count(*),
          'paid', coalesce(sum(d.total), 0))
        from cfdis as c left join payments as d on d.id = c.payment_id where c.kind = 'P'),
      'vat', (select json_build_object('base', coalesce(sum(base), 0),
          'amount', coalesce(sum(amount), 0),
          'byRate', coalesce(json_agg(json_build_object('rate', rate, 'base', base,
            'amount', amount) order by rate desc), '[]'))
        from rates)))`;
}

/** The statement of the reconciliation's answer; the benchmark explains it as it is. */
export function reconciliationStatement(scope: ReconciliationScope): SQL {
  const branch =
    scope.branchId === null
      ? sql`null::json`
      : sql`(select json_build_object('id', b.id, 'name', b.name) from branches as b
          where b.id = ${scope.branchId})`;
  return sql`with ${missingCtes(scope)},
    listed as (${missingRows(sql`m.kind, m.branch_id, b.name as branch_name, m.sale_id,
      m.serial, m.date::text as date, m.total, m.payment_id,
      m.payment_date::text as payment_date, m.payment_total, m.invoice_id, i.series, i.folio,
      i.uuid, i.status`)} limit ${RECONCILIATION_LIST_LIMIT})
    select json_build_object(
      'period', json_build_object('from', p.from_day::text, 'to', p.to_day::text),
      'branch', ${branch},
      'totals', ${totalsPart(scope.branchId)},
      'missingCount', (select count(*) from missing),
      'missingByKind', (select coalesce(json_object_agg(kind, n), '{}')
        from (select kind, count(*) as n from missing group by kind) as k),
      'missing', (select coalesce(json_agg(json_build_object(
          'kind', l.kind,
          'branch', json_build_object('id', l.branch_id, 'name', l.branch_name),
          'shopping', json_build_object('id', l.sale_id, 'serial', l.serial, 'date', l.date,
            'total', l.total),
          'payment', case when l.payment_id is null then null else json_build_object(
            'id', l.payment_id, 'date', l.payment_date, 'total', l.payment_total) end,
          'invoice', case when l.invoice_id is null then null else json_build_object(
            'id', l.invoice_id, 'series', l.series, 'folio', l.folio, 'uuid', l.uuid,
            'status', l.status) end)), '[]')
        from listed as l)
    ) as reconciliation
    from p`;
}

/**
 * The statement run without PostgreSQL's JIT: its estimated cost (a lookup per sale, priced as
 * if each read the disk) passes jit_above_cost, and compiling its many parts took 115 ms of a
 * 330 ms month of 20 branches that runs in 190 ms without it (docs/benchmarks.md).
 */
function withoutJit<T>(db: Db, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const result: unknown = await tx.execute(statement);
    return (result as { rows: T[] }).rows;
  });
}

/** The reconciliation as reconciliationStatement reads it (JSON, the action still to be said). */
export async function readReconciliation(db: Db, scope: ReconciliationScope): Promise<unknown> {
  const [row] = await withoutJit<{ reconciliation: unknown }>(db, reconciliationStatement(scope));
  return row?.reconciliation;
}

/** A missing thing as the CSV writes it: decimals and dates as the database's text. */
export interface MissingRow {
  kind: string;
  branch_name: string;
  serial: number;
  date: string;
  total: string;
  payment_date: string | null;
  payment_total: string | null;
  series: string | null;
  folio: number | null;
  uuid: string | null;
  status: string | null;
}

/** Every missing thing of the period, for the CSV (bounded by a period's sales and payments). */
export async function readMissingRows(db: Db, scope: ReconciliationScope): Promise<MissingRow[]> {
  const columns = sql`m.kind, b.name as branch_name, m.serial, m.date::text as date,
    m.total::text as total, m.payment_date::text as payment_date,
    m.payment_total::text as payment_total, i.series, i.folio, i.uuid, i.status`;
  return withoutJit<MissingRow>(db, sql`with ${missingCtes(scope)} ${missingRows(columns)}`);
}

/**
 * The period the scope means (the current month unless given) and its branch's name, for the
 * file's name; `branch` undefined when the branch does not exist.
 */
export async function periodOf(db: Db, scope: ReconciliationScope) {
  const branch =
    scope.branchId === null
      ? sql`null::text`
      : sql`coalesce((select b.name from branches as b where b.id = ${scope.branchId}), '')`;
  const result = (await db.execute(
    sql`with ${periodCte(scope)}
      select from_day::text as "from", to_day::text as "to", ${branch} as branch from p`,
  )) as { rows: [{ from: string; to: string; branch: string | null }] };
  const [row] = result.rows;
  return { from: row.from, to: row.to, branch: row.branch === '' ? undefined : row.branch };
}
