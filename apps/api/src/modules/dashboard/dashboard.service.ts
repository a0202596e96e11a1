import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import { notFound } from '../../lib/app-error.js';
import { assertBranch } from '../../lib/branch-scope.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { isSuperAdmin } from '../../lib/session.js';
import { readDashboard } from './dashboard.repository.js';

/*
 * By hand: the dashboard is no resource's table but a handful of figures over several, read in
 * one statement (dashboard.repository.ts).
 */

/**
 * docs/rules.md, Access: branch staff see their own branch's tiles (another's is 403); super_admin
 * every branch's together, or one's.
 */
export async function dashboardOf(
  context: ResourceContext,
  query: { branchId?: number | undefined; date?: string | undefined },
): Promise<Dashboard> {
  const { session } = context;
  const branchId = query.branchId ?? (isSuperAdmin(session) ? null : session.branchId);
  // Staff without a branch have no tiles to see: assertBranch refuses them.
  if (branchId !== null || !isSuperAdmin(session)) assertBranch(session, branchId);
  const dashboard = (await readDashboard(context.db, branchId, query.date ?? null)) as Dashboard;
  if (branchId !== null && dashboard.branch === null) throw notFound();
  return dashboard;
}
