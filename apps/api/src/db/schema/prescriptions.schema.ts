import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PRESCRIPTION_KINDS, PRISM_BASES } from '@iris/domain/prescriptions/refraction';
import { users } from './accounts.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns } from './geography.schema.js';

export const prescriptionKindEnum = pgEnum('prescription_kind', PRESCRIPTION_KINDS);
export const prismBaseEnum = pgEnum('prism_base', PRISM_BASES);

/** One eye's columns (`od_sphere`, `oi_sphere`…): exact decimals, as the doctor wrote them. */
function eyeColumns<P extends 'od' | 'oi'>(eye: P) {
  const decimal = (name: string, precision: number, scale: number) =>
    numeric(`${eye}_${name}`, { precision, scale });
  return {
    sphere: decimal('sphere', 5, 2).notNull(),
    cylinder: decimal('cylinder', 4, 2).notNull(),
    axis: smallint(`${eye}_axis`),
    add: decimal('add', 3, 2),
    prism: decimal('prism', 4, 2),
    prismBase: prismBaseEnum(`${eye}_prism_base`),
    pd: decimal('pd', 3, 1),
    vaSc: smallint(`${eye}_va_sc`),
    vaCc: smallint(`${eye}_va_cc`),
    baseCurve: decimal('base_curve', 4, 2),
    diameter: decimal('diameter', 4, 2),
  };
}

const od = eyeColumns('od');
const oi = eyeColumns('oi');

/**
 * Optical prescriptions (graduación, docs/rules.md): a child of the patient, written by a doctor.
 * Stored in minus-cylinder form; the checks are the last line behind the API's validation.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    date: date('date', { mode: 'string' }).notNull(),
    kind: prescriptionKindEnum('kind').notNull(),
    odSphere: od.sphere,
    odCylinder: od.cylinder,
    odAxis: od.axis,
    odAdd: od.add,
    odPrism: od.prism,
    odPrismBase: od.prismBase,
    odPd: od.pd,
    odVaSc: od.vaSc,
    odVaCc: od.vaCc,
    odBaseCurve: od.baseCurve,
    odDiameter: od.diameter,
    oiSphere: oi.sphere,
    oiCylinder: oi.cylinder,
    oiAxis: oi.axis,
    oiAdd: oi.add,
    oiPrism: oi.prism,
    oiPrismBase: oi.prismBase,
    oiPd: oi.pd,
    oiVaSc: oi.vaSc,
    oiVaCc: oi.vaCc,
    oiBaseCurve: oi.baseCurve,
    oiDiameter: oi.diameter,
    notes: text('notes'),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    // A patient's list: newest first, the id breaking ties of one day.
    index('prescriptions_customer_idx').on(t.customerId, t.date, t.id),
    check(
      'prescriptions_minus_cylinder',
      sql`${t.odCylinder} <= 0 and ${t.oiCylinder} <= 0 and ${t.odSphere} between -30 and 30 and ${t.oiSphere} between -30 and 30`,
    ),
    check(
      'prescriptions_axis',
      sql`(${t.odCylinder} = 0) = (${t.odAxis} is null) and (${t.oiCylinder} = 0) = (${t.oiAxis} is null)
        and coalesce(${t.odAxis}, 1) between 1 and 180 and coalesce(${t.oiAxis}, 1) between 1 and 180`,
    ),
  ],
);
