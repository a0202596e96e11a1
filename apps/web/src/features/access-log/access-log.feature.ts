import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { listPage, type Feature } from '../../lib/feature';

export const accessLogFeature = {
  pages: {
    'access-log': listPage(
      () => import('./access-log-page').then((m) => m.AccessLogPage),
      ['clinical'],
    ),
  },
  icons: { accessLog: ManageSearchIcon },
} satisfies Feature;
