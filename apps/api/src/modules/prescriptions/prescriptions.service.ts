import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { PrescriptionComparison } from '@iris/domain/prescriptions/prescription.schemas';
import { eyeChanges, type Eye, type EyeValues } from '@iris/domain/prescriptions/refraction';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { logRecordAccess } from '../../lib/access-log.js';
import { notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible, scopeCondition } from '../../lib/recipe/resource-scope.js';
import { selectFrom } from '../../lib/table/table-engine.js';
import { eyeValuesOf, shownValue, storedOf } from './prescription-values.js';
import {
  prescriptionItemOf,
  prescriptionsResource,
  sameKindOf,
  type PrescriptionRow,
} from './prescriptions.resource.js';

const resource = prescriptionsResource;

const valuesOf = (row: PrescriptionRow): Record<Eye, EyeValues> => ({
  od: eyeValuesOf(storedOf('od', row)),
  oi: eyeValuesOf(storedOf('oi', row)),
});

/** One prescription within the session's reach: another branch's is a 403, none (or deleted) a 404. */
async function visibleRow(context: ResourceContext, id: number): Promise<PrescriptionRow> {
  const [row] = (await selectFrom(context.db, resource.list).where(
    and(eq(prescriptions.id, id), scopeCondition(resource, context.session)),
  )) as PrescriptionRow[];
  if (row) return row;
  await findVisible(context, resource, id);
  throw notFound();
}

/** The patient's latest prescription of the same kind before this one (by date, then id). */
async function previousOf(context: ResourceContext, row: PrescriptionRow) {
  const [previous] = (await selectFrom(context.db, resource.list)
    .where(
      and(
        sameKindOf(row),
        or(
          lt(prescriptions.date, row.date),
          and(eq(prescriptions.date, row.date), lt(prescriptions.id, row.id)),
        ),
      ),
    )
    .orderBy(desc(prescriptions.date), desc(prescriptions.id))
    .limit(1)) as PrescriptionRow[];
  return previous;
}

/**
 * docs/api.md prescriptions/compare/{id}: the prescription, the one before it and each value that
 * changed, shown as the items show them (OD sphere -2.25 -> -2.50). A read of the record, logged.
 */
export async function comparePrescription(
  context: ResourceContext,
  id: number,
): Promise<PrescriptionComparison> {
  const current = await visibleRow(context, id);
  const previous = await previousOf(context, current);
  await logRecordAccess(context, resource, 'read', id);
  return {
    current: prescriptionItemOf(current),
    previous: previous ? prescriptionItemOf(previous) : null,
    changes: previous ? eyeChanges(valuesOf(current), valuesOf(previous), shownValue) : [],
  };
}
