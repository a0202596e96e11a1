import BiotechIcon from '@mui/icons-material/Biotech';
import { listPage, type Feature } from '../../lib/feature';

export const labOrdersFeature = {
  pages: {
    // Every role opens the board: the API keeps branch staff to their branch's orders.
    'lab-orders': listPage(
      () => import('./lab-orders-board').then((m) => m.LabOrdersBoard),
      ['labOrders'],
    ),
  },
  icons: { labOrders: BiotechIcon },
} satisfies Feature;
