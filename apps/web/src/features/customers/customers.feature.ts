import type { Feature } from '../../lib/feature';
import type { CustomersMessages } from './customers-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    customers: CustomersMessages;
  }
}

/**
 * The customers feature draws no page of its own: the patient's record and the branch's customers
 * tab are the app's workspaces (app/workspace-pages.ts), which name its strings.
 */
export const customersFeature = {
  messages: {
    customers: {
      es: () => import('./customers-es').then((m) => m.customersEs),
      en: () => import('./customers-en').then((m) => m.customersEn),
    },
  },
} satisfies Feature;
