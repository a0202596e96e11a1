import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formatDate } from '@iris/domain/common/dates';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers, noteDocuments, notes } from '../../db/schema/customers.schema.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { customerAnswers } from '../../db/schema/questionnaire.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { inTransaction } from '../../lib/recipe/crud.repository.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { lastClinicalAct, reachPatient } from './customer-privacy.repository.js';

/*
 * Anonymising a blocked patient for good (docs/rules.md, Privacy and accounts), by super_admin, once
 * five years have passed since their last clinical act (NOM-004). Their personal data is replaced
 * everywhere it is kept; the clinical values (graduaciones, answers chosen, sales and their amounts)
 * stay, no longer anyone's. The stamped CFDI XML is a tax record the chain must keep: it stays as
 * the PAC answered it, and the invoice's receiver name is replaced. The access log keeps its rows
 * and gains one naming the fields removed, never their values.
 */

export const ANONYMIZED = 'ANONIMIZADO';
export const RETENTION_YEARS = 5;

interface Change {
  label: string;
  table: PgTable;
  values: Record<string, unknown>;
  where: SQL | undefined;
}

function changes(customerId: number): Change[] {
  const patientNotes = sql`${noteDocuments.noteId} in (select ${notes.id} from ${notes} where ${notes.customerId} = ${customerId})`;
  return [
    {
      label: 'notes: title, description',
      table: notes,
      values: { title: ANONYMIZED, description: '' },
      where: eq(notes.customerId, customerId),
    },
    {
      label: 'documents: name, file',
      table: noteDocuments,
      values: { name: ANONYMIZED, deletedAt: sql`coalesce(${noteDocuments.deletedAt}, now())` },
      where: patientNotes,
    },
    {
      label: 'answers: text',
      table: customerAnswers,
      values: { text: null },
      where: eq(customerAnswers.customerId, customerId),
    },
    {
      label: 'prescriptions: notes',
      table: prescriptions,
      values: { notes: null },
      where: eq(prescriptions.customerId, customerId),
    },
    {
      label: 'appointments: name, description',
      table: calendarEvents,
      values: { name: ANONYMIZED, description: '' },
      where: eq(calendarEvents.customerId, customerId),
    },
    {
      label: 'labOrders: notes',
      table: labOrders,
      values: { notes: null },
      where: eq(labOrders.customerId, customerId),
    },
    {
      label: 'reminders: detail',
      table: reminders,
      values: { detail: null },
      where: eq(reminders.customerId, customerId),
    },
    {
      label: 'invoices: name',
      table: invoices,
      values: { name: ANONYMIZED },
      where: eq(invoices.customerId, customerId),
    },
  ];
}

/** The patient's own columns: what identifies them or tells of them. */
const personalValues = (customerId: number) => ({
  name: ANONYMIZED,
  paternal: '',
  maternal: '',
  // Unique within the branch and no one's number (a phone is ten digits).
  phone: `X${String(customerId).padStart(9, '0')}`,
  email: null,
  address: null,
  birthDate: null,
  sex: null,
  vatRequired: false,
  vat: null,
  fiscal: null,
  reminders: false,
  whatsappConsent: false,
  whatsappConsentAt: null,
  whatsappConsentWay: null,
  anonymizedAt: sql`now()`,
  updatedAt: sql`now()`,
});
const PERSONAL_FIELDS =
  'customers: name, paternal, maternal, phone, email, address, birthDate, sex, vat, fiscal, reminders, whatsappConsent';

/** Refused until five years after the last clinical act: 409 retention_period, with both dates. */
async function assertRetentionOver(context: ResourceContext, customerId: number) {
  const last = await lastClinicalAct(context.db, customerId);
  if (!last) return;
  const until = new Date(last);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  if (until.getTime() > Date.now()) {
    throw new AppError('retention_period', {
      last: formatDate(last),
      until: formatDate(until),
    });
  }
}

export async function anonymizePatient(
  context: ResourceContext,
  files: FileStorage,
  customerId: number,
) {
  const removedFiles = await inTransaction(context, async (tx) => {
    const patient = await reachPatient(tx, customerId, { lock: true });
    if (!patient.blockedAt) throw new AppError('customer_not_blocked');
    if (patient.anonymizedAt) throw new AppError('invalid_state');
    await assertRetentionOver(tx, customerId);
    const fileKeys = await tx.db
      .select({ key: noteDocuments.fileKey })
      .from(noteDocuments)
      .innerJoin(notes, eq(notes.id, noteDocuments.noteId))
      .where(eq(notes.customerId, customerId));
    const removed = [PERSONAL_FIELDS];
    await tx.db
      .update(customers)
      .set(personalValues(customerId))
      .where(eq(customers.id, customerId));
    for (const change of changes(customerId)) {
      const rows = await tx.db
        .update(change.table)
        .set(change.values)
        .where(change.where)
        .returning({ one: sql`1` });
      if (rows.length > 0) removed.push(`${change.label} (${rows.length})`);
    }
    await logAccess(tx, {
      action: 'anonymize',
      subject: 'customer',
      customerId,
      detail: removed.join('; '),
    });
    return fileKeys.map((row) => row.key);
  });
  // After the commit: a file removed is never one a rolled-back anonymisation still names.
  await Promise.all(removedFiles.map((key) => files.remove(key).catch(() => undefined)));
  return { id: customerId };
}
