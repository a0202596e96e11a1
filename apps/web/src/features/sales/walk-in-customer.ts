import { apiRequest } from '../../lib/api-client';

/** The name every branch's walk-in customer has (the sales migration), as the search folds it. */
const WALK_IN = 'PUBLICO EN GENERAL';
/** The placeholder phone the migration gives it, which tells it from a namesake patient. */
const WALK_IN_PHONE = '0000000000';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/**
 * The branch's "PÚBLICO EN GENERAL", the customer of a sale without a patient, found through the
 * branch's patient options (the search folds accents); null when the branch has none.
 */
export async function findWalkInCustomer(branchId: number, signal?: AbortSignal) {
  const answer = await apiRequest('GET', 'customers/getCustomersOptions/{id}', {
    params: { id: branchId },
    query: { search: WALK_IN, limit: 20 },
    signal,
  });
  const named = answer.data.data.filter(
    (option) => option.branchId === branchId && folded(option.name) === WALK_IN,
  );
  return named.find((option) => option.phone === WALK_IN_PHONE) ?? named[0] ?? null;
}
