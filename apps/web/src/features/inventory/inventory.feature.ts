import type { Feature } from '../../lib/feature';
import type { InventoryMessages } from './inventory-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    inventory: InventoryMessages;
  }
}

export const inventoryFeature = {
  messages: {
    inventory: {
      es: () => import('./inventory-es').then((m) => m.inventoryEs),
      en: () => import('./inventory-en').then((m) => m.inventoryEn),
    },
  },
  pages: {
    // A movement's page, reached from its storage (the storage's page is the app's workspace).
    movement: (entry) => [
      {
        path: `${entry.path}/:id/:storage`,
        load: () => import('./movement-page').then((m) => m.MovementPage),
        messages: ['inventory'],
      },
    ],
  },
} satisfies Feature;
