import type { CreateArcoRequestInput } from '@iris/domain/privacy/arco.schemas';
import type { RecordConsentInput } from '@iris/domain/privacy/consent.schemas';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';

/** docs/api.md privacy: every role reads the ARCO requests, branch staff their branch's. */
export const ARCO_TABLE = 'arco-requests/getTable';
/** The versions of the aviso de privacidad (everyone logged in reads them). */
export const NOTICES_TABLE = 'privacy-notices/getTable';

export const privacyQueries = {
  /** The version in force; null when none was published (the API's 404). */
  currentNotice: () =>
    queryOptions({
      queryKey: ['privacy-notices', 'current'] as const,
      queryFn: async ({ signal }) => {
        try {
          return (await apiRequest('GET', 'privacy-notices/current', { signal })).data.data;
        } catch (error) {
          if (error instanceof Error && 'status' in error && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export const createArcoRequest = async (body: CreateArcoRequestInput) =>
  (await apiRequest('POST', 'arco-requests/create', { body })).message;

export const resolveArcoRequest = async (id: number, resolution: string) =>
  (await apiRequest('PUT', 'arco-requests/resolve', { body: { id, resolution } })).message;

export const publishNotice = async (text: string) =>
  (await apiRequest('POST', 'privacy-notices/create', { body: { text } })).message;

export const recordConsent = async (body: RecordConsentInput) =>
  (await apiRequest('POST', 'customers/consent', { body })).message;

/** After a write: every page of the table, and the record when one is open, are read again. */
export function useRefreshArco() {
  const queryClient = useQueryClient();
  return useCallback(
    (id?: number) => {
      void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(ARCO_TABLE) });
      if (id !== undefined) {
        void queryClient.invalidateQueries({
          queryKey: resourceQueries.record('arco-requests', id).queryKey,
        });
      }
    },
    [queryClient],
  );
}
