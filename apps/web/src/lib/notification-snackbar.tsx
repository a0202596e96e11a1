import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

/**
 * SPEC.md §8-9: 3 seconds, green on success and orange on failure. Not at the top right as the
 * spec has it: there it covered the buttons staff press next (a patient's "Editar datos", the
 * documents viewer's arrow). At the bottom left of the page, past the side menu, nothing is
 * pressed; on a phone it spans the bottom, a little above the edge.
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
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // The side menu is 248 px wide from md up (app-layout.tsx): the notice starts past it.
        sx={{
          left: { md: 248 + 24 },
          bottom: { xs: 'calc(16px + env(safe-area-inset-bottom))', sm: 24 },
        }}
      >
        <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
