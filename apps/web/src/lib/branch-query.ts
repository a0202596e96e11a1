import type { CatalogueItemOf } from '@iris/domain/catalogue/catalogue.items';
import type { RecordData } from '@iris/domain/common/envelope';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export type Branch = CatalogueItemOf<'branches'>;

/** A branch's record: the pages that work in a branch wear its look and show its name. */
export function useBranch(id: number | null) {
  return useQuery({
    queryKey: ['branches', 'record', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Branch>>(`branches/get/${id}`, { signal })).data.data,
    enabled: id !== null,
  });
}
