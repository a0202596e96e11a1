import { and, asc, eq, getTableColumns, getTableName, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEventStatuses, calendarEvents } from '../../db/schema/calendar.schema.js';
import { appointmentTypes, paymentMethods, products } from '../../db/schema/catalogue.schema.js';
import { accessLog, customers, noteDocuments, notes } from '../../db/schema/customers.schema.js';
import {
  invoiceRelations,
  invoiceSales,
  invoiceTaxes,
  invoices,
} from '../../db/schema/invoices.schema.js';
import { labOrderStages, labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { answers, customerAnswers, questions } from '../../db/schema/questionnaire.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { whatsappMessages } from '../../db/schema/whatsapp.schema.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * What a patient's access export holds (docs/rules.md, Privacy and accounts): every table that keeps
 * a row of the patient, reached through the patient's id or a parent of theirs (a sale's lines).
 * privacy-export-schema.test.ts walks the database's foreign keys from `customers` and fails when a
 * table holding the patient's rows is in none of these sections, so that a new one is not missed.
 * Consents (the aviso de privacidad's acceptances) join this list with their table.
 */

export type ExportRow = Record<string, unknown>;

export interface ExportSection {
  /** The JSON's key of the section. */
  key: string;
  /** The table the section's rows are of: the schema test's check. */
  table: PgTable;
  /** Its rows, `limit` at a time after `after` (by id) when the table has an id; all otherwise. */
  read(db: Db, customerId: number, after: number, limit: number): Promise<ExportRow[]>;
  /** Whether `read` pages (a table with an id); one read takes every row otherwise. */
  paged: boolean;
}

const userName = (column: PgColumn) =>
  sql<
    string | null
  >`(select ${personNameSql(users)} from ${users} where ${users.id} = ${column})`.as('user_name');

/** A table's rows of the patient with every column but `omit`, and `extra` fields beside them. */
function section(
  key: string,
  table: PgTable,
  where: (customerId: number) => SQL,
  options: { id?: PgColumn; extra?: Record<string, SQL.Aliased>; omit?: string[] } = {},
): ExportSection {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !options.omit?.includes(name)),
  );
  const fields = { ...columns, ...options.extra };
  const { id } = options;
  return {
    key,
    table,
    paged: id !== undefined,
    read: (db, customerId, after, limit) => {
      const query = db
        .select(fields)
        .from(table)
        .where(and(where(customerId), id ? gt(id, after) : undefined))
        .$dynamic();
      return id ? query.orderBy(asc(id)).limit(limit) : query;
    },
  };
}

const ofPatient = (column: PgColumn) => (customerId: number) => eq(column, customerId);
const inRows =
  (column: PgColumn, parentId: PgColumn, parentWhere: (customerId: number) => SQL) =>
  (customerId: number) =>
    sql`${column} in (select ${parentId} from ${parentId.table} where ${parentWhere(customerId)})`;

const patientSales = ofPatient(sales.customerId);
/** The patient's own CFDIs: their invoices, credit notes and payment complements. */
const patientInvoices = (customerId: number) =>
  sql`(${invoices.customerId} = ${customerId} or ${inRows(invoices.saleId, sales.id, patientSales)(customerId)})`;

// The stored search text is a copy of the name and contacts, not data of its own.
export const CUSTOMER_SECTION = section('customer', customers, ofPatient(customers.id), {
  omit: ['searchDoc'],
});

export const EXPORT_SECTIONS: ExportSection[] = [
  CUSTOMER_SECTION,
  section('appointments', calendarEvents, ofPatient(calendarEvents.customerId), {
    id: calendarEvents.id,
    extra: {
      typeName:
        sql<string>`(select ${appointmentTypes.name} from ${appointmentTypes} where ${appointmentTypes.id} = ${calendarEvents.typeId})`.as(
          'type_name',
        ),
      doctorName: userName(calendarEvents.doctorId),
    },
  }),
  section(
    'appointmentStatuses',
    calendarEventStatuses,
    inRows(calendarEventStatuses.eventId, calendarEvents.id, ofPatient(calendarEvents.customerId)),
    {
      id: calendarEventStatuses.id,
      extra: { userName: userName(calendarEventStatuses.changedBy) },
    },
  ),
  section('notes', notes, ofPatient(notes.customerId), {
    id: notes.id,
    extra: { userName: userName(notes.createdBy) },
  }),
  section(
    'documents',
    noteDocuments,
    inRows(noteDocuments.noteId, notes.id, ofPatient(notes.customerId)),
    { id: noteDocuments.id },
  ),
  section('answers', customerAnswers, ofPatient(customerAnswers.customerId), {
    id: customerAnswers.id,
    extra: {
      question:
        sql<string>`(select ${questions.question} from ${questions} where ${questions.id} = ${customerAnswers.questionId})`.as(
          'question',
        ),
      answer: sql<
        string | null
      >`(select ${answers.text} from ${answers} where ${answers.id} = ${customerAnswers.answerId})`.as(
        'answer',
      ),
    },
  }),
  section('prescriptions', prescriptions, ofPatient(prescriptions.customerId), {
    id: prescriptions.id,
    extra: { doctorName: userName(prescriptions.doctorId) },
  }),
  section('labOrders', labOrders, ofPatient(labOrders.customerId), { id: labOrders.id }),
  section(
    'labOrderStages',
    labOrderStages,
    inRows(labOrderStages.orderId, labOrders.id, ofPatient(labOrders.customerId)),
    { id: labOrderStages.id },
  ),
  section('sales', sales, patientSales, { id: sales.id }),
  section('saleLines', saleLines, inRows(saleLines.saleId, sales.id, patientSales), {
    id: saleLines.id,
    extra: {
      product:
        sql<string>`(select ${products.name} from ${products} where ${products.id} = ${saleLines.productId})`.as(
          'product',
        ),
    },
  }),
  section('payments', payments, inRows(payments.saleId, sales.id, patientSales), {
    id: payments.id,
    extra: {
      method:
        sql<string>`(select ${paymentMethods.name} from ${paymentMethods} where ${paymentMethods.id} = ${payments.methodId})`.as(
          'method',
        ),
    },
  }),
  section('invoices', invoices, patientInvoices, { id: invoices.id }),
  // The patient's sales a CFDI covers, a global one's too (its receiver is the public at large).
  section('invoiceSales', invoiceSales, inRows(invoiceSales.saleId, sales.id, patientSales)),
  section(
    'invoiceRelations',
    invoiceRelations,
    inRows(invoiceRelations.invoiceId, invoices.id, patientInvoices),
  ),
  section(
    'invoiceTaxes',
    invoiceTaxes,
    inRows(invoiceTaxes.invoiceId, invoices.id, patientInvoices),
  ),
  section('reminders', reminders, ofPatient(reminders.customerId), { id: reminders.id }),
  section('whatsappMessages', whatsappMessages, ofPatient(whatsappMessages.customerId), {
    id: whatsappMessages.id,
  }),
  section('accessLog', accessLog, ofPatient(accessLog.customerId), {
    id: accessLog.id,
    extra: { userName: userName(accessLog.userId) },
  }),
];

/** The database tables the export reads, by their SQL names. */
export const exportedTables = () => new Set(EXPORT_SECTIONS.map((s) => getTableName(s.table)));
