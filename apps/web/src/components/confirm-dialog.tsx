import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs, the buttons stay disabled so it cannot be fired twice. */
  busy?: boolean;
}

/**
 * How long after the dialog opens a click on its backdrop is still the second click of the double
 * click that opened it (Windows' default double-click time), not a wish to cancel.
 */
export const DOUBLE_CLICK_MS = 500;

/** A click's count: 2 for the second click of a double click (`detail` of a DOM click). */
const clickCount = (event: object) =>
  'detail' in event && typeof event.detail === 'number' ? event.detail : 1;

export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  // A double click on "Ejecutar" opens the dialog with its first click; its second lands on the
  // backdrop, which would close the dialog before it is read. The backdrop cancels only a click
  // of its own; Escape and "Cancelar" always do.
  const close = (event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (busy) return;
    const echo = clickCount(event) > 1 || performance.now() - openedAt.current < DOUBLE_CLICK_MS;
    if (reason === 'backdropClick' && echo) return;
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" loading={busy} autoFocus>
          {t('common.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
