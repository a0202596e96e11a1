import { eq, getTableColumns } from 'drizzle-orm';
import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { notFound } from '../../lib/app-error.js';
import { findOne } from '../../lib/recipe/crud.repository.js';
import { documentBranch } from '../../lib/document-branch.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { storedOf } from '../prescriptions/prescription-values.js';
import { saleLinesOf } from '../sales/sales-documents.service.js';
import { labOrdersResource } from './lab-orders.resource.js';

/**
 * What the lab ticket prints (lab-orders/getPdf/{id}), within the session's branch like every
 * lab-orders call (another branch's order is a 403, none a 404): the order, its branch, the
 * prescription's eyes and the sale's lines. It carries the prescription, so a print is logged as
 * the printed receta is: a read of the patient's prescription.
 */
export async function labTicketData(
  context: ResourceContext,
  files: FileStorage,
  id: number,
  item: ItemContext,
) {
  const order = (await findOne(context, labOrdersResource, id, item)) as LabOrder;
  const { db } = context;
  const [prescription] = await db
    .select(getTableColumns(prescriptions))
    .from(prescriptions)
    .where(eq(prescriptions.id, order.prescription.id));
  // An order's prescription is never deleted (it is read-only while an order uses it).
  if (!prescription) throw notFound();
  await logAccess(context, {
    action: 'read',
    subject: 'prescriptionPdf',
    customerId: prescription.customerId,
    recordId: prescription.id,
  });
  return {
    branch: await documentBranch(db, files, order.branch.id),
    order,
    prescription: {
      kind: prescription.kind,
      od: storedOf('od', prescription),
      oi: storedOf('oi', prescription),
    },
    lines: await saleLinesOf(db, order.shopping.id),
  };
}
export type LabTicketData = Awaited<ReturnType<typeof labTicketData>>;
