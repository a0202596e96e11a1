import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentMethods } from '../db/schema/catalogue.schema.js';
import { audits } from '../db/schema/sales.schema.js';
import { seedCustomer } from './seed-records.js';
import { seedBranch, seedUser } from './test-app.js';

/** More payments in one day than a CSV batch holds, so that a file spans several batches. */
export const PAYMENTS_PER_DAY = 5100;

export interface ReportsSeed {
  own: number;
  other: number;
  methods: { cash: number; card: number };
  /**
   * Registers of the own branch: opened 09/05 and closed 10/05 (overnight; its payments), 11/05
   * (its refunds), open since 12/05; and one of the other branch.
   */
  audits: { overnight: number; day: number; open: number; other: number };
  /** The salesman's full name, as the reports write it. */
  salesman: string;
}

type Db = Pick<Database, 'db'>;

async function audit(
  database: Db,
  values: { branchId: number; openedBy: number; open: [string, string]; close?: [string, string] },
) {
  const [row] = await database.db
    .insert(audits)
    .values({
      branchId: values.branchId,
      openAmount: '500.00',
      openedBy: values.openedBy,
      openDate: values.open[0],
      openTime: values.open[1],
      ...(values.close
        ? {
            status: 'CERRADA',
            closeDate: values.close[0],
            closeTime: values.close[1],
            closeAmount: '480.50',
            closedBy: values.openedBy,
            expectedCash: '500.00',
          }
        : {}),
    })
    .returning({ id: audits.id });
  return row!.id;
}

/**
 * Two branches with sales and payments written straight into the tables, as many as a real
 * branch takes in weeks: in the own branch 2 × PAYMENTS_PER_DAY payments on 09/05 and 10/05/2031
 * at seven repeated times (rows tie on the report's sort key), with 16 % VAT on a third, every
 * 50th deleted, a tenth of the sales cancelled and some of those refunded on 11/05; in the other branch a few
 * payments on the same days, which no report of the own branch may show.
 */
export async function seedReports(database: Db): Promise<ReportsSeed> {
  const own = (await seedBranch(database, 'PROPIA')).branch.id;
  const other = (await seedBranch(database, 'AJENA')).branch.id;
  const salesmanId = await seedUser(database, {
    email: 'fernanda@reportes.test',
    role: 'doctor',
    branchId: own,
    name: 'FERNANDA',
  });
  const otherStaff = await seedUser(database, {
    email: 'ajena@reportes.test',
    role: 'receptionist',
    branchId: other,
  });
  const [cash, card] = await database.db
    .insert(paymentMethods)
    .values([
      { name: 'EFECTIVO', isCash: true },
      { name: 'TARJETA', isCash: false },
    ])
    .returning({ id: paymentMethods.id });
  const auditIds = {
    overnight: await audit(database, {
      branchId: own,
      openedBy: salesmanId,
      open: ['2031-05-09', '09:00'],
      close: ['2031-05-10', '19:05'],
    }),
    day: await audit(database, {
      branchId: own,
      openedBy: salesmanId,
      open: ['2031-05-11', '09:00'],
      close: ['2031-05-11', '18:30'],
    }),
    open: await audit(database, {
      branchId: own,
      openedBy: salesmanId,
      open: ['2031-05-12', '08:45'],
    }),
    other: await audit(database, {
      branchId: other,
      openedBy: otherStaff,
      open: ['2031-05-10', '09:00'],
      close: ['2031-05-10', '20:00'],
    }),
  };
  const ownCustomer = await seedCustomer(database, own);
  const otherCustomer = await seedCustomer(database, other);
  const sales = (branch: number, customer: number, staff: number, auditId: number, n: number) =>
    database.db.execute(sql`
      insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, date, time,
        amount, vat, vat_required, total, paid, status, payment_status)
      select i, ${branch}, ${customer}, ${staff}, ${auditId}, date '2031-05-08' + (i % 3),
        time '10:00' + (i % 5) * interval '1 minute', 1000 + i % 13, 16, true,
        (1000 + i % 13) * 1.16, 0,
        case when i % 10 = 0 then 'CANCELADO' else 'EJECUTADO' end,
        case when i % 10 = 0 then 'CANCELADO' else 'PENDIENTE' end
      from generate_series(1, ${n}) as i`);
  await sales(own, ownCustomer, salesmanId, auditIds.overnight, 2 * PAYMENTS_PER_DAY);
  await sales(other, otherCustomer, otherStaff, auditIds.other, 40);
  // One payment per sale: its serial names it in the report. Amounts have cents; the VAT is
  // rounded by the database as payments/create rounds it.
  await database.db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by, deleted_at)
    select s.id, s.audit_id, case when s.serial % 4 = 0 then ${card!.id}::int else ${cash!.id}::int end,
      'PAGO', x.amount, x.rate, round(x.amount * x.rate, 2), x.amount + round(x.amount * x.rate, 2),
      date '2031-05-09' + (s.serial % 2), time '10:00' + (s.serial % 7) * interval '1 minute',
      s.salesman_id, case when s.serial % 50 = 0 then now() end
    from shoppings as s,
      lateral (select (100 + s.serial % 900 + (s.serial % 100) / 100.0)::numeric(12, 2) as amount,
        case when s.serial % 3 = 0 then 0.16 else 0 end::numeric(3, 2) as rate) as x`);
  // Refunds of some cancelled sales' payments, on 11/05 in that day's register.
  await database.db.execute(sql`
    insert into payments (shopping_id, audit_id, method_id, kind, amount, vat_rate, vat, total,
      date, time, created_by, refund_of)
    select p.shopping_id, ${auditIds.day}::int, p.method_id, 'DEVOLUCION', -p.amount, p.vat_rate, -p.vat,
      -p.total, date '2031-05-11', time '18:00', p.created_by, p.id
    from payments as p join shoppings as s on s.id = p.shopping_id
    where s.branch_id = ${own}::int and s.status = 'CANCELADO' and p.deleted_at is null
      and s.serial % 30 = 0`);
  await database.db.execute(sql`analyze payments`);
  await database.db.execute(sql`analyze shoppings`);
  return {
    own,
    other,
    methods: { cash: cash!.id, card: card!.id },
    audits: auditIds,
    salesman: 'FERNANDA PRUEBA PRUEBA',
  };
}
