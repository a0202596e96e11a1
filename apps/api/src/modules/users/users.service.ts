import { eq } from 'drizzle-orm';
import type { TableQuery } from '@iris/domain/common/table';
import { ROL_TO_ROLE } from '@iris/domain/users/roles';
import type { UpdateAsAdminInput } from '@iris/domain/users/user.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { notFound } from '../../lib/app-error.js';
import { assertBranch, branchScope } from '../../lib/branch-scope.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../auth/session.repository.js';
import { updateUser } from '../auth/accounts.repository.js';
import { findUserById, listUsers, userOptions } from './users.repository.js';

export function branchPersonal(db: Db, session: SessionUser, query: TableQuery) {
  const branchId = Number(query.filters.branchId) || undefined;
  return listUsers(db, query, [
    branchScope(session, users.branchId),
    branchId ? eq(users.branchId, branchId) : undefined,
  ]);
}

export function branchPersonalOptions(db: Db, session: SessionUser, branchId: number) {
  assertBranch(session, branchId);
  return userOptions(db, branchId);
}

/** A super_admin edits staff, and approves self-registered accounts by giving them role and branch. */
export async function updateAsAdmin(db: Db, input: UpdateAsAdminInput) {
  const id = Number(input.id);
  if (!(await findUserById(db, id))) throw notFound();
  await updateUser(db, id, {
    name: input.name.trim(),
    paternal: input.paternal.trim(),
    maternal: input.maternal.trim(),
    phone: input.phone,
    role: ROL_TO_ROLE[Number(input.rol) as 1 | 2],
    branchId: Number(input.branch.id),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  return (await findUserById(db, id))!;
}
