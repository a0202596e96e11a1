import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { listPage, type Feature } from '../../lib/feature';
import type { RemindersMessages } from './reminders-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    reminders: RemindersMessages;
  }
}

export const remindersFeature = {
  messages: {
    reminders: {
      es: () => import('./reminders-es').then((m) => m.remindersEs),
      en: () => import('./reminders-en').then((m) => m.remindersEn),
    },
  },
  pages: {
    // Every role reads them: the API keeps branch staff to their branch's reminders.
    reminders: listPage(
      () => import('./reminders-page').then((m) => m.RemindersPage),
      ['reminders'],
    ),
  },
  icons: { reminders: NotificationsActiveIcon },
} satisfies Feature;
