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
  /** The signed-in device this call comes from (user_sessions). */
  sessionId: number;
  /** The user signs in with two factors. */
  mfaEnabled: boolean;
}

export function isSuperAdmin(session: SessionUser): boolean {
  return session.roles.includes('super_admin');
}
