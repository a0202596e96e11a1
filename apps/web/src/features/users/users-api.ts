import type { createUserSchema, updateAsAdminSchema } from '@iris/domain/users/user.schemas';
import type { Option } from '@iris/domain/common/table';
import type { RecordData } from '@iris/domain/common/envelope';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export const USERS_TABLE_ENDPOINT = 'users/getBranchPersonal';

export function useBranchOptions(enabled = true) {
  return useQuery({
    queryKey: ['branches', 'options'],
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Option[]>>('branches/options', { method: 'GET', signal })).data
        .data,
    enabled,
  });
}

export function createUser(values: z.output<typeof createUserSchema>) {
  return apiRequest('auth/create-by-administration', { body: values });
}

export function updateUserAsAdmin(values: z.output<typeof updateAsAdminSchema>) {
  return apiRequest('users/updateAsAdmin', { method: 'PATCH', body: values });
}
