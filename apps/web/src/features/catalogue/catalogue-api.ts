import type { CatalogueName } from '@iris/domain/registry/resources';
import type { RecordData } from '@iris/domain/common/envelope';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/data-table';
import { apiRequest } from '../../lib/api-client';
import { optionsQueryKey } from '../../lib/options-query';
import type { CatalogueItem } from './catalogue-declaration';

export const tableEndpoint = (name: CatalogueName) => `${name}/getTable`;
const recordKey = (name: CatalogueName, id: number) => ['catalogue', name, 'record', id] as const;

export function useCatalogueRecord(name: CatalogueName, id: number | null) {
  return useQuery({
    queryKey: recordKey(name, id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<CatalogueItem>>(`${name}/get/${id}`, { signal })).data.data,
    enabled: id !== null,
    // Always the stored record when the form opens, never a copy from before the last save.
    staleTime: 0,
    gcTime: 0,
  });
}

/** create (201) without an id, update (PUT, id in the body) with one; answers the saved record. */
export function saveCatalogueRecord(name: CatalogueName, values: object, id: number | null) {
  return id === null
    ? apiRequest<RecordData<CatalogueItem>>(`${name}/create`, { body: values })
    : apiRequest<RecordData<CatalogueItem>>(`${name}/update`, {
        method: 'PUT',
        body: { ...values, id },
      });
}

export function deleteCatalogueRecord(name: CatalogueName, id: number) {
  return apiRequest<RecordData<{ id: number }>>(`${name}/delete/${id}`, { method: 'DELETE' });
}

/** After a write, the list and the option lists of the resource (other forms' selects) refetch. */
export function refreshCatalogue(queryClient: QueryClient, name: CatalogueName) {
  void queryClient.invalidateQueries({ queryKey: tableQueryKey(tableEndpoint(name)) });
  void queryClient.invalidateQueries({ queryKey: optionsQueryKey(name) });
}
