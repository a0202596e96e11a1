import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DownloadButton } from '../../components/download-button';
import { useNotify } from '../../lib/notifications';
import { encodeId } from '../../lib/route-id';
import { useHasRoles, useIsSuperAdmin } from '../../lib/session-context';
import { blockCustomer, exportRequest } from './privacy-api';

/** docs/rules.md, Privacy and accounts: the whole record is exported by those who read all of it. */
const EXPORTERS = ['super_admin', 'doctor'] as const;

/**
 * The patient's record's "Privacidad" section: the access export for super_admin and doctors, and
 * for super_admin (the privacy officer) the block of a cancelación, confirmed first. A blocked
 * patient is gone from the record's page, so the page goes back to the branch's customers.
 */
export function PrivacySection({
  customer,
}: {
  customer: { id: number; name: string; branchId: number };
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const exports = useHasRoles(EXPORTERS);
  const blocks = useIsSuperAdmin();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!exports && !blocks) return null;

  const block = async () => {
    setBusy(true);
    try {
      notify.success((await blockCustomer(customer.id)).message);
      setConfirming(false);
      await queryClient.invalidateQueries();
      void navigate(`/branches/edit/${encodeId(customer.branchId)}?tab=customers`);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="privacy-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" id="privacy-title">
        {t('recordPrivacy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('recordPrivacy.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {exports && (
          <DownloadButton label={t('recordPrivacy.export')} request={exportRequest(customer.id)} />
        )}
        {blocks && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<BlockIcon />}
            onClick={() => setConfirming(true)}
          >
            {t('recordPrivacy.block')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('recordPrivacy.blockTitle')}
        text={t('recordPrivacy.blockText', { name: customer.name })}
        busy={busy}
        onConfirm={() => void block()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
