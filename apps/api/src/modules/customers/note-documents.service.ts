import { and, eq, isNull } from 'drizzle-orm';
import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import { hasRoles } from '@iris/domain/users/roles';
import { customers, noteDocuments, notes } from '../../db/schema/customers.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/recipe/crud.repository.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { uniqueKey, type Upload } from '../../lib/files/upload.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import {
  doctorNotesResource,
  NOTE_ROLES,
  receptionNotesResource,
  type NoteKind,
} from './notes.resources.js';

/*
 * A note's documents (docs/spec.md §3 Note document; docs/api.md note-documents). Written by hand: who may
 * touch a document depends on its note's kind, known only once the note is read, which no
 * declaration of the recipe says. Deleting one keeps its row and its file (docs/rules.md).
 */

interface NoteOfDocument {
  id: number;
  kind: NoteKind;
  customerId: number;
  branchId: number;
}

/**
 * The note, within the session's reach: a doctor note's documents are doctor's and super_admin's
 * only (403), another branch's note is a 403, a deleted or missing one a 404. `kind`, when the
 * route names one (`notes-doctor/…`), must be the note's.
 */
async function noteFor(
  context: ResourceContext,
  noteId: number,
  options: { kind?: NoteKind | undefined; lock?: boolean } = {},
): Promise<NoteOfDocument> {
  const [note] = await context.db
    .select({
      id: notes.id,
      kind: notes.kind,
      customerId: notes.customerId,
      branchId: customers.branchId,
    })
    .from(notes)
    .innerJoin(customers, eq(customers.id, notes.customerId))
    .where(and(eq(notes.id, noteId), isNull(notes.deletedAt)));
  if (!note || (options.kind !== undefined && note.kind !== options.kind)) throw notFound();
  if (!hasRoles(context.session.roles, NOTE_ROLES[note.kind])) throw forbidden();
  const resource = note.kind === 'doctor' ? doctorNotesResource : receptionNotesResource;
  await findVisible(context, resource, noteId, { lock: options.lock ?? false });
  return note;
}

const documentType = (mime: string): NoteDocument['type'] =>
  mime === 'application/pdf' ? 'pdf' : 'image';

/**
 * A clinical document is served only to a logged-in user allowed to read its note, and every
 * download is logged: its URL is the API's, never a signed one that works without the user.
 */
export const documentPath = (id: number) => `/api/note-documents/file/${id}`;

const toDocument = (row: {
  id: number;
  mime: string;
  name: string;
  createdAt: Date;
  noteId: number;
}): NoteDocument => ({
  id: row.id,
  documentUrl: documentPath(row.id),
  type: documentType(row.mime),
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  note: { id: row.noteId },
});

/**
 * Stores one file of a note under branch/{id}/customer/{id} (docs/rules.md, Uploads): the note is
 * checked before a byte is read, and locked while its document is written; a row that cannot be
 * written takes its file away with it.
 */
export async function uploadDocument(
  context: ResourceContext,
  files: FileStorage,
  noteId: number,
  readUpload: () => Promise<Upload>,
  kind?: NoteKind,
): Promise<NoteDocument> {
  await noteFor(context, noteId, { kind });
  const upload = await readUpload();
  return inTransaction(context, async (tx) => {
    const note = await noteFor(tx, noteId, { kind, lock: true });
    const key = uniqueKey(`branch/${note.branchId}/customer/${note.customerId}`, upload);
    await files.put(key, upload.buffer, upload.mime);
    try {
      const [row] = await tx.db
        .insert(noteDocuments)
        .values({
          noteId,
          fileKey: key,
          mime: upload.mime,
          name: upload.filename,
          createdBy: tx.session.id,
        })
        .returning();
      if (!row) throw new Error('no document row returned');
      await logAccess(tx, {
        action: 'create',
        subject: 'document',
        customerId: note.customerId,
        recordId: row.id,
      });
      return toDocument(row);
    } catch (error) {
      await files.remove(key);
      throw error;
    }
  });
}

/** The note a document will go to, checked before its file is read (403, 404). */
export async function checkNote(context: ResourceContext, noteId: number, kind?: NoteKind) {
  await noteFor(context, noteId, { kind });
}

export async function listDocuments(
  context: ResourceContext,
  noteId: number,
): Promise<NoteDocument[]> {
  const note = await noteFor(context, noteId);
  const rows = await context.db
    .select()
    .from(noteDocuments)
    .where(and(eq(noteDocuments.noteId, noteId), isNull(noteDocuments.deletedAt)))
    .orderBy(noteDocuments.id);
  await logAccess(context, { action: 'read', subject: 'document', customerId: note.customerId });
  return rows.map(toDocument);
}

/** One document's file, for a user allowed to read its note; the download is logged. */
export async function readDocument(context: ResourceContext, files: FileStorage, id: number) {
  const [document] = await context.db
    .select()
    .from(noteDocuments)
    .where(and(eq(noteDocuments.id, id), isNull(noteDocuments.deletedAt)));
  if (!document) throw notFound();
  const note = await noteFor(context, document.noteId);
  const file = await files.get(document.fileKey);
  if (!file) throw notFound();
  await logAccess(context, {
    action: 'read',
    subject: 'document',
    customerId: note.customerId,
    recordId: id,
  });
  return { file, name: document.name };
}

/** Soft delete: the document leaves the screens; its row, its file and its log stay. */
export async function deleteDocument(context: ResourceContext, id: number, kind?: NoteKind) {
  await inTransaction(context, async (tx) => {
    const [document] = await tx.db
      .select({ noteId: noteDocuments.noteId })
      .from(noteDocuments)
      .where(and(eq(noteDocuments.id, id), isNull(noteDocuments.deletedAt)))
      .for('update');
    if (!document) throw notFound();
    const note = await noteFor(tx, document.noteId, { kind, lock: true });
    await tx.db
      .update(noteDocuments)
      .set({ deletedAt: new Date() })
      .where(eq(noteDocuments.id, id));
    await logAccess(tx, {
      action: 'delete',
      subject: 'document',
      customerId: note.customerId,
      recordId: id,
    });
  });
  return { id };
}
