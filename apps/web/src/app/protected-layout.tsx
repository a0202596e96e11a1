import { hasRoles, type Role } from '@iris/domain/users/roles';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { loadMessages } from '../lib/i18n';
import { QueryProvider } from '../lib/query-provider';
import { useSession } from '../lib/session-context';
import { WorkingBranchProvider } from '../lib/working-branch';
import { AppLayout } from './app-layout';
import { ForbiddenPage } from '../components/forbidden-page';

// Only a role that must set up two-step verification and has not sees it (docs/api.md, auth).
const MfaRequiredPage = lazy(() =>
  Promise.all([import('../features/profile/mfa-required-page'), loadMessages(['security'])]).then(
    ([module]) => ({ default: module.MfaRequiredPage }),
  ),
);

export interface ProtectedRouteHandle {
  roles?: readonly Role[];
}

/**
 * docs/spec.md §4: the profile is read again on each navigation (the first page already has a fresh
 * one), so a changed role or branch, or a disabled account, shows without logging in again.
 */
function useProfileOnNavigation(pathname: string, refreshProfile: () => void) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    refreshProfile();
  }, [pathname, refreshProfile]);
}

/**
 * The gate of every page behind the login: anonymous visitors go to /login (remembering where they
 * were heading), and a page whose roles the user lacks says that it is not for them (not "not
 * found": it exists), and a session that must still set up two-step verification sees only that.
 * Loaded lazily with the layout so that the public pages do not carry the
 * drawer, menus and dialogs.
 */
export function ProtectedLayout() {
  const { status, profile, refreshProfile } = useSession();
  const location = useLocation();
  const matches = useMatches();
  useProfileOnNavigation(location.pathname, refreshProfile);
  if (status === 'loading') return null;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (profile?.mfa?.required && !profile.mfa.enabled) {
    return (
      <QueryProvider>
        <Suspense fallback={null}>
          <MfaRequiredPage />
        </Suspense>
      </QueryProvider>
    );
  }
  const roles = (matches.at(-1)?.handle as ProtectedRouteHandle | undefined)?.roles;
  const allowed = !roles || hasRoles(profile?.roles ?? [], roles);
  return (
    <QueryProvider>
      <WorkingBranchProvider>
        <AppLayout>{allowed ? <Outlet /> : <ForbiddenPage />}</AppLayout>
      </WorkingBranchProvider>
    </QueryProvider>
  );
}
