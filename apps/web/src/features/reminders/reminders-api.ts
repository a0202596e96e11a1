import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';

/** docs/api.md reminders: every role reads them, branch staff their own branch's. */
export const REMINDERS_TABLE = 'reminders/getTable';

/** super_admin: plans now what goes out today; answers how many were planned now. */
export async function runReminders() {
  return (await apiRequest('POST', 'reminders/run')).data.data;
}

/** After a run: every page of the table is read again. */
export function useRefreshReminders() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(REMINDERS_TABLE) });
  }, [queryClient]);
}
