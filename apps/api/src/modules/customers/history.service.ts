import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import type { TableQuery } from '@iris/domain/common/table';
import { hasRoles } from '@iris/domain/users/roles';
import { branches } from '../../db/schema/geography.schema.js';
import { customers, notes } from '../../db/schema/customers.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { notFound } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/resource.js';
import { findVisible } from '../../lib/resource-scope.js';
import { runTable, selectFrom, type Row, type TableSpec } from '../../lib/table-engine.js';
import { customersResource } from './customers.resource.js';
import { NOTE_ROLES, type NoteKind } from './notes.resources.js';

/*
 * A patient's history (SPEC.md §2 History tab): everything that happened to them, newest first.
 * Today their notes, and their doctor notes for those who may read them; appointments and sales
 * join as their issues land.
 */

const historyFields = {
  id: notes.id,
  kind: notes.kind,
  title: notes.title,
  description: notes.description,
  date: notes.createdAt,
};

const historyTable: TableSpec<typeof historyFields> = {
  table: notes,
  fields: historyFields,
  sortKeys: { date: notes.createdAt, id: notes.id },
  defaultSort: 'date',
  search: [notes.title, notes.description],
};

function kindsFor(context: ResourceContext): NoteKind[] {
  return hasRoles(context.session.roles, NOTE_ROLES.doctor)
    ? ['reception', 'doctor']
    : ['reception'];
}

const conditionsOf = (context: ResourceContext, customerId: number) => [
  eq(notes.customerId, customerId),
  isNull(notes.deletedAt),
  inArray(notes.kind, kindsFor(context)),
];

const toEntry = (row: Row<typeof historyFields>): HistoryEntry => ({
  id: `${row.kind}-${row.id}`,
  kind: row.kind === 'doctor' ? 'doctorNote' : 'note',
  title: row.title,
  description: row.description,
  date: row.date.toISOString(),
});

/** One page of the history; the patient must be within reach, and the read is logged. */
export async function historyPage(
  context: ResourceContext,
  query: TableQuery<{ customerId: number }>,
) {
  const { customerId } = query.filters;
  await findVisible(context, customersResource, customerId);
  const table = await runTable(context.db, historyTable, query, {
    filters: conditionsOf(context, customerId),
  });
  await logAccess(context, { action: 'read', subject: 'history', customerId });
  return { ...table, items: table.items.map(toEntry) };
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
  const rows = (await selectFrom(context.db, historyTable)
    .where(and(...conditionsOf(context, customerId)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(PDF_MAX_ENTRIES)) as Row<typeof historyFields>[];
  await logAccess(context, { action: 'read', subject: 'historyPdf', customerId });
  return { patient, entries: rows.map(toEntry) };
}
