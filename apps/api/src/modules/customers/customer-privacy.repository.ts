import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers, noteDocuments, notes } from '../../db/schema/customers.schema.js';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { customerAnswers } from '../../db/schema/questionnaire.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { isSuperAdmin } from '../../lib/session.js';
import { customersResource } from './customers.resource.js';

export interface PatientState {
  id: number;
  walkIn: boolean;
  blockedAt: Date | null;
  anonymizedAt: Date | null;
}

const stateColumns = {
  id: customers.id,
  walkIn: customers.walkIn,
  blockedAt: customers.blockedAt,
  anonymizedAt: customers.anonymizedAt,
};

/**
 * The patient, for a privacy step: super_admin (the privacy officer) reaches every patient, a
 * blocked one too; branch staff their branch's visible ones (a blocked patient is a 404). The
 * branch's "PÚBLICO EN GENERAL" is no patient: it is never exported, blocked or anonymised.
 */
export async function reachPatient(
  context: ResourceContext,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PatientState> {
  if (!isSuperAdmin(context.session)) await findVisible(context, customersResource, id);
  const query = context.db
    .select(stateColumns)
    .from(customers)
    .where(eq(customers.id, id))
    .$dynamic();
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw notFound();
  if (row.walkIn) throw new AppError('invalid_state');
  return row;
}

/**
 * The patient's last clinical act (docs/rules.md, Privacy and accounts): the latest of their notes
 * and doctor notes, documents, questionnaire answers, prescriptions, attended appointments, lab
 * orders and sales, deleted ones included (they happened). Null when there is none.
 */
export async function lastClinicalAct(db: Db, customerId: number): Promise<Date | null> {
  const acts = [
    sql`select max(${notes.createdAt}) from ${notes} where ${notes.customerId} = ${customerId}`,
    sql`select max(${noteDocuments.createdAt}) from ${noteDocuments} join ${notes} on ${notes.id} = ${noteDocuments.noteId} where ${notes.customerId} = ${customerId}`,
    sql`select max(${customerAnswers.createdAt}) from ${customerAnswers} where ${customerAnswers.customerId} = ${customerId}`,
    sql`select max(greatest(${prescriptions.date}::timestamptz, ${prescriptions.createdAt})) from ${prescriptions} where ${prescriptions.customerId} = ${customerId}`,
    sql`select max(${calendarEvents.startsAt}::timestamptz) from ${calendarEvents} where ${calendarEvents.customerId} = ${customerId} and ${calendarEvents.status} = 'ATENDIDA'`,
    sql`select max(${labOrders.createdAt}) from ${labOrders} where ${labOrders.customerId} = ${customerId}`,
    sql`select max(${sales.date}::timestamptz) from ${sales} where ${sales.customerId} = ${customerId}`,
  ];
  type Last = { last: string | Date | null };
  const result = (await db.execute<Last>(
    sql`select greatest(${sql.join(
      acts.map((act) => sql`(${act})`),
      sql`, `,
    )}) as last`,
  )) as { rows: Last[] };
  const last = result.rows[0]?.last;
  return last ? new Date(last) : null;
}
