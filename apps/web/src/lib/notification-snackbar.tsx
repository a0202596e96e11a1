import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

/**
 * docs/spec.md §8-9: 3 seconds, green on success and orange on failure, at the top right. It sits over
 * the top bar, not under it: under the bar are the page's own buttons (a patient's "Editar datos",
 * "Nuevo usuario", a sale's "Imprimir"), and at the bottom it covered the tables' totals (issue
 * 37). Over the bar it hides the register and the user menu for those 3 seconds, or until closed.
 * On a phone it spans the top, over the bar.
 */
export const NOTIFICATION_TIMEOUT_MS = 3000;

export interface NotificationSnackbarProps {
  message: string;
  severity: 'success' | 'warning';
  open: boolean;
  onClose: () => void;
}

export function NotificationSnackbar({
  message,
  severity,
  open,
  onClose,
}: NotificationSnackbarProps) {
  // In a node of its own at the end of the page: a modal dialog hides the app from assistive
  // technology (aria-hidden), and a notice raised from inside that dialog must still be heard.
  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={NOTIFICATION_TIMEOUT_MS}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Inside the top bar's height (56 px on a phone, 64 from sm up): none of the page under it.
        sx={{
          top: { xs: 'calc(4px + env(safe-area-inset-top))', sm: 8 },
          right: { sm: 16 },
        }}
      >
        <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
