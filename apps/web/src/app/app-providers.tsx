import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { NotificationProvider } from '../lib/notifications';
import { SessionProvider } from '../lib/session-context';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>
          <SessionProvider>{children}</SessionProvider>
        </NotificationProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
