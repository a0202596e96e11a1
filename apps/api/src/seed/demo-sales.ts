import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { categories, paymentMethods, products } from '../db/schema/catalogue.schema.js';
import { customers } from '../db/schema/customers.schema.js';
import { stock, storages } from '../db/schema/inventory.schema.js';
import { audits, payments, saleLines, sales } from '../db/schema/sales.schema.js';
import { takeOut } from '../modules/inventory/stock-ledger.js';
import { expectedCashOf } from '../modules/sales/audit-summary.js';
import { planDemoSales, type DemoSalesPlan, type PlanInput } from './demo-sales-plan.js';

/** A date and a wall-clock time of the clinic as the instant a row was written. */
const instant = (date: string, time: string) => sql`(${date}::date + ${time}::time)::timestamptz`;
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The id the plan's key was inserted under (a day's audit, a serial's sale). */
function idOf<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo sales: nothing inserted for ${String(key)}`);
  return id;
}

async function methodsOf(db: Db): Promise<PlanInput['methods'] | null> {
  const rows = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods);
  const id = (name: string) => rows.find((row) => row.name === name)?.id;
  const [cash, debit, credit, transfer] = [
    id('EFECTIVO'),
    id('TARJETA DE DÉBITO'),
    id('TARJETA DE CRÉDITO'),
    id('TRANSFERENCIA'),
  ];
  if (!cash || !debit || !credit || !transfer) return null;
  return { cash, debit, credit, transfer };
}

/** What the branch sells with and to: its staff, patients, walk-in customer and default stock. */
async function branchOf(db: Db, branchId: number) {
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.branchId, branchId), inArray(users.role, ['doctor', 'receptionist'])))
    .orderBy(asc(users.id));
  const branchCustomers = await db
    .select({ id: customers.id, vatRequired: customers.vatRequired, vat: customers.vat })
    .from(customers)
    .where(and(eq(customers.branchId, branchId), eq(customers.walkIn, false)))
    .orderBy(asc(customers.id))
    .limit(300);
  const [walkIn] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.branchId, branchId), eq(customers.walkIn, true)));
  const [storage] = await db
    .select({ id: storages.id })
    .from(storages)
    .where(and(eq(storages.branchId, branchId), eq(storages.isDefault, true)));
  const shelf = storage
    ? await db
        .select({
          productId: stock.productId,
          category: categories.name,
          price: stock.price,
          qty: stock.qty,
        })
        .from(stock)
        .innerJoin(products, eq(products.id, stock.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(stock.storageId, storage.id))
        .orderBy(asc(stock.productId))
    : [];
  const receptionist = staff.find((user) => user.role === 'receptionist')?.id;
  return {
    receptionist,
    doctor: staff.find((user) => user.role === 'doctor')?.id ?? receptionist,
    customers: branchCustomers,
    walkIn: walkIn?.id,
    storageId: storage?.id,
    shelf,
  };
}

/** The plan's rows, inserted a table at a time; the database sums what it keeps summed. */
async function write(db: Db, branchId: number, plan: DemoSalesPlan, people: WriteContext) {
  const { receptionistId, storageId } = people;
  const auditRows = await db
    .insert(audits)
    .values(
      plan.audits.map((audit) => ({
        branchId,
        status: audit.open ? 'ABIERTA' : 'CERRADA',
        openAmount: '500.00',
        openDate: audit.date,
        openTime: audit.openTime,
        openedBy: receptionistId,
        // Counted once its payments are in (below): what was expected, and its difference.
        ...(audit.open
          ? {}
          : {
              closeAmount: '0',
              closeDate: audit.date,
              closeTime: audit.closeTime,
              closedBy: receptionistId,
            }),
        createdAt: instant(audit.date, audit.openTime),
      })),
    )
    .returning({ id: audits.id, date: audits.openDate });
  const auditOn = new Map(auditRows.map((audit) => [audit.date, audit.id]));
  const saleRows = await db
    .insert(sales)
    .values(
      plan.sales.map((sale) => ({
        serial: sale.serial,
        branchId,
        customerId: sale.customerId,
        salesmanId: sale.salesmanId,
        auditId: idOf(auditOn, sale.date),
        storageId: sale.executed ? storageId : null,
        date: sale.date,
        time: sale.time,
        amount: sale.amount,
        discount: String(sale.discount),
        vat: sale.vat,
        vatRequired: sale.vatRequired,
        total: sale.total,
        status: sale.status,
        // docs/rules.md: a cancelled sale owes nothing, whatever it was paid (its refunds below).
        paymentStatus: sale.status === 'CANCELADO' ? 'CANCELADO' : 'PENDIENTE',
        createdAt: instant(sale.date, sale.time),
      })),
    )
    .returning({ id: sales.id, serial: sales.serial });
  const saleOf = new Map(saleRows.map((sale) => [sale.serial, sale.id]));
  await db
    .insert(saleLines)
    .values(
      plan.sales.flatMap((sale) =>
        sale.lines.map((line) => ({ saleId: idOf(saleOf, sale.serial), ...line })),
      ),
    );
  if (plan.payments.length > 0) {
    await db.insert(payments).values(
      plan.payments.map(({ serial, methodId, vatRate, ...payment }) => ({
        ...payment,
        saleId: idOf(saleOf, serial),
        auditId: idOf(auditOn, payment.date),
        methodId,
        vatRate,
        createdBy: receptionistId,
        createdAt: instant(payment.date, payment.time),
      })),
    );
  }
  // As a cancel does it (sale-execution.ts): each payment gets its refund, in the day's audit.
  const refunds = plan.refunds.map((refund) => ({
    sale_id: idOf(saleOf, refund.serial),
    audit_id: idOf(auditOn, refund.date),
    date: refund.date,
    time: refund.time,
    created_by: receptionistId,
  }));
  await db.execute(sql`
    insert into ${payments} (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by, refund_of, created_at, updated_at)
    select p.shopping_id, r.audit_id, p.method_id, 'DEVOLUCION', -p.amount, p.vat_rate, -p.vat,
      -p.total, r.date, r.time, r.created_by, p.id, (r.date + r.time)::timestamptz,
      (r.date + r.time)::timestamptz
    from ${payments} as p
      join jsonb_to_recordset(${json(refunds)})
        as r(sale_id int, audit_id int, date date, time time, created_by int)
        on r.sale_id = p.shopping_id
    where p.kind = 'PAGO'
    order by p.id`);
  // paid and its status, by the sums recomputePaid (sale-money.ts) makes.
  await db.execute(sql`
    update ${sales} as s
    set paid = x.paid, payment_status = case when s.status = 'CANCELADO' then 'CANCELADO'
      when x.paid <= 0 then 'PENDIENTE' when x.paid >= s.total then 'PAGADO' else 'ABONADO' end
    from (select shopping_id, sum(total) as paid from ${payments}
      where deleted_at is null group by shopping_id) as x
    where s.id = x.shopping_id and s.branch_id = ${branchId}`);
  // Closed as audit/close closes: expected cash from its own payments, counted with a difference.
  const counted = plan.audits
    .filter((audit) => !audit.open)
    .map((audit) => ({ id: idOf(auditOn, audit.date), difference: audit.difference }));
  await db.execute(sql`
    update ${audits}
    set expected_cash = ${expectedCashOf()}, close_amount = ${expectedCashOf()} + d.difference
    from jsonb_to_recordset(${json(counted)}) as d(id int, difference numeric)
    where "cash_audits"."id" = d.id`);
  // What was sold and not given back left the default storage, through the stock ledger.
  const sold = new Map<number, number>();
  for (const sale of plan.sales.filter((s) => s.executed && s.status !== 'CANCELADO')) {
    for (const line of sale.lines)
      sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.qty);
  }
  await takeOut(
    db,
    storageId,
    [...sold].sort(([a], [b]) => a - b).map(([productId, qty]) => ({ productId, qty })),
  );
}

interface WriteContext {
  receptionistId: number;
  storageId: number;
}

/**
 * A month of sales in each demo branch, ending today (README, Demo data): a register a day but
 * Sundays, closed at night with what was counted (a few pesos short or over on some days), and
 * today's still open with a sale or two; sales paid in cash, by card or both, deposits (ABONADO)
 * of which most were paid off days later, cancelled sales with their refunds. Skipped for a
 * branch that already has a register, so running it again changes nothing.
 */
export async function seedDemoSales(db: Db, branchIds: number[]) {
  const methods = await methodsOf(db);
  if (!methods) return;
  // The clinic's today and time (the session's zone is the clinic's).
  const clock = (await db.execute(sql`select current_date::text as today,
    (extract(hour from localtime) * 60 + extract(minute from localtime))::int as now`)) as {
    rows: { today: string; now: number }[];
  };
  const [moment] = clock.rows;
  if (!moment) return;
  for (const [index, branchId] of branchIds.entries()) {
    await db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: audits.id })
        .from(audits)
        .where(eq(audits.branchId, branchId))
        .limit(1);
      if (already) return;
      const branch = await branchOf(tx, branchId);
      if (!branch.receptionist || !branch.doctor || !branch.walkIn || !branch.storageId) return;
      const plan = planDemoSales({
        today: moment.today,
        nowMinutes: moment.now,
        customers: branch.customers,
        walkInId: branch.walkIn,
        receptionistId: branch.receptionist,
        doctorId: branch.doctor,
        stock: branch.shelf,
        methods,
        seed: 21 + index,
      });
      if (plan.sales.length === 0) return;
      await write(tx, branchId, plan, {
        receptionistId: branch.receptionist,
        storageId: branch.storageId,
      });
    });
  }
}
