import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  arcoDueDate,
  arcoWarningDate,
  type createArcoRequestSchema,
  RECTIFIABLE_FIELDS,
  type ArcoKind,
  type PersonalData,
} from '@iris/domain/privacy/arco.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { arcoRequests } from '../../db/schema/privacy.schema.js';
import { insertValues, relationId, type ResourceContext } from '../../lib/recipe/resource.js';

/*
 * What an ARCO request stores beyond its form (docs/rules.md, Privacy and accounts): its branch is
 * the patient's, its due date 20 business days after it was received, and a RECTIFICACION keeps
 * the patient's data as it was registered and as it was resolved, so that the before and after
 * of what was rectified stay on record.
 */

const rectifiable = Object.fromEntries(
  Object.entries(getTableColumns(customers)).filter(([key]) =>
    (RECTIFIABLE_FIELDS as readonly string[]).includes(key),
  ),
) as Pick<typeof customers._.columns, (typeof RECTIFIABLE_FIELDS)[number]>;

/** The patient's rectifiable data now, in the write's transaction (locked by the caller). */
async function personalData(context: ResourceContext, customerId: number): Promise<PersonalData> {
  const [row] = await context.db
    .select(rectifiable)
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? {};
}

const snapshotOf = (context: ResourceContext, kind: ArcoKind, customerId: number) =>
  kind === 'RECTIFICACION' ? personalData(context, customerId) : Promise.resolve(null);

/** A new request's row; the customer was checked to be within the session's reach. */
export async function newArcoValues(
  context: ResourceContext,
  input: z.infer<typeof createArcoRequestSchema>,
) {
  const customerId = relationId(input.customer);
  const dueDate = arcoDueDate(input.receivedAt);
  return insertValues(arcoRequests, {
    customerId,
    branchId: sql`(select ${customers.branchId} from ${customers} where ${customers.id} = ${customerId})`,
    kind: input.kind,
    receivedAt: input.receivedAt,
    dueDate,
    warningDate: arcoWarningDate(dueDate),
    notes: input.notes ?? null,
    dataBefore: await snapshotOf(context, input.kind, customerId),
    createdBy: context.session.id,
  });
}

/** The resolution: its text, who and when, and a RECTIFICACION's data as it now stands. */
export async function resolveArco(
  context: ResourceContext,
  record: { id: number; before: { kind: string; customerId: number } },
  resolution: string,
) {
  const kind = record.before.kind as ArcoKind;
  await context.db
    .update(arcoRequests)
    .set({
      resolution,
      resolvedAt: new Date(),
      resolvedBy: context.session.id,
      dataAfter: await snapshotOf(context, kind, record.before.customerId),
    })
    .where(eq(arcoRequests.id, record.id));
}
