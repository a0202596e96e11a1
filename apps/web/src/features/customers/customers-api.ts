import type {
  CreateCustomerInput,
  UpdateCustomerInput,
} from '@iris/domain/customers/customer.schemas';
import type { CreateNoteInput, UpdateNoteInput } from '@iris/domain/customers/note.schemas';
import type { SaveCustomerAnswersInput } from '@iris/domain/questionnaire/questionnaire.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { uploadFile } from '../../lib/upload-file';
import { customerQueries } from './customers-queries';

export const CUSTOMERS_TABLE_ENDPOINT = 'customers/getTable';

/** The two kinds of notes and their API resources (docs/api.md: notes, notes-doctor). */
export type NoteKind = 'reception' | 'doctor';
export const NOTE_RESOURCE = { reception: 'notes', doctor: 'notes-doctor' } as const;

export function useCustomer(id: number | null) {
  return useQuery({ ...resourceQueries.record('customers', id), retry: false });
}

export function createCustomer(values: CreateCustomerInput) {
  return apiRequest('POST', 'customers/create', { body: values });
}

export function updateCustomer(values: UpdateCustomerInput) {
  return apiRequest('PUT', 'customers/update', { body: values });
}

export function createNote(kind: NoteKind, values: CreateNoteInput) {
  return apiRequest('POST', `${NOTE_RESOURCE[kind]}/create`, { body: values });
}

export function updateNote(kind: NoteKind, values: UpdateNoteInput) {
  return apiRequest('PUT', `${NOTE_RESOURCE[kind]}/update`, { body: values });
}

export function deleteNote(kind: NoteKind, id: number) {
  return apiRequest('DELETE', `${NOTE_RESOURCE[kind]}/delete/{id}`, { params: { id } });
}

export function useNoteDocuments(noteId: number) {
  return useQuery(customerQueries.documents(noteId));
}

export function uploadNoteDocument(noteId: number, file: File, onProgress: (sent: number) => void) {
  return uploadFile('note-documents/uploadDocument/{id}', file, {
    params: { id: noteId },
    onProgress,
  });
}

export function deleteNoteDocument(id: number) {
  return apiRequest('PUT', 'note-documents/deleteDocument', { body: { id } });
}

/** The questionnaire with the patient's answers on it (a read the access log records). */
export function useCustomerAnswers(customerId: number) {
  return useQuery(customerQueries.answers(customerId));
}

/** Replaces the patient's answers to the questions sent; answers the tree as it now stands. */
export function saveCustomerAnswers(values: SaveCustomerAnswersInput) {
  return apiRequest('POST', 'answers-customers/save', { body: values });
}
