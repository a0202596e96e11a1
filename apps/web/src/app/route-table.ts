import {
  isCatalogueResource,
  RESOURCE_NAMES,
  RESOURCES,
  type MenuGroup,
  type PageKind,
  type ResourceEntry,
  type ResourceName,
} from '@iris/domain/registry/resources';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import type { Role } from '@iris/domain/users/roles';
import type { ComponentType } from 'react';
import type { UiMessages } from '../lib/locales/ui-es';
import { encodeId } from '../lib/route-id';
import { PAGE_MESSAGES, withMessages } from './page-messages';

export type MenuLabelKey = `menu.${keyof UiMessages['menu']}`;
export type { MenuGroup };

export interface MenuEntry {
  label: MenuLabelKey;
  /** A key of the layout's icon table (menu-icons.ts); a key it lacks gets the generic icon. */
  icon: string;
  group?: MenuGroup | undefined;
  /** Who sees the entry, when not everyone who may open the page; every role must be listed. */
  roles?: readonly Role[];
  /** Where the entry leads, when the page's path has parameters: `/branches/edit/{own branch}`. */
  to?: (profile: Profile) => string | undefined;
}

export interface AppRoute {
  path: string;
  /** Loads the page's code on first visit only (route-based code splitting). */
  load: () => Promise<ComponentType>;
  /** Without a label the route exists but is not listed in the side menu. */
  menu?: MenuEntry | undefined;
  /** Roles allowed to open it (every role of the user must be listed, SPEC.md §6); none: any user. */
  roles?: readonly Role[] | undefined;
}

/** A registry menu key must have a label (this does not compile otherwise); its icon is optional. */
const menuOf = (
  key: keyof UiMessages['menu'] | undefined,
  group: MenuGroup | undefined,
): MenuEntry | undefined => key && { label: `menu.${key}`, icon: key, group };

const ADMIN_ONLY = ['super_admin'] as const;
const BRANCH_STAFF = ['doctor', 'receptionist'] as const;

/** One page at the entry's path, in the side menu when the entry has a menu key. */
const listPage =
  (load: AppRoute['load']) =>
  (entry: ResourceEntry, _name: ResourceName, menu: MenuEntry | undefined): AppRoute[] => [
    { path: entry.path, load, menu, roles: entry.roles },
  ];

/** The generic catalogue pages (list, new, edit/:id) of a catalogue resource. */
function cataloguePages(name: ResourceName) {
  if (!isCatalogueResource(name)) throw new Error(`${name}: no catalogue declaration`);
  // One dynamic import for every catalogue keeps this table, which the login page loads, small.
  return (page: 'list' | 'form') => () =>
    import('../features/catalogue/catalogue-pages').then((m) => m.cataloguePage(name, page));
}

/**
 * How each kind of page of the registry (packages/domain/registry) becomes routes: a new kind is
 * one entry here, and the compiler wants one for every kind.
 */
const PAGE_ROUTES: Record<
  PageKind,
  (entry: ResourceEntry, name: ResourceName, menu: MenuEntry | undefined) => AppRoute[]
> = {
  users: listPage(() => import('../features/users/users-page').then((m) => m.UsersPage)),
  'access-log': listPage(() =>
    import('../features/access-log/access-log-page').then((m) => m.AccessLogPage),
  ),
  questionnaire: listPage(() =>
    import('../features/questionnaire/questions-page').then((m) => m.QuestionsPage),
  ),
  // A patient's notes are tabs of the patient's area, a storage's stock tabs of its page.
  within: () => [],
  customer: (entry) => [
    {
      path: `${entry.path}/index/:id`,
      load: () => import('./patient-workspace').then((m) => m.PatientWorkspace),
    },
  ],
  storage: (entry) => [
    {
      path: `${entry.path}/:id/:branch`,
      load: () => import('./storage-workspace').then((m) => m.StorageWorkspace),
    },
  ],
  movement: (entry) => [
    {
      path: `${entry.path}/:id/:storage`,
      load: () => import('../features/inventory/movement-page').then((m) => m.MovementPage),
    },
  ],
  // The sales list; a sale's page (`/sales/:id`) joins it here.
  sales: (entry, _name, menu) => [
    {
      path: entry.path,
      load: () => import('../features/sales/sales-page').then((m) => m.SalesPage),
      menu,
    },
    {
      path: `${entry.path}/:id`,
      load: withMessages(['sale', 'labOrders'], () =>
        import('./sale-workspace').then((m) => m.SaleWorkspace),
      ),
    },
  ],
  // The payments report at its entry's path; the sales report and the registers' closes join it
  // under the menu's Reportes. Every role opens them: the API keeps branch staff to their branch.
  reports: (entry, _name, menu) => [
    {
      path: '/reports/sales',
      load: () => import('../features/reports/sales-report-page').then((m) => m.SalesReportPage),
      menu: { label: 'menu.salesReport', icon: 'salesReport', group: 'reports' },
    },
    {
      path: entry.path,
      load: () =>
        import('../features/reports/payments-report-page').then((m) => m.PaymentsReportPage),
      menu,
    },
    {
      path: '/reports/audits',
      load: () => import('../features/reports/audits-report-page').then((m) => m.AuditsReportPage),
      menu: { label: 'menu.auditsReport', icon: 'auditsReport', group: 'reports' },
    },
  ],
  // Every role opens the board: the API keeps branch staff to their branch's orders.
  'lab-orders': listPage(() =>
    import('../features/lab-orders/lab-orders-board').then((m) => m.LabOrdersBoard),
  ),
  // Every role reads them: the API keeps branch staff to their branch's reminders.
  reminders: listPage(() =>
    import('../features/reminders/reminders-page').then((m) => m.RemindersPage),
  ),
  catalogue: (entry, name, menu) => {
    const load = cataloguePages(name);
    return [
      { path: entry.path, load: load('list'), menu },
      // Reading is for every user; only an administrator writes (SPEC.md §6).
      { path: `${entry.path}/new`, load: load('form'), roles: ADMIN_ONLY },
      { path: `${entry.path}/edit/:id`, load: load('form') },
    ];
  },
  // A branch's edit page is its workspace: super_admin picks a branch from the list, branch
  // staff go straight to their own.
  branch: (entry, name, menu) => {
    const load = cataloguePages(name);
    return [
      { path: entry.path, load: load('list'), menu, roles: ADMIN_ONLY },
      { path: `${entry.path}/new`, load: load('form'), roles: ADMIN_ONLY },
      {
        path: `${entry.path}/edit/:id`,
        load: () => import('./branch-workspace').then((m) => m.BranchWorkspace),
        menu: {
          label: 'menu.myBranch',
          icon: 'branches',
          roles: BRANCH_STAFF,
          to: (profile) =>
            profile.branchId ? `${entry.path}/edit/${encodeId(profile.branchId)}` : undefined,
        },
      },
    ];
  },
};

function resourceRoutes(name: ResourceName): AppRoute[] {
  const registered = RESOURCES[name];
  const key: keyof UiMessages['menu'] | undefined =
    'menu' in registered ? registered.menu : undefined;
  const entry: ResourceEntry = registered;
  return PAGE_ROUTES[entry.pages](entry, name, menuOf(key, entry.group));
}

/**
 * The pages behind the login, in menu order: the dashboard, then every resource of the registry
 * (packages/domain/registry). The router and the side menu are both derived from this table.
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    load: withMessages(['dashboard'], () =>
      import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    ),
    menu: { label: 'menu.home', icon: 'home' },
  },
  // Reached from the user menu, not the side menu.
  {
    path: '/profile',
    load: withMessages(['workspace'], () =>
      import('../features/profile/profile-page').then((m) => m.ProfilePage),
    ),
  },
  ...RESOURCE_NAMES.flatMap((name) =>
    resourceRoutes(name).map((route) => ({
      ...route,
      load: withMessages(PAGE_MESSAGES[RESOURCES[name].pages], route.load),
    })),
  ),
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
