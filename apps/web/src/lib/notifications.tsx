import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { errorText } from './api-client';

/** SPEC.md §8-9: top right, 3 seconds, green on success and orange on failure. */
export const NOTIFICATION_TIMEOUT_MS = 3000;

type Severity = 'success' | 'warning';

interface Notification {
  key: number;
  message: string;
  severity: Severity;
}

export interface Notifier {
  success: (message: string) => void;
  failure: (message: string) => void;
  /** Shows the server's message of an ApiError, or the generic system error. */
  error: (error: unknown) => void;
}

const NotificationContext = createContext<Notifier | null>(null);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: Severity) => {
    setCurrent({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const notifier = useMemo<Notifier>(
    () => ({
      success: (message) => show(message, 'success'),
      failure: (message) => show(message, 'warning'),
      error: (error) => show(errorText(error), 'warning'),
    }),
    [show],
  );

  return (
    <NotificationContext value={notifier}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={NOTIFICATION_TIMEOUT_MS}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert
          severity={current?.severity ?? 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotificationContext>
  );
}

export function useNotify(): Notifier {
  const notifier = use(NotificationContext);
  if (!notifier) throw new Error('useNotify must be used inside NotificationProvider');
  return notifier;
}
