import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { listPage, type Feature } from '../../lib/feature';
import type { AccessLogMessages } from './access-log-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    accessLog: AccessLogMessages;
  }
}

export const accessLogFeature = {
  messages: {
    accessLog: {
      es: () => import('./access-log-es').then((m) => m.accessLogEs),
      en: () => import('./access-log-en').then((m) => m.accessLogEn),
    },
  },
  pages: {
    'access-log': listPage(
      () => import('./access-log-page').then((m) => m.AccessLogPage),
      ['accessLog'],
    ),
  },
  icons: { accessLog: ManageSearchIcon },
} satisfies Feature;
