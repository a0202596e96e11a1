import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROL_TO_ROLE, type Role } from '@iris/domain/users/roles';
import type { UpdateAsAdminInput } from '@iris/domain/users/user.schemas';
import type { Db } from '../../db/client.js';
import { users, userSessions } from '../../db/schema/accounts.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ItemContext } from '../../lib/recipe/resource.js';
import type { SessionUser } from '../../lib/session.js';
import { findUserById } from './users.repository.js';

const branchRequired = () =>
  new AppError('invalid_input', { errors: [{ field: 'branch.id', message: 'validation.branch' }] });

/**
 * A super_admin edits staff, and approves self-registered accounts by giving them role and
 * branch. Nobody demotes or disables themselves, and the last enabled super_admin stays: the
 * enabled super_admins are locked first, so two administrators demoting each other at once
 * cannot both succeed (docs/rules.md, Accounts).
 */
export async function updateAsAdmin(
  db: Db,
  session: SessionUser,
  input: UpdateAsAdminInput,
  items: ItemContext,
) {
  const id = Number(input.id);
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), eq(users.enabled, true)))
      .orderBy(users.id)
      .for('update');
    const [current] = await tx
      .select({ role: users.role, branchId: users.branchId, enabled: users.enabled })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!current) throw notFound();
    const role: Role | null = input.rol ? ROL_TO_ROLE[Number(input.rol) as 1 | 2] : current.role;
    const enabled = input.enabled ?? current.enabled;
    const branchId = input.branch ? Number(input.branch.id) : current.branchId;
    const demotedOrDisabled = current.role !== role || (current.enabled && !enabled);
    if (demotedOrDisabled && id === session.id) throw new AppError('own_account');
    const losesAdmin = current.role === 'super_admin' && current.enabled && demotedOrDisabled;
    if (losesAdmin && admins.every((admin) => admin.id === id)) {
      throw new AppError('last_super_admin');
    }
    if (role !== 'super_admin' && role !== null && branchId === null) throw branchRequired();
    await tx
      .update(users)
      .set({
        name: input.name.trim(),
        paternal: input.paternal.trim(),
        maternal: input.maternal.trim(),
        phone: input.phone,
        // Absent: unchanged (an older client's update keeps it).
        ...(input.professionalLicense === undefined
          ? {}
          : { professionalLicense: input.professionalLicense }),
        role,
        branchId,
        enabled,
        // A password set by an administrator (a lost or exposed one) ends the person's sessions.
        ...(input.password
          ? {
              passwordHash: await hashPassword(input.password),
              sessionVersion: sql`${users.sessionVersion} + 1`,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // Their tokens are refused by the version above; their sessions are shown ended as well.
    if (input.password) {
      await tx
        .update(userSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(userSessions.userId, id), isNull(userSessions.endedAt)));
    }
  });
  // Deleted by someone else between the commit and this read.
  const user = await findUserById(db, id, items);
  if (!user) throw notFound();
  return user;
}
