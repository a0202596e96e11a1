import type { PageKind } from '@iris/domain/registry/resources';
import { accessLogFeature } from '../features/access-log/access-log.feature';
import { catalogueFeature } from '../features/catalogue/catalogue.feature';
import { customersFeature } from '../features/customers/customers.feature';
import { dashboardFeature } from '../features/dashboard/dashboard.feature';
import { inventoryFeature } from '../features/inventory/inventory.feature';
import { invoicingFeature } from '../features/invoicing/invoicing.feature';
import { labOrdersFeature } from '../features/lab-orders/lab-orders.feature';
import { prescriptionsFeature } from '../features/prescriptions/prescriptions.feature';
import { privacyFeature } from '../features/privacy/privacy.feature';
import { profileFeature } from '../features/profile/profile.feature';
import { questionnaireFeature } from '../features/questionnaire/questionnaire.feature';
import { remindersFeature } from '../features/reminders/reminders.feature';
import { reportsFeature } from '../features/reports/reports.feature';
import { salesFeature } from '../features/sales/sales.feature';
import { usersFeature } from '../features/users/users.feature';
import type { Feature } from '../lib/feature';
import type { MessageBundle, SharedBundle } from '../lib/i18n';
import { workspacePages } from './workspace-pages';

/**
 * Every web feature that adds pages, menu entries or message bundles, registered once: the route
 * table, the side menu and its icons, and the message bundles (registerMessages) map over this list. A feature's own routes come in this order, before the
 * registry's; where two draw the same kind of page, their routes join in this order.
 */
export const FEATURES = [
  dashboardFeature,
  profileFeature,
  usersFeature,
  catalogueFeature,
  inventoryFeature,
  invoicingFeature,
  accessLogFeature,
  questionnaireFeature,
  salesFeature,
  reportsFeature,
  labOrdersFeature,
  remindersFeature,
  privacyFeature,
  customersFeature,
  prescriptionsFeature,
  workspacePages,
] as const satisfies readonly Feature[];

type KindsOf<TFeature> = TFeature extends { pages: infer TPages } ? keyof TPages : never;
/** Compiles only when it is `never`; otherwise the error names what it is. */
type None<T extends never> = T;

/**
 * A kind of page of the registry (packages/domain/registry) that no feature draws does not
 * compile: the error names it.
 */
export type UndrawnPages = None<Exclude<PageKind, KindsOf<(typeof FEATURES)[number]>>>;

type BundlesOf<TFeature> = TFeature extends { messages: infer TMessages } ? keyof TMessages : never;

/**
 * A message bundle declared (lib/i18n.ts, MessageBundles) that no feature of this list loads, and
 * that is not a shared one, does not compile: the error names it.
 */
export type UnloadedBundles = None<
  Exclude<MessageBundle, SharedBundle | BundlesOf<(typeof FEATURES)[number]>>
>;
