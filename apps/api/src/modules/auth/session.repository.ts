import { eq } from 'drizzle-orm';
import type { Role } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';

export interface SessionUser {
  id: number;
  email: string;
  role: Role | null;
  roles: Role[];
  branchId: number | null;
  enabled: boolean;
}

export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      branchId: users.branchId,
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.id, id));
  return row && { ...row, roles: row.role ? [row.role] : [] };
}
