import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createLabOrderSchema } from '@iris/domain/lab-orders/lab-order.schemas';
import { labOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import { laboratories, labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { insertValues, type ResourceContext } from '../../lib/recipe/resource.js';
import { lockBranch } from '../sales/sale-money.js';

const invalidField = (field: string) =>
  new AppError('invalid_input', { errors: [{ field, message: 'validation.invalid' }] });

/** Sales that still take a lab order (docs/rules.md: a sale not CANCELADO). */
const SALE_STATES: readonly string[] = ['NUEVO', 'EJECUTADO'];

/**
 * A new order's columns (the references were checked within the session's reach): in the sale's
 * branch, under that branch's lock for its next folio, as a sale's serial is given. The sale and
 * the prescription are held (SHARE) until the order is in, so that neither a cancel of the sale
 * nor a change of the prescription slips between the checks and the insert.
 */
export async function newOrderValues(
  { db }: ResourceContext,
  input: z.output<typeof createLabOrderSchema>,
) {
  const [unlocked] = await db
    .select({ branchId: sales.branchId })
    .from(sales)
    .where(eq(sales.id, input.shopping.id));
  if (!unlocked) throw invalidField('shopping.id');
  await lockBranch(db, unlocked.branchId);
  const [sale] = await db
    .select({ status: sales.status, customerId: sales.customerId })
    .from(sales)
    .where(eq(sales.id, input.shopping.id))
    .for('share');
  if (!sale || !SALE_STATES.includes(sale.status)) throw new AppError('invalid_state');
  const [prescription] = await db
    .select({ customerId: prescriptions.customerId, deletedAt: prescriptions.deletedAt })
    .from(prescriptions)
    .where(eq(prescriptions.id, input.prescription.id))
    .for('share');
  if (!prescription || prescription.deletedAt) throw invalidField('prescription.id');
  if (prescription.customerId !== sale.customerId) throw new AppError('lab_order_prescription');
  const [laboratory] = await db
    .select({ leadDays: laboratories.leadDays })
    .from(laboratories)
    .where(eq(laboratories.id, input.laboratory.id));
  if (!laboratory) throw invalidField('laboratory.id');
  const [next] = await db
    .select({ serial: sql<number>`coalesce(max(${labOrders.serial}), 0)::int + 1` })
    .from(labOrders)
    .where(eq(labOrders.branchId, unlocked.branchId));
  return insertValues(labOrders, {
    branchId: unlocked.branchId,
    serial: next?.serial ?? 1,
    saleId: input.shopping.id,
    prescriptionId: input.prescription.id,
    customerId: sale.customerId,
    laboratoryId: input.laboratory.id,
    // Today in the clinic (the session's time zone) plus the laboratory's lead days.
    promisedDate: input.promisedDate ?? sql<string>`current_date + ${laboratory.leadDays}::int`,
    notes: input.notes ?? null,
  });
}

export interface StageRow {
  status: string;
  at: string;
  id: number;
  name: string;
}

/** The history as the item carries it: each stage, its instant in ISO, who reached it. */
export function historyOf(value: StageRow[] | string) {
  const rows = typeof value === 'string' ? (JSON.parse(value) as StageRow[]) : value;
  return rows.map((row) => ({
    status: labOrderStatus.isState(row.status) ? row.status : labOrderStatus.initial,
    at: new Date(row.at).toISOString(),
    by: { id: row.id, name: row.name },
  }));
}
