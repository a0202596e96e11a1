import type { Feature } from '../../lib/feature';
import type { PrescriptionsMessages } from './prescriptions-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    prescriptions: PrescriptionsMessages;
  }
}

/**
 * The prescriptions feature draws no page of its own: its tab is in the patient's record, which
 * the app's workspace (app/customer-workspace.tsx) puts together and which names its strings.
 */
export const prescriptionsFeature = {
  messages: {
    prescriptions: {
      es: () => import('./prescriptions-es').then((m) => m.prescriptionsEs),
      en: () => import('./prescriptions-en').then((m) => m.prescriptionsEn),
    },
  },
} satisfies Feature;
