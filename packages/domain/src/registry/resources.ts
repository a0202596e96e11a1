import { namedCatalogue } from '../catalogue/catalogue-declaration.js';
import {
  branchesCatalogue,
  countriesCatalogue,
  municipalitiesCatalogue,
  statesCatalogue,
} from '../catalogue/geography.catalogues.js';
import { productsCatalogue, subcategoriesCatalogue } from '../catalogue/products.catalogues.js';
import { versionsCatalogue } from '../catalogue/versions.catalogue.js';
import type { Role } from '../users/roles.js';

/** Side-menu sections; an entry of a group sits under its heading. */
export type MenuGroup = 'catalogues';

/**
 * How the web draws a resource's pages: `catalogue` the generic list and form; `branch` the same
 * list and form, with the branch workspace (tabs) as its edit page; `users` the staff page;
 * `storage` a record's page under `{path}/:id/:branch`, reached from its branch; `movement` one
 * under `{path}/:id/:storage`, reached from its storage; `customer` the patient's area under
 * `{path}/index/:id`; `access-log` a list; `questionnaire` the questionnaire's tree; `within`
 * none of its own (a patient's notes are tabs of the patient's area, answers are written in the
 * questionnaire's tree).
 */
export type PageKind =
  | 'catalogue'
  | 'branch'
  | 'users'
  | 'storage'
  | 'movement'
  | 'customer'
  | 'access-log'
  | 'questionnaire'
  | 'within';

export interface ResourceEntry {
  /** The web path of its list; `new` and `edit/:id` hang from it for catalogue pages. */
  path: string;
  /**
   * Menu label, icon and form-title key (the web's es/en catalogues are checked against it; an
   * icon of its own is optional); none for a resource reached from another's page.
   */
  menu?: string;
  group?: MenuGroup;
  pages: PageKind;
  /** Roles that may open its pages (SPEC.md §6: every role of the user must be listed); none: any. */
  roles?: readonly Role[];
}

/**
 * Every resource, registered once and in menu order: its API name (the key, `/api/{name}/…`),
 * its web path and its menu entry; a catalogue's entry is its whole declaration (schemas, record,
 * list and form). The API's declarations and the web's pages are maps over these names, so a
 * resource missing on either side does not compile.
 */

export const RESOURCES = {
  users: { path: '/users', menu: 'users', pages: 'users', roles: ['super_admin'] },
  'application-versions': versionsCatalogue,
  countries: countriesCatalogue,
  states: statesCatalogue,
  municipalities: municipalitiesCatalogue,
  branches: branchesCatalogue,
  categories: namedCatalogue('/categories', 'categories'),
  subcategories: subcategoriesCatalogue,
  products: productsCatalogue,
  'appointment-type': namedCatalogue('/appointmentType', 'appointmentTypes'),
  'payment-methods': namedCatalogue('/paymentMethods', 'paymentMethods'),
  storages: { path: '/storages', pages: 'storage' },
  // Stock and movements are tabs of the storage page; a movement has its page.
  stock: { path: '/storages', pages: 'within' },
  movements: { path: '/movement', pages: 'movement' },
  'movement-details': { path: '/movement', pages: 'within' },
  customers: { path: '/customers', pages: 'customer' },
  notes: { path: '/customers', pages: 'within' },
  'notes-doctor': { path: '/customers', pages: 'within' },
  // The calendar is a tab of the branch workspace.
  'branches-calendar': { path: '/branches', pages: 'within' },
  // Everyone reads the questionnaire; the API lets only super_admin change it.
  questions: { path: '/questions', menu: 'questions', pages: 'questionnaire' },
  answers: { path: '/questions', pages: 'within' },
  'answers-questions': { path: '/questions', pages: 'within' },
  'access-log': {
    path: '/access-log',
    menu: 'accessLog',
    pages: 'access-log',
    roles: ['super_admin'],
  },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;

/** The resources whose list and form are the generic catalogue pages: those declared as one. */
export type CatalogueName = {
  [K in ResourceName]: (typeof RESOURCES)[K] extends { shape: object } ? K : never;
}[ResourceName];

export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

export const isCatalogueResource = (name: ResourceName): name is CatalogueName =>
  'shape' in RESOURCES[name];

/** The catalogue resources, in menu order. */
export const CATALOGUE_NAMES = RESOURCE_NAMES.filter(isCatalogueResource);

/** A catalogue's declaration, typed by its name. */
export const catalogueOf = <N extends CatalogueName>(name: N): (typeof RESOURCES)[N] =>
  RESOURCES[name];
