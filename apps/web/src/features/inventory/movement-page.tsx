import { movementStatus } from '@iris/domain/inventory/movement-status';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useConfirm } from '../../components/use-confirm';
import { ApiError, errorText } from '../../lib/api-client';
import { shownDate } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { decodeId, encodeId } from '../../lib/route-id';
import {
  cancelMovement,
  DETAILS_TABLE,
  executeMovement,
  MOVEMENTS_TABLE,
  STOCK_TABLE,
  useMovement,
} from './inventory-api';
import { MovementDetailsTable } from './movement-details-table';
import { MovementFormDialog } from './movement-form-dialog';
import { folioOf, StatusChip, useMovementEnds, useMovementLabel } from './movement-labels';

/**
 * `/movement/{movementId}/{storageId}` (docs/spec.md §2, §4): a movement seen from one of its storages.
 * While NUEVO its header is edited, its lines added, changed and removed, and it is executed or
 * cancelled after confirming; then it is read-only.
 */
export function MovementPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = decodeId(params.id);
  const storageId = decodeId(params.storage);
  const movement = useMovement(id);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const labelOf = useMovementLabel();
  const endsOf = useMovementEnds();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState(false);

  if (id === null || storageId === null) return <NotFoundPage />;
  const data = movement.data;
  const refused = movement.error instanceof ApiError && [403, 404].includes(movement.error.status);
  const mine = data && [data.storageId, data.estorageId].includes(storageId);
  if (refused || (data && !mine)) return <NotFoundPage />;
  if (movement.isError) return <Alert severity="warning">{errorText(movement.error)}</Alert>;
  if (!data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }

  const here = data.storageId === storageId ? data.storage : data.estorage;
  const editable = movementStatus.isEditable(data.status);
  const refresh = () => {
    void movement.refetch();
    for (const table of [DETAILS_TABLE, MOVEMENTS_TABLE, STOCK_TABLE] as const) {
      void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(table) });
    }
  };
  const act = async (kind: 'execute' | 'cancel') => {
    const yes = await confirm({
      title: t(kind === 'execute' ? 'movements.executeTitle' : 'movements.cancel'),
      text: t(kind === 'execute' ? 'movements.executeText' : 'movements.cancelText', {
        serial: folioOf(data),
      }),
    });
    if (!yes) return;
    try {
      const answer = await (kind === 'execute'
        ? executeMovement(data.id)
        : cancelMovement(data.id));
      notify.success(answer.message);
      refresh();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        {here && (
          <Button
            component={Link}
            to={`/storages/${encodeId(storageId)}/${encodeId(here.branch.id)}?tab=movements`}
            startIcon={<ArrowBackIcon />}
            sx={{ mb: 2 }}
          >
            {t('movements.back')}
          </Button>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {t('movements.title', { serial: folioOf(data) })}
          </Typography>
          <StatusChip status={data.status} />
        </Stack>
        <Typography>
          {labelOf(data, storageId)} · {shownDate(data.date)} {data.time}
        </Typography>
        <Typography color="text.secondary">{endsOf(data)}</Typography>
        {editable ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('movements.edit')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<PlayArrowIcon />}
              onClick={() => void act('execute')}
            >
              {t('movements.execute')}
            </Button>
            <Button color="error" startIcon={<BlockIcon />} onClick={() => void act('cancel')}>
              {t('movements.cancel')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('movements.readOnly')}
          </Alert>
        )}
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('details.title')}
        </Typography>
        <MovementDetailsTable movement={data} editable={editable} onChanged={refresh} />
      </Paper>
      <MovementFormDialog
        open={editing}
        storageId={data.storageId}
        branchId={data.storage.branch.id}
        movement={data}
        onClose={() => setEditing(false)}
        onSaved={refresh}
      />
      {confirmDialog}
    </Stack>
  );
}
