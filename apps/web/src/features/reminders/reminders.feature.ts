import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { listPage, type Feature } from '../../lib/feature';

export const remindersFeature = {
  pages: {
    // Every role reads them: the API keeps branch staff to their branch's reminders.
    reminders: listPage(
      () => import('./reminders-page').then((m) => m.RemindersPage),
      ['reminders'],
    ),
  },
  icons: { reminders: NotificationsActiveIcon },
} satisfies Feature;
