import type { CloseAuditInput, OpenAuditInput } from '@iris/domain/sales/audit.schemas';
import type { CreateSaleInput } from '@iris/domain/sales/sale.schemas';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';
import { resourceQueries } from '../../lib/resource-queries';

export const SALES_TABLE = 'shoppings/getTable';

/**
 * The cash register's reads, keyed under the resource's name (`audit`) as resourceQueries keys
 * its own, so that one invalidation of `['audit']` refreshes the top bar, the sales page and the
 * summary after the register opens or closes or a sale is added to it.
 */
export const auditQueries = {
  all: ['audit'] as const,

  /** The audit open in a branch (docs/api.md audit/get), or null when its register is closed. */
  open: (branchId: number | null) =>
    queryOptions({
      queryKey: ['audit', 'open', branchId] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('POST', 'audit/get', { body: { branchId: branchId ?? 0 }, signal })).data
          .data,
      enabled: branchId !== null,
    }),

  /** An audit with its figures (opening amount, payments by method, expected cash). */
  summary: (id: number | null) =>
    queryOptions({
      queryKey: ['audit', 'summary', id] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('POST', 'audit/getSummary/{id}', { params: { id: id ?? 0 }, signal }))
          .data.data,
      enabled: id !== null,
    }),
};

/** After the register opens or closes, or a sale joins it: every view of it and the sales list. */
export function refreshRegister(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: auditQueries.all });
  void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(SALES_TABLE) });
}

export function openAudit(body: OpenAuditInput) {
  return apiRequest('POST', 'audit/open', { body });
}

export function closeAudit(body: CloseAuditInput) {
  return apiRequest('PUT', 'audit/close', { body });
}

export function createSale(body: CreateSaleInput) {
  return apiRequest('POST', 'shoppings/create', { body });
}

/** The corte de caja (docs/api.md audit/getPdf/{id}), once the register is closed. */
export const auditPdfRequest = (id: number) =>
  fileRequest('POST', 'audit/getPdf/{id}', { params: { id } });
