import type { BlockedCustomer } from '@iris/domain/customers/customer-privacy.schemas';
import { formatDateTime } from '@iris/domain/common/dates';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DownloadButton } from '../../components/download-button';
import { errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { anonymizeCustomer, BLOCKED_TABLE_ENDPOINT, exportRequest } from './privacy-api';

/**
 * A blocked patient, for super_admin: their access export and, confirmed first, their anonymisation.
 * A refusal (the retention period still running, `retention_period`) stays written in the dialog
 * with its dates, not in a notice that fades.
 */
export function BlockedCustomerDialog({
  customer,
  onClose,
}: {
  customer: BlockedCustomer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const anonymize = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      notify.success((await anonymizeCustomer(customer.id)).message);
      await queryClient.invalidateQueries({
        queryKey: resourceQueries.tablePages(BLOCKED_TABLE_ENDPOINT),
      });
      onClose();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('recordPrivacy.dialogTitle', { name: customer.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {customer.anonymizedAt
              ? t('recordPrivacy.anonymizedText', { date: formatDateTime(customer.anonymizedAt) })
              : t('recordPrivacy.dialogText', { date: formatDateTime(customer.blockedAt) })}
          </DialogContentText>
          {refusal && (
            <Alert severity="warning" role="alert">
              {refusal}
            </Alert>
          )}
          <DownloadButton label={t('recordPrivacy.export')} request={exportRequest(customer.id)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {!customer.anonymizedAt && (
          <Button color="error" variant="contained" onClick={() => setConfirming(true)}>
            {t('recordPrivacy.anonymize')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('recordPrivacy.anonymizeTitle')}
        text={t('recordPrivacy.anonymizeText', { name: customer.name })}
        busy={busy}
        onConfirm={() => void anonymize()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
