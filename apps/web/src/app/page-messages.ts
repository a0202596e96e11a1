import type { PageKind } from '@iris/domain/registry/resources';
import type { ComponentType } from 'react';
import { loadMessages, type MessageBundle } from '../lib/i18n';

/**
 * The message bundles each kind of page shows besides the shell's. A branch's list and form need
 * only the catalogue's, but its edit page is the workspace, whose tabs show the calendar, the
 * patients and the stock.
 */
export const PAGE_MESSAGES: Record<PageKind, readonly MessageBundle[]> = {
  catalogue: ['catalogue'],
  branch: ['catalogue', 'workspace', 'clinical', 'inventory'],
  users: [],
  storage: ['inventory', 'workspace'],
  movement: ['inventory'],
  customer: ['clinical', 'workspace', 'prescriptions', 'labOrders'],
  'access-log': ['clinical'],
  questionnaire: ['questionnaire'],
  sales: ['sales'],
  // The registers' summary is the sales bundle's (cashRegister.*).
  reports: ['reports', 'sales'],
  'lab-orders': ['labOrders'],
  reminders: ['reminders'],
  within: [],
};

/** A page's code and its strings, fetched together: a page is never drawn with bare keys. */
export const withMessages =
  (bundles: readonly MessageBundle[], load: () => Promise<ComponentType>) =>
  (): Promise<ComponentType> =>
    Promise.all([load(), loadMessages(bundles)]).then(([page]) => page);
