import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { forbidden } from './app-error.js';
import { isSuperAdmin, type SessionUser } from './session.js';

/*
 * docs/rules.md, Access: super_admin sees every branch; doctor and receptionist only their own.
 * The data layer calls these two functions and nothing else decides branch visibility.
 */
/** The condition that keeps a query inside the session user's branch (undefined: no limit). */
export function branchScope(session: SessionUser, branchColumn: Column): SQL | undefined {
  if (isSuperAdmin(session)) return undefined;
  return session.branchId === null ? sql`false` : eq(branchColumn, session.branchId);
}

/** For writes and single reads: a record of another branch is 403 for branch staff. */
export function assertBranch(session: SessionUser, branchId: number | null | undefined): void {
  if (isSuperAdmin(session)) return;
  if (branchId === null || branchId === undefined || branchId !== session.branchId) {
    throw forbidden();
  }
}
