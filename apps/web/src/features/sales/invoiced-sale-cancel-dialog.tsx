import type { Sale } from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { useIsSuperAdmin } from '../../lib/session-context';
import { cancelSale, cancelSaleInvoice } from './sale-api';

export interface InvoicedSaleCancelDialogProps {
  sale: Sale;
  /** The valid CFDI that covers the sale; null: closed. */
  invoice: NonNullable<Sale['invoice']> | null;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * "Cancelar venta" of a sale a valid CFDI covers (docs/rules.md, Cancellation): the API refuses it
 * until the CFDI is cancelled, so the confirmation names the CFDI. An administrator may cancel
 * both in one step (the CFDI with reason 03, then the sale), told first when the receiver must
 * accept it (the sale then waits for the SAT); the staff are told an administrator must cancel the
 * CFDI first. A global invoice is cancelled and issued again in Facturas. A CFDI whose
 * cancellation waits for its receiver (EN_PROCESO) is only waited for.
 */
export function InvoicedSaleCancelDialog(props: InvoicedSaleCancelDialogProps) {
  const { sale, invoice, onClose, onChanged } = props;
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isAdmin = useIsSuperAdmin();
  const [busy, setBusy] = useState(false);
  const record = useQuery(resourceQueries.record('invoices', invoice?.id ?? null));
  const waiting = invoice?.status === 'EN_PROCESO';
  const canDoBoth = isAdmin && invoice?.global === false && !waiting;

  const cancelBoth = async () => {
    if (!invoice) return;
    setBusy(true);
    try {
      const cancelled = await cancelSaleInvoice(invoice.id);
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      // A cancellation the receiver must accept leaves the CFDI valid: the sale waits for it.
      if (cancelled.data.data.status !== 'CANCELADA') notify.success(cancelled.message);
      else notify.success((await cancelSale(sale.id)).message);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
      onChanged();
      onClose();
    }
  };

  const explanation = waiting
    ? 'sale.cancelInvoiced.waiting'
    : invoice?.global
      ? 'sale.cancelInvoiced.globalText'
      : isAdmin
        ? 'sale.cancelInvoiced.adminText'
        : 'sale.cancelInvoiced.staffText';
  return (
    <Dialog
      open={invoice !== null}
      // Only Escape or a button: a double click's second click on the backdrop must not close it.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && !busy && onClose()}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle>{t('sale.actions.cancelTitle')}</DialogTitle>
      <DialogContent>
        {record.isPending && <CircularProgress aria-label={t('sale.cancelInvoiced.loading')} />}
        {record.isError && <Alert severity="warning">{errorText(record.error)}</Alert>}
        {record.data && (
          <DialogContentText sx={{ mb: 1 }}>
            {t('sale.cancelInvoiced.has', {
              serial: sale.serial,
              folio: `${record.data.series}-${record.data.folio}`,
              uuid: record.data.uuid,
            })}
          </DialogContentText>
        )}
        <DialogContentText>{t(explanation)}</DialogContentText>
        {canDoBoth && record.data?.cancelNeedsAcceptance && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('sale.cancelInvoiced.acceptance')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t(canDoBoth ? 'sale.cancelInvoiced.back' : 'sale.cancelInvoiced.understood')}
        </Button>
        {canDoBoth && (
          <Button
            color="error"
            variant="contained"
            loading={busy}
            disabled={!record.data}
            onClick={() => void cancelBoth()}
          >
            {t('sale.cancelInvoiced.both')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
