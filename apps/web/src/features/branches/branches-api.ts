import type { EventColor } from '@iris/domain/calendar/event-colors';
import type { RecordData } from '@iris/domain/common/envelope';
import type {
  CreateStorageInput,
  Storage,
  UpdateStorageInput,
} from '@iris/domain/inventory/storage.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { Branch } from '../../lib/branch-query';
import { uploadFile } from '../../lib/upload-file';

export const STORAGES_TABLE_ENDPOINT = 'storages/getTable';

export function savePersonalization(id: number, color: EventColor | null) {
  return apiRequest<RecordData<Branch>>('branches/updatePersonalization', {
    method: 'PATCH',
    body: { id, color },
  });
}

export function uploadLogo(id: number, file: File, onProgress: (sent: number) => void) {
  return uploadFile<RecordData<Branch>>(`branches/uploadLogo/${id}`, file, { onProgress });
}

export function useStorage(id: number | null) {
  return useQuery({
    queryKey: ['storages', 'record', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Storage>>(`storages/get/${id}`, { signal })).data.data,
    enabled: id !== null,
    retry: false,
  });
}

export function createStorage(values: CreateStorageInput) {
  return apiRequest<RecordData<Storage>>('storages/create', { body: values });
}

export function renameStorage(values: UpdateStorageInput) {
  return apiRequest<RecordData<Storage>>('storages/update', { method: 'PUT', body: values });
}

export function setDefaultStorage(id: number) {
  return apiRequest<RecordData<Storage>>('storages/setDefaultStorage', {
    method: 'PUT',
    body: { id },
  });
}
