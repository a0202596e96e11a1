import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import { interpolate, type Language } from '@iris/domain/i18n/messages';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { hasRoles } from '@iris/domain/users/roles';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEventStatuses, calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers, notes } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { customersResource } from './customers.resource.js';
import { prescriptionWords, prescriptionsOf } from './history-prescriptions.repository.js';
import { noSale, paymentsOf, saleWords, salesOf } from './history-sales.repository.js';
import { NOTE_ROLES, type NoteKind } from './notes.resources.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * A patient's history (docs/spec.md §2 History tab): everything that happened to them, newest first:
 * their notes, their doctor notes for those who may read them, their appointments and each change
 * of an appointment's status (who, when), their sales and each payment or refund of them, and
 * their prescriptions (every role reads those).
 */

function kindsFor(context: ResourceContext): NoteKind[] {
  return hasRoles(context.session.roles, NOTE_ROLES.doctor)
    ? ['reception', 'doctor']
    : ['reception'];
}

/** What only a status change carries; the other sources leave it empty. */
const noStatus = {
  status: sql<string | null>`null::text`.as('status'),
  appointment: sql<string | null>`null::text`.as('appointment'),
  changedBy: sql<string | null>`null::text`.as('changed_by'),
};

/** The entries of one patient from every source, as one subquery. */
function historyOf(context: ResourceContext, customerId: number) {
  const fromNotes = context.db
    .select({
      id: sql<number>`${notes.id}`.as('id'),
      kind: sql<
        HistoryEntry['kind']
      >`case when ${notes.kind} = 'doctor' then 'doctorNote' else 'note' end`.as('kind'),
      title: sql<string>`${notes.title}`.as('title'),
      description: sql<string>`${notes.description}`.as('description'),
      at: sql<Date>`${notes.createdAt}`.as('at'),
      ...noStatus,
      ...noSale,
    })
    .from(notes)
    .where(
      and(
        eq(notes.customerId, customerId),
        isNull(notes.deletedAt),
        inArray(notes.kind, kindsFor(context)),
      ),
    );
  // An appointment's start is the clinic's wall clock; the session's zone is the clinic's.
  const fromAppointments = context.db
    .select({
      id: sql<number>`${calendarEvents.id}`.as('id'),
      kind: sql<HistoryEntry['kind']>`'appointment'`.as('kind'),
      title: sql<string>`${calendarEvents.name}`.as('title'),
      description: sql<string>`${calendarEvents.description}`.as('description'),
      at: sql<Date>`${calendarEvents.startsAt}::timestamptz`.as('at'),
      ...noStatus,
      ...noSale,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.customerId, customerId));
  const fromStatuses = context.db
    .select({
      id: sql<number>`${calendarEventStatuses.id}`.as('id'),
      kind: sql<HistoryEntry['kind']>`'appointmentStatus'`.as('kind'),
      title: sql<string>`${calendarEvents.name}`.as('title'),
      description: sql<string>`''`.as('description'),
      at: sql<Date>`${calendarEventStatuses.changedAt}`.as('at'),
      status: sql<string | null>`${calendarEventStatuses.status}::text`.as('status'),
      appointment: sql<string | null>`to_char(${calendarEvents.startsAt}, 'DD/MM/YYYY HH24:MI')`.as(
        'appointment',
      ),
      changedBy: personNameSql(users, { short: true }).as('changed_by'),
      ...noSale,
    })
    .from(calendarEventStatuses)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventStatuses.eventId))
    .leftJoin(users, eq(users.id, calendarEventStatuses.changedBy))
    .where(eq(calendarEvents.customerId, customerId));
  return unionAll(
    fromNotes,
    fromAppointments,
    fromStatuses,
    salesOf(context.db, customerId),
    paymentsOf(context.db, customerId),
    prescriptionsOf(context.db, customerId),
  ).as('history');
}

interface HistoryRow {
  id: number;
  kind: HistoryEntry['kind'];
  title: string;
  description: string;
  at: Date | string;
  status: string | null;
  appointment: string | null;
  changedBy: string | null;
  serial: number | null;
  money: string | null;
  detail: string | null;
  timed: boolean;
}

/** A status change reads as its status, the appointment's date and who changed it. */
function describe(row: HistoryRow, lang: Language) {
  if (row.kind !== 'appointmentStatus') return row.description;
  const labels = RECORD_LABELS[lang].history;
  const status = Object.hasOwn(labels.statuses, row.status ?? '')
    ? labels.statuses[row.status as keyof typeof labels.statuses]
    : (row.status ?? '');
  return interpolate(labels.statusChange, {
    status,
    date: row.appointment ?? '',
    user: row.changedBy ?? '',
  });
}

const toEntry =
  (lang: Language) =>
  (row: HistoryRow): HistoryEntry => {
    const labels = RECORD_LABELS[lang].history;
    const words = saleWords(row, labels) ?? prescriptionWords(row, labels);
    return {
      id: `${row.kind}-${row.id}`,
      kind: row.kind,
      title: words?.title ?? row.title,
      description: words?.description ?? describe(row, lang),
      date: new Date(row.at).toISOString(),
      timed: row.timed,
    };
  };

/** One page of the history; the patient must be within reach, and the read is logged. */
export async function historyPage(
  context: ResourceContext,
  query: TableQuery<{ customerId: number }>,
  lang: Language = 'es',
) {
  const { customerId } = query.filters;
  // Newest first is the history's one order.
  if (query.sortBy !== undefined && query.sortBy !== 'date') {
    throw new AppError('invalid_input', {
      errors: [{ field: 'sortBy', message: validationMessage('oneOf') }],
    });
  }
  await findVisible(context, customersResource, customerId);
  const history = historyOf(context, customerId);
  const rows = await context.db
    .select()
    .from(history)
    .orderBy(desc(history.at), desc(history.id))
    .limit(query.rowsPerPage)
    .offset((query.page - 1) * query.rowsPerPage);
  const [total] = await context.db.select({ n: count() }).from(history);
  await logAccess(context, { action: 'read', subject: 'history', customerId });
  return {
    items: rows.map(toEntry(lang)),
    current: query.page,
    limit: query.rowsPerPage,
    total_items: total?.n ?? 0,
    total_estimated: false,
    sortBy: 'date',
    descending: true,
  };
}

/** The most entries a PDF lists: years of a patient's visits, and a bound on one request's work. */
export const PDF_MAX_ENTRIES = 5000;

/** What the history PDF shows: the patient, their branch and every entry, newest first. */
export async function historyDocument(
  context: ResourceContext,
  customerId: number,
  lang: Language = 'es',
) {
  await findVisible(context, customersResource, customerId);
  const [customer] = await context.db
    .select({
      name: customers.name,
      paternal: customers.paternal,
      maternal: customers.maternal,
      phone: customers.phone,
      email: customers.email,
      address: customers.address,
      branchName: branches.name,
      branchAddress: branches.address,
      branchPhone: branches.phone,
    })
    .from(customers)
    .innerJoin(branches, eq(branches.id, customers.branchId))
    .where(eq(customers.id, customerId));
  // Gone between the check above and this read.
  if (!customer) throw notFound();
  const history = historyOf(context, customerId);
  const rows = await context.db
    .select()
    .from(history)
    .orderBy(desc(history.at), desc(history.id))
    .limit(PDF_MAX_ENTRIES);
  await logAccess(context, { action: 'read', subject: 'historyPdf', customerId });
  return { customer, entries: rows.map(toEntry(lang)) };
}
