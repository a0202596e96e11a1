import type { createUserSchema, updateAsAdminSchema } from '@iris/domain/users/user.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export const USERS_TABLE_ENDPOINT = 'users/getBranchPersonal';

export function createUser(values: z.output<typeof createUserSchema>) {
  return apiRequest('POST', 'users/createUser', { body: values });
}

export function updateUserAsAdmin(values: z.output<typeof updateAsAdminSchema>) {
  return apiRequest('PATCH', 'users/updateAsAdmin', { body: values });
}
