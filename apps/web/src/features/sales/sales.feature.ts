import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { Feature } from '../../lib/feature';
import type { SalesMessages } from './sales-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    sales: SalesMessages;
  }
}

export const salesFeature = {
  messages: {
    sales: {
      es: () => import('./sales-es').then((m) => m.salesEs),
      en: () => import('./sales-en').then((m) => m.salesEn),
    },
  },
  pages: {
    // The sales list; a sale's page (`/sales/:id`) is the app's workspace.
    sales: (entry, _name, menu) => [
      {
        path: entry.path,
        load: () => import('./sales-page').then((m) => m.SalesPage),
        messages: ['sales'],
        menu,
      },
    ],
  },
  icons: { sales: PointOfSaleIcon },
} satisfies Feature;
