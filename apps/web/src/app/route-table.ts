import type { Role } from '@iris/domain/users/roles';
import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import type { ComponentType } from 'react';
import type { UiMessages } from '../lib/locales/ui-es';

export type MenuLabelKey = `menu.${keyof UiMessages['menu']}`;

/** Menu sections; entries of a group sit under its heading (the catalogues, SPEC.md §1). */
export type MenuGroup = 'catalogues';

export interface AppRoute {
  path: string;
  /** Loads the page's code on first visit only (route-based code splitting). */
  load: () => Promise<ComponentType>;
  /** Without a label the route exists but is not listed in the side menu. */
  menu?: { label: MenuLabelKey; icon: SvgIconComponent; group?: MenuGroup };
  /** Roles allowed to open it (every role of the user must be listed, SPEC.md §6); none: any user. */
  roles?: readonly Role[];
}

/**
 * The pages behind the login, in menu order. Adding a page is adding an entry here: the router
 * and the side menu are both derived from this table.
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    load: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    menu: { label: 'menu.home', icon: HomeIcon },
  },
  {
    path: '/users',
    load: () => import('../features/users/users-page').then((m) => m.UsersPage),
    menu: { label: 'menu.users', icon: PeopleIcon },
    roles: ['super_admin'],
  },
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
