import { formatDateTime } from '@iris/domain/common/dates';
import {
  createPrivacyNoticeSchema,
  type PrivacyNotice,
} from '@iris/domain/privacy/privacy-notice.schemas';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { useConfirm } from '../../components/use-confirm';
import { resourceQueries } from '../../lib/resource-queries';
import { NOTICES_TABLE, privacyQueries, publishNotice } from './privacy-api';

function noticeColumns(t: TFunction, current: number | null): TableColumn<PrivacyNotice>[] {
  return [
    {
      field: 'version',
      headerName: t('privacyNotices.version'),
      width: 170,
      phone: true,
      renderCell: ({ row }) => (
        <>
          {row.version}{' '}
          {row.version === current && (
            <Chip size="small" color="success" label={t('privacyNotices.current')} />
          )}
        </>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('privacyNotices.publishedAt'),
      width: 160,
      sortable: false,
      phone: true,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'createdBy',
      headerName: t('privacyNotices.publishedBy'),
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (value: PrivacyNotice['createdBy']) => value?.name ?? '',
    },
  ];
}

/** A new version's text, published after a confirmation that names its number. */
function PublishDialog({
  open,
  next,
  onClose,
}: {
  open: boolean;
  next: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
      <FormDialog
        open={open}
        title={t('privacyNotices.publishTitle')}
        schema={createPrivacyNoticeSchema}
        defaultValues={{ text: '' }}
        onSubmit={async ({ text }) => {
          const yes = await confirm({
            title: t('privacyNotices.confirmTitle', { version: next }),
            text: t('privacyNotices.confirm'),
          });
          if (!yes) return null;
          return { message: await publishNotice(text) };
        }}
        onClose={onClose}
        onSaved={() => {
          void queryClient.invalidateQueries({
            queryKey: resourceQueries.tablePages(NOTICES_TABLE),
          });
          void queryClient.invalidateQueries({ queryKey: privacyQueries.currentNotice().queryKey });
        }}
        submitLabel={t('privacyNotices.publishButton')}
      >
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('privacyNotices.publishHint', { version: next })}
        </Typography>
        <TextInput name="text" label={t('privacyNotices.text')} minRows={12} autoFocus />
      </FormDialog>
      {confirmDialog}
    </>
  );
}

/**
 * `/privacyNotices` (super_admin; docs/rules.md, Privacy and accounts): the versions of the aviso
 * de privacidad, the one in force marked, each text readable; a new version is published after a
 * confirmation, and none is ever edited.
 */
export function PrivacyNoticesPage() {
  const { t } = useTranslation();
  const current = useQuery(privacyQueries.currentNotice());
  const currentVersion = current.data?.version ?? null;
  const columns = useMemo(() => noticeColumns(t, currentVersion), [t, currentVersion]);
  const [publishing, setPublishing] = useState(false);
  const [shown, setShown] = useState<PrivacyNotice | null>(null);

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('privacyNotices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('privacyNotices.intro')}
      </Typography>
      <DataTable<PrivacyNotice>
        endpoint={NOTICES_TABLE}
        columns={columns}
        defaultSortBy="version"
        searchable={false}
        emptyText={t('privacyNotices.empty')}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={current.isPending}
            onClick={() => setPublishing(true)}
          >
            {t('privacyNotices.publish')}
          </Button>
        }
        actions={(row) => (
          <Button
            size="small"
            onClick={rowAction(() => setShown(row))}
            aria-label={t('privacyNotices.viewLabel', { version: row.version })}
          >
            {t('privacyNotices.view')}
          </Button>
        )}
      />
      <PublishDialog
        open={publishing}
        next={(currentVersion ?? 0) + 1}
        onClose={() => setPublishing(false)}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} fullWidth maxWidth="md">
        <DialogTitle>
          {t('privacyNotices.viewTitle', { version: shown?.version ?? '' })}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{shown?.text}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)}>{t('arco.close')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
