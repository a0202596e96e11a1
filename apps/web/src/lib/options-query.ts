import type { RecordData } from '@iris/domain/common/envelope';
import type { Option } from '@iris/domain/common/table';
import type { ResourceName } from '@iris/domain/registry/resources';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The one cache key of `GET {resource}/options`: every select that lists a resource shares one
 * entry, so a write to the resource refreshes all of them (two keys left one list stale).
 */
export const optionsQueryKey = (resource: ResourceName) => ['options', resource] as const;

export function useOptions(resource: ResourceName, enabled = true) {
  return useQuery({
    queryKey: optionsQueryKey(resource),
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Option[]>>(`${resource}/options`, { method: 'GET', signal }))
        .data.data,
    enabled,
  });
}
