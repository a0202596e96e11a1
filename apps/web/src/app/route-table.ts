import {
  RESOURCE_NAMES,
  RESOURCES,
  type ResourceEntry,
  type ResourceName,
} from '@iris/domain/registry/resources';
import type { ComponentType } from 'react';
import type { AppRoute, Feature, MenuEntry, MenuGroup } from '../lib/feature';
import { loadMessages, registerMessages } from '../lib/i18n';
import type { UiMessages } from '../lib/locales/ui-es';
import { FEATURES } from './features';

export type { AppRoute, MenuEntry, MenuGroup, MenuLabelKey } from '../lib/feature';

const features: readonly Feature[] = FEATURES;
// Every feature's message bundles, loadable by the names its routes give.
registerMessages(features);

/** A registry menu key must have a label (this does not compile otherwise); its icon is optional. */
const menuOf = (
  key: keyof UiMessages['menu'] | undefined,
  group: MenuGroup | undefined,
): MenuEntry | undefined => key && { label: `menu.${key}`, icon: key, group };

/** A page's code and its strings, fetched together: a page is never drawn with bare keys. */
const withMessages = (route: AppRoute): AppRoute => {
  const { load, messages = [] } = route;
  return {
    ...route,
    load: (): Promise<ComponentType> =>
      Promise.all([load(), loadMessages(messages)]).then(([page]) => page),
  };
};

/** The routes of a resource's kind of page, from every feature that draws that kind. */
function resourceRoutes(name: ResourceName): AppRoute[] {
  const registered = RESOURCES[name];
  const key: keyof UiMessages['menu'] | undefined =
    'menu' in registered ? registered.menu : undefined;
  const entry: ResourceEntry = registered;
  const menu = menuOf(key, entry.group);
  return features.flatMap((feature) => feature.pages?.[entry.pages]?.(entry, name, menu) ?? []);
}

/**
 * The pages behind the login, in menu order: the features' own (the dashboard, the profile), then
 * every resource of the registry (packages/domain/registry), drawn by the features
 * (app/features.ts). The router and the side menu are both derived from this table.
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  ...features.flatMap((feature) => feature.routes ?? []),
  ...RESOURCE_NAMES.flatMap(resourceRoutes),
].map(withMessages);

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
