import { hasRoles, type Role } from '@iris/domain/users/roles';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation, useMatches, useNavigation } from 'react-router';
import { useSession } from '../lib/session-context';
import { AppLayout } from './app-layout';
import { LoadingDialog } from './loading-dialog';
import { NotFoundPage } from './not-found-page';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type AppRoute, type PublicRoute } from './route-table';

interface RouteHandle {
  roles?: readonly Role[];
}

/** Shows the global loading dialog while a page's code loads (every navigation to a new page). */
function RootLayout() {
  const navigation = useNavigation();
  const { status } = useSession();
  return (
    <>
      <Outlet />
      <LoadingDialog open={navigation.state !== 'idle' || status === 'loading'} />
    </>
  );
}

function RequireSession() {
  const { status, profile } = useSession();
  const location = useLocation();
  const matches = useMatches();
  if (status === 'loading') return null;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const roles = (matches.at(-1)?.handle as RouteHandle | undefined)?.roles;
  const allowed = !roles || hasRoles(profile?.roles ?? [], roles);
  return <AppLayout>{allowed ? <Outlet /> : <NotFoundPage />}</AppLayout>;
}

function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
  if (status === 'authenticated') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? '/'} replace />;
  }
  return <Outlet />;
}

const toRoute = ({ path, load }: AppRoute | PublicRoute) => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: LoadingDialog,
    children: [
      { Component: GuestOnly, children: PUBLIC_ROUTES.filter((r) => r.guestOnly).map(toRoute) },
      ...PUBLIC_ROUTES.filter((r) => !r.guestOnly).map(toRoute),
      {
        Component: RequireSession,
        children: PROTECTED_ROUTES.map((route) => ({ ...toRoute(route), handle: { roles: route.roles } })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
