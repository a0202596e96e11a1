import HomeIcon from '@mui/icons-material/Home';
import type { Feature } from '../../lib/feature';
import type { DashboardMessages } from './dashboard-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    dashboard: DashboardMessages;
  }
}

export const dashboardFeature = {
  messages: {
    dashboard: {
      es: () => import('./dashboard-es').then((m) => m.dashboardEs),
      en: () => import('./dashboard-en').then((m) => m.dashboardEn),
    },
  },
  routes: [
    {
      path: '/',
      load: () => import('./dashboard-page').then((m) => m.DashboardPage),
      messages: ['dashboard'],
      menu: { label: 'menu.home', icon: 'home' },
    },
  ],
  icons: { home: HomeIcon },
} satisfies Feature;
