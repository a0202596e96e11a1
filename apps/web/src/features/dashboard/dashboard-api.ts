import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * docs/api.md dashboard/get: today's tiles of a branch, or (null) of every branch for super_admin and
 * of their own for branch staff.
 *
 * Keyed under the register's key (`audit`): the sales feature refreshes `['audit']` after the
 * register opens or closes or a sale joins it, and the dashboard shows all three. Read again on
 * every visit: it is the page one comes back to after a sale.
 */
export const dashboardQuery = (branchId: number | null) =>
  queryOptions({
    queryKey: ['audit', 'dashboard', branchId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('POST', 'dashboard/get', {
          body: branchId === null ? {} : { branchId },
          signal,
        })
      ).data.data,
    staleTime: 0,
  });
