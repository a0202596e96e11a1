import type { ResourceName } from '@iris/domain/registry/resources';
import type { ApiModule } from '../lib/api-module.js';
import type { AnyResource } from '../lib/recipe/resource.js';
import { authModule } from './auth/auth.module.js';
import { calendarModule } from './calendar/calendar.module.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { customersModule } from './customers/customers.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { healthModule } from './health/health.module.js';
import { inventoryModule } from './inventory/inventory.module.js';
import { invoicingModule } from './invoicing/invoicing.module.js';
import { labOrdersModule } from './lab-orders/lab-orders.module.js';
import { privacyModule } from './privacy/privacy.module.js';
import { prescriptionsModule } from './prescriptions/prescriptions.module.js';
import { questionnaireModule } from './questionnaire/questionnaire.module.js';
import { remindersModule } from './reminders/reminders.module.js';
import { reportsModule } from './reports/reports.module.js';
import { salesModule } from './sales/sales.module.js';
import { usersModule } from './users/users.module.js';
import { whatsappModule } from './whatsapp/whatsapp.module.js';

/**
 * Every area of the API, in the order app.ts registers them (each its resources, then its own
 * routes, then its jobs). A new resource is declared in its area's module; a new area is one line
 * here.
 */
export const API_MODULES = [
  healthModule,
  authModule,
  usersModule,
  catalogueModule,
  customersModule,
  calendarModule,
  inventoryModule,
  questionnaireModule,
  salesModule,
  reportsModule,
  dashboardModule,
  prescriptionsModule,
  labOrdersModule,
  remindersModule,
  invoicingModule,
  whatsappModule,
  privacyModule,
] as const;

type ResourcesOf<TModule> = TModule extends ApiModule<infer TResources> ? keyof TResources : never;
type Declared = ResourcesOf<(typeof API_MODULES)[number]>;
/** Compiles only when it is `never`; otherwise the error names what it is. */
type None<T extends never> = T;

/**
 * A resource of the registry (packages/domain/registry) that no module declares does not compile:
 * the error names it.
 */
export type UndeclaredResources = None<Exclude<ResourceName, Declared>>;

function byName(): Record<ResourceName, AnyResource> {
  const resources = new Map<string, AnyResource>();
  for (const module of API_MODULES) {
    for (const [name, resource] of Object.entries(module.resources)) {
      if (resources.has(name)) throw new Error(`${name}: declared by two modules`);
      resources.set(name, resource);
    }
  }
  return Object.fromEntries(resources) as Record<ResourceName, AnyResource>;
}

/** The API declaration of every resource of the registry, by name, in the modules' order. */
export const API_RESOURCES = byName();
