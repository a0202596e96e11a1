import type { Movement } from '@iris/domain/inventory/movement.schemas';
import { movementStatus } from '@iris/domain/inventory/movement-status';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { useConfirm } from '../../components/use-confirm';
import { shownDate } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { encodeId } from '../../lib/route-id';
import { resourceQueries } from '../../lib/resource-queries';
import { cancelMovement, MOVEMENTS_TABLE } from './inventory-api';
import { MovementFormDialog } from './movement-form-dialog';
import { folioOf, StatusChip, useMovementLabel } from './movement-labels';

export const movementPath = (movementId: number, storageId: number) =>
  `/movement/${encodeId(movementId)}/${encodeId(storageId)}`;

/**
 * docs/spec.md §2: a storage's movements (serial, type, status, date), a transfer under both of its
 * storages; a row opens its movement; a NUEVO one can be cancelled after confirming.
 */
export function MovementsTab({ storageId, branchId }: { storageId: number; branchId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const labelOf = useMovementLabel();
  const [confirm, confirmDialog] = useConfirm();
  const [creating, setCreating] = useState(false);
  const open = (movement: Movement) => void navigate(movementPath(movement.id, storageId));

  const columns = useMemo<TableColumn<Movement>[]>(
    () => [
      {
        field: 'serial',
        headerName: t('movements.serial'),
        flex: 0.8,
        minWidth: 110,
        phone: true,
        valueGetter: (_value, row) => folioOf(row),
      },
      {
        field: 'type',
        headerName: t('movements.type'),
        flex: 1,
        minWidth: 190,
        phone: true,
        valueGetter: (_value, row) => labelOf(row, storageId),
      },
      {
        field: 'status',
        headerName: t('movements.status'),
        width: 150,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'date',
        headerName: t('movements.date'),
        width: 140,
        valueFormatter: (value: string) => shownDate(value),
      },
    ],
    [t, labelOf, storageId],
  );

  const cancel = async (movement: Movement) => {
    const yes = await confirm({
      title: t('movements.cancel'),
      text: t('movements.cancelText', { serial: folioOf(movement) }),
    });
    if (!yes) return;
    try {
      notify.success((await cancelMovement(movement.id)).message);
      void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(MOVEMENTS_TABLE) });
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <DataTable<Movement>
        endpoint={MOVEMENTS_TABLE}
        urlPrefix="movements"
        columns={columns}
        defaultSortBy="serial"
        filters={{ storageId }}
        searchable={false}
        emptyText={t('movements.empty')}
        onRowClick={open}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('movements.new')}
          </Button>
        }
        actions={(movement) => (
          <>
            <Tooltip title={t('movements.open', { serial: folioOf(movement) })}>
              <IconButton
                size="small"
                aria-label={t('movements.open', { serial: folioOf(movement) })}
                onClick={rowAction(() => open(movement))}
              >
                <ChevronRightIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {movementStatus.canTransition(movement.status, 'CANCELADO') && (
              <Tooltip title={t('movements.cancelLabel', { serial: folioOf(movement) })}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('movements.cancelLabel', { serial: folioOf(movement) })}
                  onClick={rowAction(() => void cancel(movement))}
                >
                  <BlockIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      <MovementFormDialog
        open={creating}
        storageId={storageId}
        branchId={branchId}
        onClose={() => setCreating(false)}
        onSaved={(movement) => void navigate(movementPath(movement.id, storageId))}
      />
      {confirmDialog}
    </>
  );
}
