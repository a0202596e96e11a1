import type { Role } from '../users/roles.js';

/** Side-menu sections; an entry of a group sits under its heading. */
export type MenuGroup = 'catalogues' | 'reports';

/**
 * How the web draws a resource's pages: `catalogue` the generic list and form; `branch` the same
 * list and form, with the branch workspace (tabs) as its edit page; `users` the staff page;
 * `storage` a record's page under `{path}/:id/:branch`, reached from its branch; `movement` one
 * under `{path}/:id/:storage`, reached from its storage; `customer` the patient's area under
 * `{path}/index/:id`; `access-log` a list; `questionnaire` the questionnaire's tree; `sales` the
 * sales list at `{path}` and a sale's page under `{path}/:id`; `reports` the payments report at
 * `{path}` and, beside it in the menu's Reportes, the sales report and the registers' closes
 * (`/reports/sales`, `/reports/audits`); `lab-orders` the branch's board of lab orders at
 * `{path}`; `reminders` the reminders sent and to send at `{path}`; `within` none of its own (a
 * patient's notes are tabs of the patient's area, answers are written in the questionnaire's
 * tree); `fiscal-issuers` the fiscal issuers' list, form and CSD upload at `{path}`; `invoices`
 * the CFDIs of the branch at `{path}`; `privacy-notices` the versions of the aviso de privacidad
 * and the publishing of a new one at `{path}`; `arco-requests` the patients' ARCO requests at
 * `{path}`.
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
  | 'sales'
  | 'reports'
  | 'lab-orders'
  | 'reminders'
  | 'fiscal-issuers'
  | 'invoices'
  | 'privacy-notices'
  | 'arco-requests'
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
  /** Roles that may open its pages (docs/spec.md §6: every role of the user must be listed); none: any. */
  roles?: readonly Role[];
}

/**
 * A catalogue's entry: its list at `path` (its form at `{path}/new` and `{path}/edit/{id}`), the
 * menu label and form titles under `menu`; a catalogue that is more than a unique name declares
 * its fields in catalogue/catalogues.ts.
 */
const catalogue = <const TMenu extends string>(
  path: string,
  menu: TMenu,
  pages: 'catalogue' | 'branch' = 'catalogue',
) => ({ path, menu, group: 'catalogues' as const, pages });

/**
 * Every resource, registered once and in menu order: its API name (the key, `/api/{name}/…`),
 * its web path, its menu entry and the kind of page that draws it. The API's declarations and the
 * web's pages are maps over these names, so a resource missing on either side does not compile.
 */

export const RESOURCES = {
  users: { path: '/users', menu: 'users', pages: 'users', roles: ['super_admin'] },
  'application-versions': catalogue('/application-versions', 'versions'),
  countries: catalogue('/countries', 'countries'),
  states: catalogue('/states', 'states'),
  municipalities: catalogue('/municipalities', 'municipalities'),
  branches: catalogue('/branches', 'branches', 'branch'),
  categories: catalogue('/categories', 'categories'),
  subcategories: catalogue('/subcategories', 'subcategories'),
  products: catalogue('/products', 'products'),
  'appointment-type': catalogue('/appointmentType', 'appointmentTypes'),
  'payment-methods': catalogue('/paymentMethods', 'paymentMethods'),
  laboratories: catalogue('/laboratories', 'laboratories'),
  // docs/rules.md, Invoicing: who issues the CFDI, and its CSD; super_admin's alone.
  'fiscal-issuers': {
    path: '/fiscalIssuers',
    menu: 'fiscalIssuers',
    group: 'catalogues',
    pages: 'fiscal-issuers',
    roles: ['super_admin'],
  },
  storages: { path: '/storages', pages: 'storage' },
  // Stock and movements are tabs of the storage page; a movement has its page.
  stock: { path: '/storages', pages: 'within' },
  movements: { path: '/movement', pages: 'movement' },
  'movement-details': { path: '/movement', pages: 'within' },
  customers: { path: '/customers', pages: 'customer' },
  notes: { path: '/customers', pages: 'within' },
  'notes-doctor': { path: '/customers', pages: 'within' },
  // The patient's optical prescriptions (graduación): a tab of the patient's area.
  prescriptions: { path: '/customers', pages: 'within' },
  // The calendar is a tab of the branch workspace.
  'branches-calendar': { path: '/branches', pages: 'within' },
  // Everyone reads the questionnaire; the API lets only super_admin change it.
  questions: { path: '/questions', menu: 'questions', pages: 'questionnaire' },
  answers: { path: '/questions', pages: 'within' },
  'answers-questions': { path: '/questions', pages: 'within' },
  // The sales list and a sale's page; its lines, payments and the cash register live on them.
  shoppings: { path: '/sales', menu: 'sales', pages: 'sales' },
  'shopping-details': { path: '/sales', pages: 'within' },
  payments: { path: '/sales', pages: 'within' },
  audit: { path: '/sales', pages: 'within' },
  // The branch's lab orders by stage (docs/rules.md, Lab orders); a sale and a patient list theirs.
  'lab-orders': { path: '/lab-orders', menu: 'labOrders', pages: 'lab-orders' },
  // Appointment reminders and yearly recalls (docs/rules.md, Reminders and recalls), by branch.
  reminders: { path: '/reminders', menu: 'reminders', pages: 'reminders' },
  // Every CFDI of the branch (docs/rules.md, Invoicing): status, filters, XML and PDF, cancel.
  invoices: { path: '/invoices', menu: 'invoices', pages: 'invoices' },
  // The payments report (shoppings/getTablePayments and getCsv), of one branch's sales.
  'payments-report': {
    path: '/payments',
    menu: 'paymentsReport',
    group: 'reports',
    pages: 'reports',
  },
  'access-log': {
    path: '/access-log',
    menu: 'accessLog',
    pages: 'access-log',
    roles: ['super_admin'],
  },
  // docs/rules.md, Privacy and accounts: the patients' ARCO requests, by branch, and due dates.
  'arco-requests': { path: '/arcoRequests', menu: 'arcoRequests', pages: 'arco-requests' },
  // The versions of the chain's aviso de privacidad; super_admin publishes a new one.
  'privacy-notices': {
    path: '/privacyNotices',
    menu: 'privacyNotices',
    pages: 'privacy-notices',
    roles: ['super_admin'],
  },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;

/** The resources whose list and form are the generic catalogue pages. */
export type CatalogueName = {
  [K in ResourceName]: (typeof RESOURCES)[K] extends { pages: 'catalogue' | 'branch' } ? K : never;
}[ResourceName];

export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

export const isCatalogueResource = (name: ResourceName): name is CatalogueName =>
  RESOURCES[name].pages === 'catalogue' || RESOURCES[name].pages === 'branch';

/** The catalogue resources, in menu order. */
export const CATALOGUE_NAMES = RESOURCE_NAMES.filter(isCatalogueResource);
