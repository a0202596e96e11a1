import { useQuery } from '@tanstack/react-query';
import { resourceQueries, type OptionsResource } from './resource-queries';

/**
 * `GET {resource}/options` under its one cache key: every select that lists a resource shares one
 * entry, so a write to the resource refreshes all of them (two keys left one list stale).
 */
export function useOptions(resource: OptionsResource, enabled = true) {
  return useQuery({ ...resourceQueries.options(resource), enabled });
}
