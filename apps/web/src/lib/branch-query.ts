import { useQuery } from '@tanstack/react-query';
import { resourceQueries, type RecordOf } from './resource-queries';

export type Branch = RecordOf<'branches'>;

/** A branch's record: the pages that work in a branch wear its look and show its name. */
export function useBranch(id: number | null) {
  return useQuery(resourceQueries.record('branches', id));
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
