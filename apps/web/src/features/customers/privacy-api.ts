import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';

/** docs/api.md privacy: a patient's access export, blocking and anonymising. */
export const BLOCKED_TABLE_ENDPOINT = 'customers/getBlockedTable';

export const exportRequest = (id: number) =>
  fileRequest('POST', 'customers/export/{id}', { params: { id } });

export function blockCustomer(id: number) {
  return apiRequest('PUT', 'customers/block/{id}', { params: { id } });
}

export function anonymizeCustomer(id: number) {
  return apiRequest('PUT', 'customers/anonymize/{id}', { params: { id } });
}
