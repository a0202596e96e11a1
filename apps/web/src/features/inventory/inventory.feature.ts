import type { Feature } from '../../lib/feature';

export const inventoryFeature = {
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
