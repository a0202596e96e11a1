import type { CatalogueName } from '@iris/domain/catalogue/catalogue.schemas';
import type { Role } from '@iris/domain/users/roles';
import type { ComponentType } from 'react';
import type { UiMessages } from '../lib/locales/ui-es';
import type { MenuIconName } from './menu-icons';

export type MenuLabelKey = `menu.${keyof UiMessages['menu']}`;

/** Menu sections; entries of a group sit under its heading (the catalogues, SPEC.md §1). */
export type MenuGroup = 'catalogues';

export interface AppRoute {
  path: string;
  /** Loads the page's code on first visit only (route-based code splitting). */
  load: () => Promise<ComponentType>;
  /** Without a label the route exists but is not listed in the side menu. */
  menu?: { label: MenuLabelKey; icon: MenuIconName; group?: MenuGroup };
  /** Roles allowed to open it (every role of the user must be listed, SPEC.md §6); none: any user. */
  roles?: readonly Role[];
}

/**
 * A catalogue resource's three pages (list, new, edit/:id), all drawn by the generic catalogue
 * pages from the resource's declaration. One dynamic import for all of them keeps this table, which
 * the login page loads, small.
 */
function catalogueRoutes(
  name: CatalogueName,
  menu: MenuIconName & keyof UiMessages['menu'],
  path = `/${name}`,
): AppRoute[] {
  const load = (page: 'list' | 'form') => () =>
    import('../features/catalogue/catalogue-pages').then((m) => m.cataloguePage(name, page));
  return [
    { path, load: load('list'), menu: { label: `menu.${menu}`, icon: menu, group: 'catalogues' } },
    // Reading is for every user; only an administrator writes (SPEC.md §6).
    { path: `${path}/new`, load: load('form'), roles: ['super_admin'] },
    { path: `${path}/edit/:id`, load: load('form') },
  ];
}

/**
 * The pages behind the login, in menu order. Adding a page is adding an entry here: the router
 * and the side menu are both derived from this table.
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    load: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    menu: { label: 'menu.home', icon: 'home' },
  },
  {
    path: '/users',
    load: () => import('../features/users/users-page').then((m) => m.UsersPage),
    menu: { label: 'menu.users', icon: 'users' },
    roles: ['super_admin'],
  },
  ...catalogueRoutes('application-versions', 'versions'),
  ...catalogueRoutes('countries', 'countries'),
  ...catalogueRoutes('states', 'states'),
  ...catalogueRoutes('municipalities', 'municipalities'),
  ...catalogueRoutes('branches', 'branches'),
  ...catalogueRoutes('categories', 'categories'),
  ...catalogueRoutes('subcategories', 'subcategories'),
  ...catalogueRoutes('products', 'products'),
  ...catalogueRoutes('appointment-type', 'appointmentTypes', '/appointmentType'),
  ...catalogueRoutes('payment-methods', 'paymentMethods', '/paymentMethods'),
];

/** Pages reachable without a session. `guestOnly` ones send a logged-in user to the dashboard. */
export interface PublicRoute {
  path: string;
  load: () => Promise<ComponentType>;
  guestOnly?: boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/login',
    guestOnly: true,
    load: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    path: '/register/new',
    guestOnly: true,
    load: () => import('../features/auth/register-page').then((m) => m.RegisterPage),
  },
  {
    path: '/forgotPassword',
    load: () => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/restorePassword/:token',
    load: () => import('../features/auth/restore-password-page').then((m) => m.RestorePasswordPage),
  },
  {
    path: '/privacyPolicy',
    load: () => import('../features/auth/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: '/emailConfirmation/:token',
    load: () =>
      import('../features/auth/email-confirmation-page').then((m) => m.EmailConfirmationPage),
  },
  {
    path: '/registerEmailConfirmation/:email',
    load: () =>
      import('../features/auth/register-email-confirmation-page').then(
        (m) => m.RegisterEmailConfirmationPage,
      ),
  },
];
