import type { CatalogueItemOf } from '@iris/domain/catalogue/catalogue.schemas';
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

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/**
 * "Sucursal {{name}}", except for a branch whose name already says it ("SUCURSAL CHAPULTEPEC"):
 * then its name alone, not "Sucursal SUCURSAL CHAPULTEPEC".
 */
export function branchTitle(name: string, word: string, titled: string): string {
  return folded(name).startsWith(`${folded(word)} `) ? name : titled;
}
