import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigation,
} from 'react-router';
import { useSession } from '../lib/session-context';
import { NotFoundPage } from '../components/not-found-page';
import { LoadingDialog } from './loading-dialog';
import type { ProtectedRouteHandle } from './protected-layout';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, type AppRoute, type PublicRoute } from './route-table';

/**
 * Shows the global loading dialog while a page's code loads (every navigation to a new page).
 * A change of the search params only (a table's page or sort) is not a new page: the table shows
 * its own progress, and a modal opening there would take the focus away from the grid.
 */
function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const { status } = useSession();
  const changingPage =
    navigation.state !== 'idle' && navigation.location.pathname !== location.pathname;
  return (
    <>
      <Outlet />
      <LoadingDialog open={changingPage || status === 'loading'} />
    </>
  );
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

// Pages load through the router's `lazy` (a dynamic import per page) rather than React.lazy: the
// router then knows a navigation is pending and RootLayout can show the loading dialog, whereas a
// React.lazy page inside a transition would just keep the old page on screen without any sign.
const toRoute = ({ path, load }: AppRoute | PublicRoute) => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

const ROUTES = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingDialog,
    children: [
      { Component: GuestOnly, children: PUBLIC_ROUTES.filter((r) => r.guestOnly).map(toRoute) },
      ...PUBLIC_ROUTES.filter((r) => !r.guestOnly).map(toRoute),
      {
        lazy: async () => ({ Component: (await import('./protected-layout')).ProtectedLayout }),
        children: PROTECTED_ROUTES.map((route) => {
          const handle: ProtectedRouteHandle = { roles: route.roles };
          return { ...toRoute(route), handle };
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | null = null;

/**
 * The router, made when first asked for rather than as this module loads: matching the address
 * against the table of pages is work of its own, done in a task of its own (main.tsx), not in the
 * one long task in which a slow phone evaluates the app's code.
 */
function appRouter(): Router {
  router ??= createBrowserRouter(ROUTES);
  return router;
}

/** Settles once the router has loaded the code of the page it starts on (its routes' `lazy`). */
export function routerReady(): Promise<void> {
  const router = appRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
