import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

/** SPEC.md §8-9: top right, 3 seconds, green on success and orange on failure. */
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
        // Below the top bar, so that the user menu stays within reach while a notice shows.
        sx={{ top: { xs: 64, sm: 72 } }}
      >
        <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
