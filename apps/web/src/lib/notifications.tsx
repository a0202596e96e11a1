import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { errorText } from './api-client';

// The snackbar's code arrives with the first notification, not with the login page.
const NotificationSnackbar = lazy(() =>
  import('./notification-snackbar').then((module) => ({ default: module.NotificationSnackbar })),
);

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
      {current && (
        <Suspense>
          <NotificationSnackbar
            key={current.key}
            message={current.message}
            severity={current.severity}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </NotificationContext>
  );
}

export function useNotify(): Notifier {
  const notifier = use(NotificationContext);
  if (!notifier) throw new Error('useNotify must be used inside NotificationProvider');
  return notifier;
}
