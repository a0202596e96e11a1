import type { ReconciliationQuery } from '@iris/domain/invoicing/reconciliation.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';

/** The body of both calls: one branch, or (super_admin, null) every branch; the days. */
const bodyOf = (branchId: number | null, from: string, to: string): ReconciliationQuery => ({
  ...(branchId === null ? {} : { branchId }),
  from,
  to,
});

/**
 * docs/api.md invoices/getReconciliation. Keyed under `invoices`, so that a CFDI stamped or cancelled
 * (refreshInvoices) reconciles the period again. Asked once the profile says whose branch it is.
 */
export const reconciliationQuery = (
  branchId: number | null,
  from: string,
  to: string,
  enabled = true,
) =>
  queryOptions({
    queryKey: ['invoices', 'reconciliation', branchId, from, to] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('POST', 'invoices/getReconciliation', {
          body: bodyOf(branchId, from, to),
          signal,
        })
      ).data.data,
    staleTime: 0,
    enabled,
  });

/** Every missing thing of the period as a CSV (docs/api.md invoices/getReconciliationCsv). */
export const reconciliationCsvRequest = (branchId: number | null, from: string, to: string) =>
  fileRequest('POST', 'invoices/getReconciliationCsv', { body: bodyOf(branchId, from, to) });
