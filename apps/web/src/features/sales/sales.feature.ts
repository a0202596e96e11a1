import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { Feature } from '../../lib/feature';

export const salesFeature = {
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
