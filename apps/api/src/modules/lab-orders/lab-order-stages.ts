import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatMoneyText } from '@iris/domain/common/column-text';
import { labOrderStatus, type LabOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import type { Db } from '../../db/client.js';
import { labOrders, labOrderStages } from '../../db/schema/lab-orders.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext, RowOf } from '../../lib/recipe/resource.js';
import { prescriptionGuard } from '../prescriptions/prescriptions.resource.js';
import { saleCancelled } from '../sales/sale-execution.js';
import { enqueueLabOrderReadyMail } from './lab-order-ready-mail.job.js';

/** Stamps that an order reached a stage, by the session's user, now (its history). */
export async function stampStage(
  { db, session }: ResourceContext,
  orderIds: readonly number[],
  status: LabOrderStatus,
) {
  if (orderIds.length === 0) return;
  await db
    .insert(labOrderStages)
    .values(orderIds.map((orderId) => ({ orderId, status, byId: session.id })));
}

/**
 * Taken before the order's own lock by every call that reads the sale while it moves an order:
 * the sale, then its orders, as a sale's cancel locks them, so the two never deadlock. SHARE lets
 * two moves of one sale's orders run side by side, but not beside the sale's cancel or payments.
 */
export async function lockSaleOfOrder(db: Db, orderId: number) {
  await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      eq(
        sales.id,
        sql`(select ${labOrders.saleId} from ${labOrders} where ${labOrders.id} = ${orderId})`,
      ),
    )
    .for('share');
}

/** ENTREGADO needs the sale PAGADO (docs/rules.md): otherwise what remains to pay, for the message. */
async function assertSalePaid(db: Db, saleId: number) {
  const [sale] = await db
    .select({
      serial: sales.serial,
      paymentStatus: sales.paymentStatus,
      remaining: sales.remaining,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  if (!sale) throw new AppError('not_found');
  if (sale.paymentStatus !== 'PAGADO') {
    throw new AppError('lab_order_unpaid', {
      sale: sale.serial,
      remaining: sale.remaining,
      remainingText: formatMoneyText(sale.remaining),
      shopping: { id: saleId, serial: sale.serial },
    });
  }
}

/**
 * The moment an order becomes RECIBIDO, inside the transaction of its advance (the order locked,
 * its status already written): the patient is told the glasses are ready (docs/rules.md, Lab orders)
 * by a durable job enqueued here, in this transaction, so that it exists exactly when the stage
 * does (lab-order-ready-mail.job.ts).
 */
export async function labOrderReceived(context: ResourceContext, orderId: number) {
  await enqueueLabOrderReadyMail(context.db, orderId);
}

/**
 * `PUT lab-orders/advance`: one step of the machine from the stage the order has as locked, its
 * status written and the stage stamped. Two advances of one order at once: the second reads the
 * first one's stage once it commits, and the step no longer fits (409).
 */
export async function advanceOrder(
  context: ResourceContext,
  order: { id: number; before: RowOf<typeof labOrders> },
  to: LabOrderStatus,
) {
  if (!labOrderStatus.canTransition(order.before.status, to) || to === 'CANCELADO') {
    throw new AppError('invalid_state');
  }
  if (to === 'ENTREGADO') await assertSalePaid(context.db, order.before.saleId);
  await context.db
    .update(labOrders)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(labOrders.id, order.id));
  await stampStage(context, [order.id], to);
  if (to === 'RECIBIDO') await labOrderReceived(context, order.id);
}

/** Stages before ENTREGADO: an order in one of them may still be cancelled. */
const OPEN = labOrderStatus.states.filter((state) =>
  labOrderStatus.canTransition(state, 'CANCELADO'),
);

/**
 * docs/rules.md: cancelling a sale cancels its open lab orders in the same transaction, each stamped.
 * Called with the sale locked, so no order of it moves meanwhile (they lock the sale first).
 */
async function cancelLabOrdersOfSale(context: ResourceContext, saleId: number) {
  const cancelled = await context.db
    .update(labOrders)
    .set({ status: 'CANCELADO', updatedAt: new Date() })
    .where(and(eq(labOrders.saleId, saleId), inArray(labOrders.status, OPEN)))
    .returning({ id: labOrders.id });
  await stampStage(
    context,
    cancelled.map((order) => order.id),
    'CANCELADO',
  );
}

/**
 * docs/rules.md: a prescription used by a lab order (not cancelled) is read-only; a correction is a
 * new prescription. Called with the prescription locked, as a create of an order locks it.
 */
async function assertPrescriptionFree({ db }: ResourceContext, prescriptionId: number) {
  const [used] = await db
    .select({ id: labOrders.id })
    .from(labOrders)
    .where(and(eq(labOrders.prescriptionId, prescriptionId), ne(labOrders.status, 'CANCELADO')))
    .limit(1);
  if (used) throw new AppError('prescription_in_lab_order');
}

/**
 * Lab orders are made from sales and prescriptions and import them, never the reverse: what a
 * sale's cancel and a prescription's change owe to lab orders is registered on their hooks, once,
 * by buildApp (app.ts).
 */
export function registerLabOrderHooks() {
  saleCancelled.register(cancelLabOrdersOfSale);
  prescriptionGuard.register(assertPrescriptionFree);
}
