import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import {
  createPrescriptionSchema,
  prescriptionFilters,
  prescriptionSchema,
  updatePrescriptionSchema,
  type Prescription,
  type PrescriptionValues,
} from '@iris/domain/prescriptions/prescription.schemas';
import { summaryLine } from '@iris/domain/prescriptions/refraction';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { users } from '../../db/schema/accounts.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { moduleHook } from '../../lib/module-hooks.js';
import {
  defineResource,
  insertValues,
  updateValues,
  type ResourceContext,
} from '../../lib/recipe/resource.js';
import type { Row } from '../../lib/table/table-engine.js';
import { customersResource } from '../customers/customers.resource.js';
import { eyeColumns, eyeItemOf, eyeValuesOf, storedOf } from './prescription-values.js';
import { personNameSql } from '../../lib/person-name.js';

/**
 * What may refuse a change or delete of a prescription (the prescription locked), from the modules
 * built on prescriptions: lab orders make one read-only once sent to a laboratory (docs/rules.md;
 * registered by lab-order-stages.ts from app.ts, as lab orders import prescriptions).
 */
export const prescriptionGuard = moduleHook<[context: ResourceContext, prescriptionId: number]>();

/** docs/rules.md, Optical prescriptions: every role reads (receptionists sell the lenses). */
export const PRESCRIPTION_READERS: readonly Role[] = ROLES;
/** Doctors and super_admin write. */
export const PRESCRIPTION_WRITERS: readonly Role[] = ['super_admin', 'doctor'];

/** What a prescription's table, get and comparison read: every column and the doctor's name. */
export const prescriptionFields = {
  ...getTableColumns(prescriptions),
  doctorName: personNameSql(users),
};
export type PrescriptionRow = Row<typeof prescriptionFields>;

/** A row as the answer carries it: values as JSON numbers, acuity as `20/40`, the summary line. */
export function prescriptionItemOf(row: PrescriptionRow): Prescription {
  const od = storedOf('od', row);
  const oi = storedOf('oi', row);
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    od: eyeItemOf(od),
    oi: eyeItemOf(oi),
    notes: row.notes,
    summary: summaryLine(eyeValuesOf(od), eyeValuesOf(oi)),
    doctor: { id: row.doctorId, name: row.doctorName },
    customer: { id: row.customerId },
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a create or an update writes: the values in minus-cylinder form, signed by the session. */
const writtenValues = (input: Omit<PrescriptionValues, 'customer'>, doctorId: number) => ({
  date: input.date,
  kind: input.kind,
  ...eyeColumns('od', input.od),
  ...eyeColumns('oi', input.oi),
  notes: input.notes ?? null,
  doctorId,
});

/**
 * Optical prescriptions (graduación): a child of the patient, so their branch is the patient's.
 * Part of the clinical record (docs/rules.md): every read and change is logged, and a deleted one is
 * kept, gone from the list, the get and the comparison.
 */
export const prescriptionsResource = defineResource({
  name: 'prescriptions',
  messages: {
    created: 'prescriptionCreated',
    updated: 'prescriptionUpdated',
    deleted: 'prescriptionDeleted',
  },
  table: prescriptions,
  id: prescriptions.id,
  scope: {
    kind: 'parent',
    parent: customersResource,
    column: prescriptions.customerId,
    field: 'customer',
  },
  rows: isNull(prescriptions.deletedAt),
  softDelete: prescriptions.deletedAt,
  endpoints: { getTable: true, get: true, create: true, update: true, delete: true },
  readRoles: PRESCRIPTION_READERS,
  writeRoles: PRESCRIPTION_WRITERS,
  list: {
    table: prescriptions,
    joins: [{ table: users, on: eq(users.id, prescriptions.doctorId) }],
    fields: prescriptionFields,
    // Newest first: the date, then the id among one day's.
    sortKeys: { id: prescriptions.id, date: prescriptions.date, kind: prescriptions.kind },
    defaultSort: 'date',
    search: [prescriptions.notes],
  },
  filters: {
    shape: prescriptionFilters,
    where: (filters) => [eq(prescriptions.customerId, filters.customerId)],
  },
  item: prescriptionSchema,
  toItem: (row) => prescriptionItemOf(row),
  create: {
    schema: createPrescriptionSchema,
    values: (input, { session }) =>
      insertValues(prescriptions, {
        customerId: input.customer.id,
        ...writtenValues(input, session.id),
      }),
  },
  update: {
    schema: updatePrescriptionSchema,
    // Whoever corrects the prescription signs it.
    values: (input, { session }) => updateValues(prescriptions, writtenValues(input, session.id)),
  },
  // docs/rules.md: once sent to a laboratory it is read-only; a correction is a new prescription.
  guard: (context, id) => prescriptionGuard.run(context, id),
  accessLog: {
    subject: 'prescription',
    async customerOf({ db }, id) {
      const [row] = await db
        .select({ customerId: prescriptions.customerId })
        .from(prescriptions)
        .where(eq(prescriptions.id, id));
      return row?.customerId;
    },
    table: {
      customers: customersResource,
      customerOf: (filters) => filters.customerId as number,
    },
  },
});

/** Rows of one patient and kind, not deleted: where a comparison looks for the previous one. */
export const sameKindOf = (row: Pick<PrescriptionRow, 'customerId' | 'kind'>) =>
  and(
    eq(prescriptions.customerId, row.customerId),
    eq(prescriptions.kind, row.kind),
    isNull(prescriptions.deletedAt),
  );
