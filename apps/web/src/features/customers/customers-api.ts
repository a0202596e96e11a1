import type { RecordData } from '@iris/domain/common/envelope';
import type {
  CreateCustomerInput,
  Customer,
  UpdateCustomerInput,
} from '@iris/domain/customers/customer.schemas';
import type {
  CreateNoteInput,
  Note,
  NoteDocument,
  UpdateNoteInput,
} from '@iris/domain/customers/note.schemas';
import type {
  QuestionNode,
  SaveCustomerAnswersInput,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';

export const CUSTOMERS_TABLE_ENDPOINT = 'customers/getTable';
export const HISTORY_TABLE_ENDPOINT = 'customers/getCustomerHistory';

/** The two kinds of notes and their API resources (API.md: notes, notes-doctor). */
export type NoteKind = 'reception' | 'doctor';
export const NOTE_RESOURCE: Record<NoteKind, 'notes' | 'notes-doctor'> = {
  reception: 'notes',
  doctor: 'notes-doctor',
};

export const customerKey = (id: number | null) => ['customers', 'record', id] as const;

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Customer>>(`customers/get/${id}`, { signal })).data.data,
    enabled: id !== null,
    retry: false,
  });
}

export function createCustomer(values: CreateCustomerInput) {
  return apiRequest<RecordData<Customer>>('customers/create', { body: values });
}

export function updateCustomer(values: UpdateCustomerInput) {
  return apiRequest<RecordData<Customer>>('customers/update', { method: 'PUT', body: values });
}

export function createNote(kind: NoteKind, values: CreateNoteInput) {
  return apiRequest<RecordData<Note>>(`${NOTE_RESOURCE[kind]}/create`, { body: values });
}

export function updateNote(kind: NoteKind, values: UpdateNoteInput) {
  return apiRequest<RecordData<Note>>(`${NOTE_RESOURCE[kind]}/update`, {
    method: 'PUT',
    body: values,
  });
}

export function deleteNote(kind: NoteKind, id: number) {
  return apiRequest<RecordData<{ id: number }>>(`${NOTE_RESOURCE[kind]}/delete/${id}`, {
    method: 'DELETE',
  });
}

export const documentsKey = (noteId: number) => ['note-documents', noteId] as const;

export function useNoteDocuments(noteId: number) {
  return useQuery({
    queryKey: documentsKey(noteId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<RecordData<NoteDocument[]>>(`note-documents/getDocuments/${noteId}`, {
          signal,
        })
      ).data.data,
  });
}

export function uploadNoteDocument(noteId: number, file: File, onProgress: (sent: number) => void) {
  return uploadFile<RecordData<NoteDocument>>(`note-documents/uploadDocument/${noteId}`, file, {
    onProgress,
  });
}

export function deleteNoteDocument(id: number) {
  return apiRequest<RecordData<{ id: number }>>('note-documents/deleteDocument', {
    method: 'PUT',
    body: { id },
  });
}

export const answersKey = (customerId: number) => ['answers-customers', customerId] as const;

/** The questionnaire with the patient's answers on it (a read the access log records). */
export function useCustomerAnswers(customerId: number) {
  return useQuery({
    queryKey: answersKey(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<RecordData<QuestionNode[]>>(
          `answers-customers/getAnswersByCustomer/${customerId}`,
          { signal },
        )
      ).data.data,
  });
}

/** Replaces the patient's answers to the questions sent; answers the tree as it now stands. */
export function saveCustomerAnswers(values: SaveCustomerAnswersInput) {
  return apiRequest<RecordData<QuestionNode[]>>('answers-customers/save', { body: values });
}
