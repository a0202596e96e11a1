import { z } from 'zod';
import { idField, relation, requiredText } from '../common/fields.js';

/** docs/spec.md §3 Note and doctor note: title and description, numbered per customer. */
export const createNoteSchema = z.object({
  title: requiredText(150),
  description: requiredText(5000),
  customer: relation(),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

export const updateNoteSchema = z.object({
  id: idField(),
  title: requiredText(150),
  description: requiredText(5000),
});
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;

/** A patient's notes are always read one patient at a time. */
export const noteFilters = { customerId: idField() };

export const noteSchema = z.object({
  id: z.number(),
  code: z.number(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** How many documents the note has (docs/spec.md §3). */
  documents: z.number(),
  customer: z.object({ id: z.number() }),
  customerId: z.number(),
});
export type Note = z.infer<typeof noteSchema>;

/** docs/spec.md §3 Note document: a file of a doctor note, served back at its signed URL. */
export const noteDocumentSchema = z.object({
  id: z.number(),
  documentUrl: z.string(),
  /** `pdf` pages are rendered for viewing; images are shown as they are. */
  type: z.enum(['image', 'pdf']),
  name: z.string(),
  createdAt: z.string(),
  note: z.object({ id: z.number() }),
});
export type NoteDocument = z.infer<typeof noteDocumentSchema>;

/** PUT note-documents/deleteDocument and {notes,notes-doctor}/deleteDocument. */
export const deleteDocumentSchema = z.object({ id: idField() });
