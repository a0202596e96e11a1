import type { CreatePaymentInput } from '@iris/domain/sales/payment.schemas';
import type {
  CreateSaleLineInput,
  UpdateSaleInput,
  UpdateSaleLineInput,
} from '@iris/domain/sales/sale.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { auditQueries, SALES_TABLE } from './audit-api';

export const SALE_LINES_TABLE = 'shopping-details/getDetails';
export const PAYMENTS_TABLE = 'payments/getTable';

export function useSale(id: number | null) {
  return useQuery({ ...resourceQueries.record('shoppings', id), retry: false });
}

/**
 * After any change to a sale, its lines or its payments: the sale's record (totals, paid, status),
 * its tables, the sales list and the cash register's summary (a payment moves its expected cash).
 */
export function useRefreshSale(id: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: resourceQueries.record('shoppings', id).queryKey,
    });
    for (const table of [SALE_LINES_TABLE, PAYMENTS_TABLE, SALES_TABLE] as const) {
      void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(table) });
    }
    void queryClient.invalidateQueries({ queryKey: auditQueries.all });
  }, [queryClient, id]);
}

export function updateSale(values: UpdateSaleInput) {
  return apiRequest('PUT', 'shoppings/update', { body: values });
}

export function executeSale(id: number) {
  return apiRequest('PUT', 'shoppings/executed', { body: { id } });
}

export function cancelSale(id: number) {
  return apiRequest('PUT', 'shoppings/cancel/{id}', { params: { id } });
}

/** A sale's CFDI cancelled before the sale (reason 03: the operation did not take place). */
export function cancelSaleInvoice(invoiceId: number) {
  return apiRequest('PUT', 'invoices/cancel', { body: { id: invoiceId, reason: '03' } });
}

export function createLine(values: CreateSaleLineInput) {
  return apiRequest('POST', 'shopping-details/create', { body: values });
}

export function updateLine(values: UpdateSaleLineInput) {
  return apiRequest('PUT', 'shopping-details/update', { body: values });
}

export function deleteLine(id: number) {
  return apiRequest('DELETE', 'shopping-details/delete/{id}', { params: { id } });
}

export function createPayment(values: CreatePaymentInput) {
  return apiRequest('POST', 'payments/create', { body: values });
}

export function deletePayment(id: number) {
  return apiRequest('DELETE', 'payments/delete/{id}', { params: { id } });
}
