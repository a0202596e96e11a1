import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { hasRoles } from '@iris/domain/users/roles';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers, notes } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/resource.js';
import { findVisible } from '../../lib/resource-scope.js';
import { customersResource } from './customers.resource.js';
import { NOTE_ROLES, type NoteKind } from './notes.resources.js';

/*
 * A patient's history (SPEC.md §2 History tab): everything that happened to them, newest first:
 * their notes, their doctor notes for those who may read them, and their appointments. Sales
 * join with their issue.
 */

function kindsFor(context: ResourceContext): NoteKind[] {
  return hasRoles(context.session.roles, NOTE_ROLES.doctor)
    ? ['reception', 'doctor']
    : ['reception'];
}

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
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.customerId, customerId));
  return unionAll(fromNotes, fromAppointments).as('history');
}

const toEntry = (row: {
  id: number;
  kind: HistoryEntry['kind'];
  title: string;
  description: string;
  at: Date | string;
}): HistoryEntry => ({
  id: `${row.kind}-${row.id}`,
  kind: row.kind,
  title: row.title,
  description: row.description,
  date: new Date(row.at).toISOString(),
});

/** One page of the history; the patient must be within reach, and the read is logged. */
export async function historyPage(
  context: ResourceContext,
  query: TableQuery<{ customerId: number }>,
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
    items: rows.map(toEntry),
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
export async function historyDocument(context: ResourceContext, customerId: number) {
  await findVisible(context, customersResource, customerId);
  const [patient] = await context.db
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
  if (!patient) throw notFound();
  const history = historyOf(context, customerId);
  const rows = await context.db
    .select()
    .from(history)
    .orderBy(desc(history.at), desc(history.id))
    .limit(PDF_MAX_ENTRIES);
  await logAccess(context, { action: 'read', subject: 'historyPdf', customerId });
  return { patient, entries: rows.map(toEntry) };
}
