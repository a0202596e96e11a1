import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { fetchFile, fileRequest, type Progress } from '../../lib/download-file';

/** A document seen again soon (the carousel's back arrow) is not downloaded again. */
export const DOCUMENT_KEEP_MS = 60_000;

/** A patient's reads that are not a resource's record or table (resource-queries.ts). */
export const customerQueries = {
  /** A doctor note's documents. */
  documents: (noteId: number) =>
    queryOptions({
      queryKey: ['note-documents', noteId] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('POST', 'note-documents/getDocuments/{id}', {
            params: { id: noteId },
            signal,
          })
        ).data.data,
    }),

  /** One document's bytes, fetched with the session's token (every download is in the access log). */
  documentFile: (document: NoteDocument, onProgress: (progress: Progress) => void) =>
    queryOptions({
      queryKey: ['note-document-file', document.id] as const,
      queryFn: async () =>
        (
          await fetchFile(
            fileRequest('GET', 'note-documents/file/{id}', { params: { id: document.id } }),
            onProgress,
          )
        ).blob,
      staleTime: Infinity,
      gcTime: DOCUMENT_KEEP_MS,
      retry: false,
    }),

  /** The questionnaire with the patient's answers on it (a read the access log records). */
  answers: (customerId: number) =>
    queryOptions({
      queryKey: ['answers-customers', customerId] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('POST', 'answers-customers/getAnswersByCustomer/{id}', {
            params: { id: customerId },
            signal,
          })
        ).data.data,
    }),
};
