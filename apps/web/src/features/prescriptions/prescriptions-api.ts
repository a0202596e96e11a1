import type { Role } from '@iris/domain/users/roles';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { HISTORY_TABLE_ENDPOINT } from '../../lib/customer-details';
import { fileRequest } from '../../lib/download-file';
import { resourceQueries } from '../../lib/resource-queries';
import type { prescriptionBody } from './prescription-text';

/** docs/api.md, prescriptions: the patient's list, newest first. */
export const PRESCRIPTIONS_TABLE_ENDPOINT = 'prescriptions/getTable';

/** docs/rules.md, Optical prescriptions: doctors and super_admin write; everyone else only reads. */
export const PRESCRIPTION_WRITERS: readonly Role[] = ['super_admin', 'doctor'];

type Body = ReturnType<typeof prescriptionBody>;

export function createPrescription(customerId: number, values: Body) {
  return apiRequest('POST', 'prescriptions/create', {
    body: { customer: { id: customerId }, ...values },
  });
}

export function updatePrescription(id: number, values: Body) {
  return apiRequest('PUT', 'prescriptions/update', { body: { id, ...values } });
}

export function deletePrescription(id: number) {
  return apiRequest('DELETE', 'prescriptions/delete/{id}', { params: { id } });
}

export const prescriptionQueries = {
  /** A prescription beside the one before it, and what changed (a read the access log records). */
  comparison: (id: number) =>
    queryOptions({
      queryKey: ['prescriptions', 'compare', id] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('POST', 'prescriptions/compare/{id}', { params: { id }, signal })).data
          .data,
    }),
};

/** The printed prescription (receta), as the API renders it. */
export const prescriptionPdf = (id: number) =>
  fileRequest('POST', 'prescriptions/getPdf/{id}', { params: { id } });

/**
 * After a write: the list, every comparison (the next prescription's "previous" may have changed)
 * and the patient's history, which lists prescriptions.
 */
export function refreshPrescriptions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['prescriptions'] });
  void queryClient.invalidateQueries({
    queryKey: resourceQueries.tablePages(HISTORY_TABLE_ENDPOINT),
  });
}
