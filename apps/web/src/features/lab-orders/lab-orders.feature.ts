import BiotechIcon from '@mui/icons-material/Biotech';
import { listPage, type Feature } from '../../lib/feature';
import type { LabOrdersMessages } from './lab-orders-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    labOrders: LabOrdersMessages;
  }
}

export const labOrdersFeature = {
  messages: {
    labOrders: {
      es: () => import('./lab-orders-es').then((m) => m.labOrdersEs),
      en: () => import('./lab-orders-en').then((m) => m.labOrdersEn),
    },
  },
  pages: {
    // Every role opens the board: the API keeps branch staff to their branch's orders.
    'lab-orders': listPage(
      () => import('./lab-orders-board').then((m) => m.LabOrdersBoard),
      ['labOrders'],
    ),
  },
  icons: { labOrders: BiotechIcon },
} satisfies Feature;
