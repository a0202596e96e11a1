import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  decimalText,
  type EyeValues,
  type PrescriptionKind,
} from '@iris/domain/prescriptions/refraction';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { customers } from '../db/schema/customers.schema.js';
import { prescriptions } from '../db/schema/prescriptions.schema.js';

type DemoEye = Partial<EyeValues> & Pick<EyeValues, 'sphere'>;

interface DemoPrescription {
  /** How long before today, in months. */
  monthsAgo: number;
  kind: PrescriptionKind;
  od: DemoEye;
  oi: DemoEye;
  notes?: string;
}

/**
 * The first three patients of a branch, as an optometrist would have seen them over the years:
 * a myopia growing, a presbyope whose addition rises, a fit of contact lenses after glasses.
 * Values in hundredths, already in minus cylinder as the API stores them.
 */
const HISTORIES: DemoPrescription[][] = [
  [
    {
      monthsAgo: 40,
      kind: 'LENTES',
      od: { sphere: -125, cylinder: -25, axis: 180, pd: 3150, vaSc: 60, vaCc: 20 },
      oi: { sphere: -100, pd: 3100, vaSc: 50, vaCc: 20 },
    },
    {
      monthsAgo: 22,
      kind: 'LENTES',
      od: { sphere: -175, cylinder: -50, axis: 180, pd: 3150, vaSc: 100, vaCc: 20 },
      oi: { sphere: -150, cylinder: -25, axis: 170, pd: 3100, vaSc: 80, vaCc: 20 },
      notes: 'Miopía en aumento; se recomienda revisión anual.',
    },
    {
      monthsAgo: 3,
      kind: 'LENTES',
      od: { sphere: -225, cylinder: -75, axis: 180, pd: 3150, vaSc: 200, vaCc: 20 },
      oi: { sphere: -200, cylinder: -75, axis: 175, pd: 3100, vaSc: 150, vaCc: 20 },
      notes: 'Antirreflejante. Revisión en un año.',
    },
  ],
  [
    {
      monthsAgo: 30,
      kind: 'LENTES',
      od: { sphere: 75, add: 150, pd: 3200, vaCc: 20 },
      oi: { sphere: 50, add: 150, pd: 3200, vaCc: 20 },
      notes: 'Presbicia; lentes progresivos.',
    },
    {
      monthsAgo: 8,
      kind: 'LENTES',
      od: { sphere: 100, cylinder: -25, axis: 90, add: 200, pd: 3200, vaCc: 20 },
      oi: { sphere: 75, add: 200, pd: 3200, vaCc: 25 },
    },
  ],
  [
    {
      monthsAgo: 26,
      kind: 'LENTES',
      od: { sphere: -300, cylinder: -50, axis: 10, pd: 3000, vaSc: 300, vaCc: 20 },
      oi: { sphere: -325, pd: 3000, vaSc: 300, vaCc: 20 },
    },
    {
      monthsAgo: 14,
      kind: 'CONTACTO',
      od: { sphere: -275, baseCurve: 860, diameter: 1420, vaCc: 20 },
      oi: { sphere: -300, baseCurve: 860, diameter: 1420, vaCc: 20 },
      notes: 'Adaptación de lentes de contacto blandos mensuales.',
    },
  ],
];

const text = (hundredths: number | null | undefined) =>
  hundredths === null || hundredths === undefined ? null : decimalText(hundredths);

/** An eye's values as the table's decimal text. */
function eyeText(values: DemoEye) {
  return {
    sphere: decimalText(values.sphere),
    cylinder: decimalText(values.cylinder ?? 0),
    axis: values.axis ?? null,
    add: text(values.add),
    pd: text(values.pd),
    vaSc: values.vaSc ?? null,
    vaCc: values.vaCc ?? null,
    baseCurve: text(values.baseCurve),
    diameter: text(values.diameter),
  };
}

/** A row of the table, today's date taken from the database (the clinic's day). */
function rowOf(prescription: DemoPrescription, customerId: number, doctorId: number) {
  const od = eyeText(prescription.od);
  const oi = eyeText(prescription.oi);
  return {
    customerId,
    doctorId,
    date: sql<string>`(current_date - ${prescription.monthsAgo} * interval '1 month')::date`,
    kind: prescription.kind,
    notes: prescription.notes ?? null,
    odSphere: od.sphere,
    odCylinder: od.cylinder,
    odAxis: od.axis,
    odAdd: od.add,
    odPd: od.pd,
    odVaSc: od.vaSc,
    odVaCc: od.vaCc,
    odBaseCurve: od.baseCurve,
    odDiameter: od.diameter,
    oiSphere: oi.sphere,
    oiCylinder: oi.cylinder,
    oiAxis: oi.axis,
    oiAdd: oi.add,
    oiPd: oi.pd,
    oiVaSc: oi.vaSc,
    oiVaCc: oi.vaCc,
    oiBaseCurve: oi.baseCurve,
    oiDiameter: oi.diameter,
  };
}

/** Each branch's doctor writes the histories of its first patients, once. */
export async function seedDemoPrescriptions(db: Db, branchIds: number[]) {
  for (const branchId of branchIds) {
    const [doctor] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.branchId, branchId), eq(users.role, 'doctor')))
      .orderBy(asc(users.id))
      .limit(1);
    const branchCustomers = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.branchId, branchId), eq(customers.walkIn, false)))
      .orderBy(asc(customers.id))
      .limit(HISTORIES.length);
    if (!doctor || branchCustomers.length < HISTORIES.length) continue;
    const [written] = await db
      .select({ id: prescriptions.id })
      .from(prescriptions)
      .where(
        inArray(
          prescriptions.customerId,
          branchCustomers.map((customer) => customer.id),
        ),
      )
      .limit(1);
    if (written) continue;
    const rows = branchCustomers.flatMap((customer, index) =>
      (HISTORIES[index] ?? []).map((prescription) => rowOf(prescription, customer.id, doctor.id)),
    );
    await db.insert(prescriptions).values(rows);
  }
}
