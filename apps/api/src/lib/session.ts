import type { Role } from '@iris/domain/users/roles';

/** The user a request acts as, re-read from the database on every call (auth plugin). */
export interface SessionUser {
  id: number;
  email: string;
  role: Role | null;
  roles: Role[];
  branchId: number | null;
  enabled: boolean;
  sessionVersion: number;
}

export function isSuperAdmin(session: SessionUser): boolean {
  return session.roles.includes('super_admin');
}
