import type { Profile } from '@iris/domain/auth/auth.schemas';
import type {
  MenuGroup,
  PageKind,
  ResourceEntry,
  ResourceName,
} from '@iris/domain/registry/resources';
import type { Role } from '@iris/domain/users/roles';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { MessageBundle, MessageLoaders } from './i18n';
import type { UiMessages } from './locales/ui-es';

export type MenuLabelKey = `menu.${keyof UiMessages['menu']}`;
export type { MenuGroup };

export interface MenuEntry {
  label: MenuLabelKey;
  /** A key of the features' icons (Feature.icons); a key none has gets the generic icon. */
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
  /** The message bundles the page shows besides the shell's: fetched with its code. */
  messages?: readonly MessageBundle[] | undefined;
  /** Without a label the route exists but is not listed in the side menu. */
  menu?: MenuEntry | undefined;
  /** Roles allowed to open it (every role of the user must be listed, docs/spec.md §6); none: any user. */
  roles?: readonly Role[] | undefined;
}

/** The routes of a registered resource's kind of page: `menu` is its entry in the side menu. */
export type PageRoutes = (
  entry: ResourceEntry,
  name: ResourceName,
  menu: MenuEntry | undefined,
) => AppRoute[];

/**
 * What a web feature (`features/<area>/<area>.feature.ts`) adds to the app, registered once in
 * app/features.ts: the route table, the side menu and its icons map over the features.
 *
 * This file is in the first chunk with the route table: a page is a dynamic import, and its
 * strings are message bundles, fetched with it.
 */
export interface Feature {
  /**
   * Its message bundles' loaders, by name (each language a dynamic import of `<area>-es.ts`,
   * `<area>-en.ts` beside it), which the app registers (lib/i18n.ts, registerMessages). Each name
   * is also added to lib/i18n.ts's MessageBundles with the type of its Spanish strings
   * (`declare module`), so that `t` knows its keys and routes may name it.
   */
  messages?: MessageLoaders;
  /** Pages of its own, outside the registry (the dashboard at `/`), before the registry's. */
  routes?: readonly AppRoute[];
  /**
   * How it draws the kinds of page of the registry (packages/domain/registry) that are its own.
   * Two features may draw one kind (the sales list, the sale's workspace): their routes join.
   */
  pages?: Partial<Record<PageKind, PageRoutes>>;
  /** Its side-menu icons, by the key its menu entries name (the registry's `menu`). */
  icons?: Readonly<Record<string, SvgIconComponent>>;
}

/** One page at the entry's path, in the side menu when the entry has a menu key. */
export const listPage =
  (load: AppRoute['load'], messages: readonly MessageBundle[]): PageRoutes =>
  (entry, _name, menu) => [{ path: entry.path, load, messages, menu, roles: entry.roles }];

/** Roles that only read or only reach a page; every role of the user must be listed. */
export const ADMIN_ONLY = ['super_admin'] as const;
