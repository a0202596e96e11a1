import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { categories, products } from '../db/schema/catalogue.schema.js';
import { customers } from '../db/schema/customers.schema.js';
import { laboratories, labOrders, labOrderStages } from '../db/schema/lab-orders.schema.js';
import { prescriptions } from '../db/schema/prescriptions.schema.js';
import { payments, saleLines, sales } from '../db/schema/sales.schema.js';
import { insertedRow } from '../lib/recipe/inserted-row.js';
import { DEMO_LABORATORIES, SLOTS, timelineOf, type Sale } from './demo-lab-orders-plan.js';

/*
 * The lab orders of the demo month (README, Demo data): the lenses of sales of frames and micas
 * sent to three laboratories, in every stage in each branch, two of them late. Each order is
 * dated from its sale and each stage stamped on a working day after the previous one, by who
 * would have done it: the salesperson orders, the front desk sends, receives and delivers.
 */

/** A graduación written the day of the sale, for a patient who had none (minus cylinder). */
const EXAMS = [
  { od: ['-1.50', '-0.50', 180], oi: ['-1.25', '-0.50', 175], add: null },
  { od: ['+1.25', '0.00', null], oi: ['+1.00', '-0.25', 90], add: '+2.00' },
  { od: ['-3.25', '-1.00', 10], oi: ['-3.00', '-0.75', 170], add: null },
  { od: ['-0.75', '0.00', null], oi: ['-1.00', '-0.25', 5], add: '+1.25' },
] as const;

const instant = (date: string, time: string) => sql`(${date}::date + ${time}::time)::timestamptz`;

/** The three laboratories, once; answers their ids in DEMO_LABORATORIES' order. */
async function ensureLaboratories(db: Db) {
  const ids: number[] = [];
  for (const laboratory of DEMO_LABORATORIES) {
    const [found] = await db
      .select({ id: laboratories.id })
      .from(laboratories)
      .where(sql`lower(trim(${laboratories.name})) = lower(${laboratory.name})`);
    ids.push(
      found?.id ??
        insertedRow(
          await db.insert(laboratories).values(laboratory).returning({ id: laboratories.id }),
        ).id,
    );
  }
  return ids;
}

/**
 * The branch's sales of frames or micas (lenses to be cut or mounted) to its patients before
 * today, not cancelled, newest first.
 */
async function salesOf(db: Db, branchId: number): Promise<Sale[]> {
  const glasses = db
    .select({ id: saleLines.id })
    .from(saleLines)
    .innerJoin(products, eq(products.id, saleLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(saleLines.saleId, sales.id), inArray(categories.name, ['ARMAZONES', 'MICAS'])));
  return db
    .select({
      id: sales.id,
      date: sales.date,
      time: sql<string>`to_char(${sales.time}, 'HH24:MI')`,
      paymentStatus: sales.paymentStatus,
      customerId: sales.customerId,
      salesmanId: sales.salesmanId,
      lastPaid: sql<string | null>`(select to_char(max(p.date + p.time), 'YYYY-MM-DD HH24:MI')
        from ${payments} as p where p.shopping_id = ${sales.id} and p.kind = 'PAGO'
          and p.deleted_at is null)`,
    })
    .from(sales)
    .innerJoin(customers, eq(customers.id, sales.customerId))
    .where(
      and(
        eq(sales.branchId, branchId),
        sql`${sales.status} <> 'CANCELADO'`,
        eq(customers.walkIn, false),
        sql`${sales.date} < current_date`,
        sql`exists (${glasses})`,
      ),
    )
    .orderBy(desc(sales.date), desc(sales.time), desc(sales.id));
}

/**
 * The patient's graduación of the sale: the latest written by the sale's day, or, for a patient
 * without one, the one the doctor wrote that day (the exam before the glasses were sold).
 */
async function prescriptionFor(db: Db, sale: Sale, doctorId: number, index: number) {
  const [latest] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.customerId, sale.customerId),
        lte(prescriptions.date, sale.date),
        sql`${prescriptions.deletedAt} is null`,
      ),
    )
    .orderBy(desc(prescriptions.date), desc(prescriptions.id))
    .limit(1);
  if (latest) return latest.id;
  const exam = EXAMS[index % EXAMS.length] ?? EXAMS[0];
  const [odSphere, odCylinder, odAxis] = exam.od;
  const [oiSphere, oiCylinder, oiAxis] = exam.oi;
  const rows = await db
    .insert(prescriptions)
    .values({
      customerId: sale.customerId,
      doctorId,
      date: sale.date,
      kind: 'LENTES',
      odSphere,
      odCylinder,
      odAxis,
      odAdd: exam.add,
      odPd: '31.5',
      odVaCc: 20,
      oiSphere,
      oiCylinder,
      oiAxis,
      oiAdd: exam.add,
      oiPd: '31.0',
      oiVaCc: 20,
      createdAt: instant(sale.date, sale.time),
    })
    .returning({ id: prescriptions.id });
  return insertedRow(rows).id;
}

async function staffOf(db: Db, branchId: number) {
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.branchId, branchId))
    .orderBy(asc(users.id));
  return {
    receptionist: staff.find((user) => user.role === 'receptionist')?.id,
    doctor: staff.find((user) => user.role === 'doctor')?.id,
  };
}

/**
 * Each branch's lab orders, once (a branch that has any is left as it is), after its sales: one
 * sale per order, folios from 1 in the order they were placed.
 */
export async function seedDemoLabOrders(db: Db, branchIds: number[]) {
  const laboratoryIds = await ensureLaboratories(db);
  const clock = (await db.execute(sql`select current_date::text as today`)) as {
    rows: { today: string }[];
  };
  const today = clock.rows[0]?.today;
  if (!today) return;
  for (const branchId of branchIds) {
    await db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: labOrders.id })
        .from(labOrders)
        .where(eq(labOrders.branchId, branchId))
        .limit(1);
      if (already) return;
      const { receptionist, doctor } = await staffOf(tx, branchId);
      if (!receptionist || !doctor) return;
      const branchSales = await salesOf(tx, branchId);
      const used = new Set<number>();
      const planned = SLOTS.flatMap((slot) => {
        for (const sale of branchSales) {
          if (used.has(sale.id)) continue;
          const timeline = timelineOf(slot, sale, today);
          if (!timeline) continue;
          used.add(sale.id);
          return [{ slot, sale, ...timeline }];
        }
        return [];
      });
      // Folios in the order the orders were placed.
      planned.sort((a, b) => {
        const [x, y] = [a.stages[0], b.stages[0]];
        return `${x?.date} ${x?.time}`.localeCompare(`${y?.date} ${y?.time}`);
      });
      for (const [index, order] of planned.entries()) {
        const placed = order.stages[0];
        const last = order.stages.at(-1);
        if (!placed || !last) continue;
        const rows = await tx
          .insert(labOrders)
          .values({
            branchId,
            serial: index + 1,
            saleId: order.sale.id,
            prescriptionId: await prescriptionFor(tx, order.sale, doctor, index),
            customerId: order.sale.customerId,
            laboratoryId: laboratoryIds[order.laboratory] ?? 0,
            status: order.slot.status,
            promisedDate: order.promisedDate,
            notes: order.slot.notes ?? null,
            createdAt: instant(placed.date, placed.time),
            updatedAt: instant(last.date, last.time),
          })
          .returning({ id: labOrders.id });
        const orderId = insertedRow(rows).id;
        await tx.insert(labOrderStages).values(
          order.stages.map((stage) => ({
            orderId,
            status: stage.status,
            at: instant(stage.date, stage.time),
            byId: stage.status === 'PEDIDO' ? order.sale.salesmanId : receptionist,
          })),
        );
      }
    });
  }
}
