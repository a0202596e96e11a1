import type { EventColor } from '@iris/domain/calendar/event-colors';
import type {
  CreateStorageInput,
  UpdateStorageInput,
} from '@iris/domain/inventory/storage.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { uploadFile } from '../../lib/upload-file';

export const STORAGES_TABLE_ENDPOINT = 'storages/getTable';

export function savePersonalization(id: number, color: EventColor | null) {
  return apiRequest('PATCH', 'branches/updatePersonalization', { body: { id, color } });
}

export function uploadLogo(id: number, file: File, onProgress: (sent: number) => void) {
  return uploadFile('branches/uploadLogo/{id}', file, { params: { id }, onProgress });
}

export function useStorage(id: number | null) {
  return useQuery({ ...resourceQueries.record('storages', id), retry: false });
}

export function createStorage(values: CreateStorageInput) {
  return apiRequest('POST', 'storages/create', { body: values });
}

export function renameStorage(values: UpdateStorageInput) {
  return apiRequest('PUT', 'storages/update', { body: values });
}

export function setDefaultStorage(id: number) {
  return apiRequest('PUT', 'storages/setDefaultStorage', { body: { id } });
}
