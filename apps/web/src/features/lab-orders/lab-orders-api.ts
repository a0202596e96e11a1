import type {
  AdvanceLabOrderInput,
  CreateLabOrderInput,
  UpdateLabOrderInput,
} from '@iris/domain/lab-orders/lab-order.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';

/** docs/api.md lab-orders: the board, a sale's orders and a patient's, by filters. */
export const LAB_ORDERS_TABLE = 'lab-orders/getTable';

export function createLabOrder(values: CreateLabOrderInput) {
  return apiRequest('POST', 'lab-orders/create', { body: values });
}

export function updateLabOrder(values: UpdateLabOrderInput) {
  return apiRequest('PUT', 'lab-orders/update', { body: values });
}

/** One step forward (docs/rules.md, Lab orders); ENTREGADO is refused while the sale is not PAGADO. */
export function advanceLabOrder(values: AdvanceLabOrderInput) {
  return apiRequest('PUT', 'lab-orders/advance', { body: values });
}

export function cancelLabOrder(id: number) {
  return apiRequest('PUT', 'lab-orders/cancel/{id}', { params: { id } });
}

/** The ticket the laboratory receives with the order (lab-orders/getPdf/{id}). */
export const labTicketPdf = (id: number) =>
  fileRequest('POST', 'lab-orders/getPdf/{id}', { params: { id } });

/** After a change to an order: every table that lists orders (board, sale, patient) and its record. */
export function useRefreshLabOrders() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['lab-orders'] });
  }, [queryClient]);
}
