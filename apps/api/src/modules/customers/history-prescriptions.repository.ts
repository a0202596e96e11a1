import { and, eq, isNull, sql } from 'drizzle-orm';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import type { RecordLabels } from '@iris/domain/customers/record-labels';
import { interpolate } from '@iris/domain/i18n/messages';
import {
  hundredthsOf,
  summaryLine,
  PRESCRIPTION_KINDS,
  type EyeValues,
  type PrescriptionKind,
} from '@iris/domain/prescriptions/refraction';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * A patient's prescriptions in their history (issue 23): each one not deleted, at its date, with
 * its kind, its doctor and the one-line summary of the prescriptions' list. The values travel as
 * the table's exact decimal text and become hundredths by hundredthsOf, never through a float.
 */

/** A prescription's values in the row's `detail`: sphere, cylinder, axis and add of OD, then OI. */
const summaryValues = sql<string | null>`json_build_array(
  ${prescriptions.odSphere}::text, ${prescriptions.odCylinder}::text, ${prescriptions.odAxis},
  ${prescriptions.odAdd}::text, ${prescriptions.oiSphere}::text, ${prescriptions.oiCylinder}::text,
  ${prescriptions.oiAxis}, ${prescriptions.oiAdd}::text)::text`;

/**
 * A prescription's date, at the moment it was written when that was the same day: so that one
 * written during a visit sorts among that visit's notes, and a back-dated one at its own date.
 */
const writtenAt = sql<Date>`case when ${prescriptions.date} = (${prescriptions.createdAt})::date
  then ${prescriptions.createdAt} else ${prescriptions.date}::timestamptz end`;

/** The patient's prescriptions not deleted, as history rows (status = kind, changedBy = doctor). */
export function prescriptionsOf(db: Db, customerId: number) {
  return db
    .select({
      id: sql<number>`${prescriptions.id}`.as('id'),
      kind: sql<HistoryEntry['kind']>`'prescription'`.as('kind'),
      title: sql<string>`''`.as('title'),
      description: sql<string>`''`.as('description'),
      at: writtenAt.as('at'),
      status: sql<string | null>`${prescriptions.kind}::text`.as('status'),
      appointment: sql<string | null>`null::text`.as('appointment'),
      changedBy: personNameSql(users).as('changed_by'),
      serial: sql<number | null>`null::int`.as('serial'),
      money: sql<string | null>`null::text`.as('money'),
      detail: summaryValues.as('detail'),
      // A back-dated prescription has its day only: no hour to show (not 00:00).
      timed: sql<boolean>`(${prescriptions.date} = (${prescriptions.createdAt})::date)`.as('timed'),
    })
    .from(prescriptions)
    .leftJoin(users, eq(users.id, prescriptions.doctorId))
    .where(and(eq(prescriptions.customerId, customerId), isNull(prescriptions.deletedAt)));
}

/** Hundredths of a stored decimal (the column's type guarantees the text parses). */
const exact = (text: unknown) => (typeof text === 'string' ? (hundredthsOf(text) ?? 0) : 0);

/** The sphere, cylinder, axis and add an eye's summary reads; the rest is not part of it. */
function eyeOf([sphere, cylinder, axis, add]: unknown[]): EyeValues {
  return {
    sphere: exact(sphere),
    cylinder: exact(cylinder),
    axis: typeof axis === 'number' ? axis : null,
    add: typeof add === 'string' ? exact(add) : null,
    prism: null,
    prismBase: null,
    pd: null,
    vaSc: null,
    vaCc: null,
    baseCurve: null,
    diameter: null,
  };
}

interface PrescriptionRow {
  kind: HistoryEntry['kind'];
  status: string | null;
  changedBy: string | null;
  detail: string | null;
}

const isKind = (value: string | null): value is PrescriptionKind =>
  PRESCRIPTION_KINDS.includes(value as PrescriptionKind);

/**
 * "Lentes · por ANA LÓPEZ" and "OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50": the
 * title and description of a prescription's row; null for the other kinds.
 */
export function prescriptionWords(row: PrescriptionRow, labels: RecordLabels['history']) {
  if (row.kind !== 'prescription') return null;
  const values = JSON.parse(row.detail ?? '[]') as unknown[];
  return {
    title: interpolate(labels.prescriptionTitle, {
      kind: isKind(row.status) ? labels.prescriptionKinds[row.status] : (row.status ?? ''),
      doctor: row.changedBy ?? '',
    }),
    description: summaryLine(eyeOf(values.slice(0, 4)), eyeOf(values.slice(4, 8))),
  };
}
