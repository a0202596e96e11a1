import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  createNoteSchema,
  noteFilters,
  noteSchema,
  updateNoteSchema,
} from '@iris/domain/customers/note.schemas';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { noteDocuments, notes } from '../../db/schema/customers.schema.js';
import { defineResource, insertValues, updateValues } from '../../lib/recipe/resource.js';
import { customersResource } from './customers.resource.js';

export type NoteKind = (typeof notes.kind.enumValues)[number];

/** docs/rules.md, Access: doctor notes are read and written by doctor and super_admin only. */
export const NOTE_ROLES: Record<NoteKind, readonly Role[]> = {
  reception: ROLES,
  doctor: ['super_admin', 'doctor'],
};

// The outer note is named in full: a query of one table renders its columns unqualified, and a
// bare "id" inside the subquery would be the document's own.
const documentsOf = sql<number>`(select count(*)::int from ${noteDocuments} as d
  where d.note_id = ${sql.raw('"notes"."id"')} and d.deleted_at is null)`;

/**
 * Receptionist notes (`notes`) and doctor notes (`notes-doctor`) of a patient: one table, told
 * apart by kind, each a child of the patient (their branch is the patient's). The code numbers a
 * patient's notes of a kind without gaps: creating one locks the patient's row first (the
 * recipe locks a child's parent), so two at once take consecutive codes. A deleted note stays,
 * with its code, and every read and change is logged.
 */
function noteResource(name: 'notes' | 'notes-doctor', kind: NoteKind) {
  return defineResource({
    name,
    messages: { created: 'noteCreated', updated: 'noteUpdated', deleted: 'noteDeleted' },
    table: notes,
    id: notes.id,
    scope: {
      kind: 'parent',
      parent: customersResource,
      column: notes.customerId,
      field: 'customer',
    },
    rows: and(eq(notes.kind, kind), isNull(notes.deletedAt)),
    softDelete: notes.deletedAt,
    endpoints: { getTable: true, get: true, create: true, update: true, delete: true },
    readRoles: NOTE_ROLES[kind],
    writeRoles: NOTE_ROLES[kind],
    list: {
      table: notes,
      fields: {
        id: notes.id,
        code: notes.code,
        title: notes.title,
        description: notes.description,
        createdAt: notes.createdAt,
        customerId: notes.customerId,
        documents: documentsOf,
      },
      sortKeys: { id: notes.id, code: notes.code, title: notes.title, createdAt: notes.createdAt },
      defaultSort: 'code',
      search: [notes.title, notes.description],
    },
    filters: {
      shape: noteFilters,
      where: (filters) => [eq(notes.customerId, filters.customerId)],
    },
    item: noteSchema,
    toItem: (row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      documents: row.documents,
      customer: { id: row.customerId },
      customerId: row.customerId,
    }),
    create: {
      schema: createNoteSchema,
      async values(input, { db, session }) {
        const [next] = await db
          .select({ code: sql<number>`coalesce(max(${notes.code}), 0)::int + 1` })
          .from(notes)
          .where(and(eq(notes.customerId, input.customer.id), eq(notes.kind, kind)));
        return insertValues(notes, {
          kind,
          customerId: input.customer.id,
          code: next?.code ?? 1,
          title: input.title,
          description: input.description,
          createdBy: session.id,
        });
      },
    },
    update: {
      schema: updateNoteSchema,
      values: (input) =>
        updateValues(notes, { title: input.title, description: input.description }),
    },
    accessLog: {
      subject: kind === 'doctor' ? 'doctorNote' : 'note',
      async customerOf({ db }, id) {
        const [row] = await db
          .select({ customerId: notes.customerId })
          .from(notes)
          .where(eq(notes.id, id));
        return row?.customerId;
      },
      table: {
        customers: customersResource,
        customerOf: (filters) => filters.customerId as number,
      },
    },
  });
}

export const receptionNotesResource = noteResource('notes', 'reception');
export const doctorNotesResource = noteResource('notes-doctor', 'doctor');
