import { eq, isNull } from 'drizzle-orm';
import { ROL_TO_ROLE } from '@iris/domain/users/roles';
import { createUserSchema, userFilters, userSchema } from '@iris/domain/users/user.schemas';
import { users } from '../../db/schema/accounts.schema.js';
import { defineResource, insertValues } from '../../lib/recipe/resource.js';
import { personValues, toUser, userTable } from './users.repository.js';

const SUPER_ADMIN = ['super_admin'] as const;

/**
 * Staff accounts (docs/spec.md §3 User; docs/api.md users): a branch-scoped resource. Branch staff list and
 * pick their own branch's people; only super_admin creates them. `updateAsAdmin` is by hand in
 * users.service.ts: it locks every administrator, which no declaration says.
 */
export const usersResource = defineResource({
  name: 'users',
  table: users,
  id: users.id,
  scope: { kind: 'branch', column: users.branchId },
  endpoints: {
    getTable: { path: 'getBranchPersonal' },
    // docs/api.md lists both names for creating staff; one declaration keeps their rules the same.
    create: { path: ['createUser', '/auth/create-by-administration'], roles: SUPER_ADMIN },
  },
  list: userTable,
  filters: {
    shape: userFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(users.branchId, filters.branchId),
      filters.pending ? isNull(users.role) : undefined,
    ],
  },
  item: userSchema,
  toItem: toUser,
  create: {
    schema: createUserSchema,
    values: async (input) =>
      insertValues(users, {
        ...(await personValues(input)),
        role: ROL_TO_ROLE[input.rol],
        branchId: input.branch.id,
        professionalLicense: input.professionalLicense ?? null,
        // An administrator vouches for the address; the person can log in at once.
        emailVerified: true,
      }),
  },
  references: [{ field: 'branch', to: 'branch' }],
  options: {
    fields: {
      id: users.id,
      name: users.name,
      paternal: users.paternal,
      maternal: users.maternal,
      role: users.role,
    },
    orderBy: users.name,
    byParent: [{ path: 'getBranchPersonalOptions', column: users.branchId, parent: 'branch' }],
  },
});
