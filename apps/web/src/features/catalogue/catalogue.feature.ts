import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CategoryIcon from '@mui/icons-material/Category';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PaymentsIcon from '@mui/icons-material/Payments';
import PublicIcon from '@mui/icons-material/Public';
import StoreIcon from '@mui/icons-material/Store';
import { isCatalogueResource, type ResourceName } from '@iris/domain/registry/resources';
import { ADMIN_ONLY, type Feature } from '../../lib/feature';
import type { CatalogueMessages } from './catalogue-es';

/** The generic catalogue pages (list, new, edit/:id) of a catalogue resource. */
function cataloguePages(name: ResourceName) {
  if (!isCatalogueResource(name)) throw new Error(`${name}: no catalogue declaration`);
  // One dynamic import for every catalogue keeps the route table, which the login page loads,
  // small.
  return (page: 'list' | 'form') => () =>
    import('./catalogue-pages').then((m) => m.cataloguePage(name, page));
}

const MESSAGES = ['catalogue'] as const;
/**
 * A branch's list and form show only the catalogue's strings, but its rows open the branch
 * workspace, whose tabs show the calendar, the patients and the stock: theirs come with the list.
 */
const BRANCH_MESSAGES = ['catalogue', 'workspace', 'customers', 'inventory'] as const;

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    catalogue: CatalogueMessages;
  }
}

export const catalogueFeature = {
  messages: {
    catalogue: {
      es: () => import('./catalogue-es').then((m) => m.catalogueEs),
      en: () => import('./catalogue-en').then((m) => m.catalogueEn),
    },
  },
  pages: {
    catalogue: (entry, name, menu) => {
      const load = cataloguePages(name);
      return [
        { path: entry.path, load: load('list'), messages: MESSAGES, menu },
        // Reading is for every user; only an administrator writes (docs/spec.md §6).
        { path: `${entry.path}/new`, load: load('form'), messages: MESSAGES, roles: ADMIN_ONLY },
        { path: `${entry.path}/edit/:id`, load: load('form'), messages: MESSAGES },
      ];
    },
    // A branch's list and form; its edit page is the app's branch workspace.
    branch: (entry, name, menu) => {
      const load = cataloguePages(name);
      return [
        {
          path: entry.path,
          load: load('list'),
          messages: BRANCH_MESSAGES,
          menu,
          roles: ADMIN_ONLY,
        },
        {
          path: `${entry.path}/new`,
          load: load('form'),
          messages: BRANCH_MESSAGES,
          roles: ADMIN_ONLY,
        },
      ];
    },
  },
  icons: {
    versions: NewReleasesIcon,
    countries: PublicIcon,
    states: MapIcon,
    municipalities: LocationCityIcon,
    branches: StoreIcon,
    categories: CategoryIcon,
    subcategories: AccountTreeIcon,
    products: Inventory2Icon,
    appointmentTypes: EventNoteIcon,
    paymentMethods: PaymentsIcon,
  },
} satisfies Feature;
