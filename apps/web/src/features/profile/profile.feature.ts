import type { Feature } from '../../lib/feature';

export const profileFeature = {
  // Reached from the user menu, not the side menu.
  routes: [
    {
      path: '/profile',
      load: () => import('./profile-page').then((m) => m.ProfilePage),
      messages: ['workspace', 'security'],
    },
  ],
} satisfies Feature;
