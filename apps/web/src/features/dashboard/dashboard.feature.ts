import HomeIcon from '@mui/icons-material/Home';
import type { Feature } from '../../lib/feature';

export const dashboardFeature = {
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
