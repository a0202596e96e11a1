import {
  isExitType,
  type Movement,
  type MovementDetail,
} from '@iris/domain/inventory/movement.schemas';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useConfirm } from '../../components/use-confirm';
import { formatCount, formatMoney } from '../../lib/format-number';
import { useNotify } from '../../lib/notifications';
import { deleteDetail, DETAILS_TABLE } from './inventory-api';
import { DetailFormDialog } from './detail-form-dialog';

/**
 * docs/spec.md §2 Movement details: product_name, qty, price; the add and edit form and the delete
 * of a line only while the movement is NUEVO.
 */
export function MovementDetailsTable({
  movement,
  editable,
  onChanged,
}: {
  movement: Movement;
  editable: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();
  // `undefined` closed, `null` a new line, a line to edit.
  const [editing, setEditing] = useState<MovementDetail | null | undefined>(undefined);
  const columns = useMemo<TableColumn<MovementDetail>[]>(
    () => [
      {
        field: 'product_name',
        headerName: t('details.product'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        phone: true,
      },
      {
        field: 'qty',
        headerName: t('details.qty'),
        type: 'number',
        width: 130,
        phone: true,
        valueFormatter: (value: number) => formatCount(value),
      },
      ...(isExitType(movement.type)
        ? []
        : [
            {
              field: 'price',
              headerName: t('details.price'),
              type: 'number',
              width: 150,
              sortable: false,
              valueFormatter: (value: number | null) => (value === null ? '—' : formatMoney(value)),
            } satisfies TableColumn<MovementDetail>,
          ]),
    ],
    [t, movement.type],
  );

  const remove = async (detail: MovementDetail) => {
    const yes = await confirm({
      title: t('details.deleteTitle'),
      text: t('details.deleteText', { name: detail.product_name }),
    });
    if (!yes) return;
    try {
      notify.success((await deleteDetail(detail.id)).message);
      onChanged();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <DataTable<MovementDetail>
        endpoint={DETAILS_TABLE}
        urlPrefix="details"
        columns={columns}
        defaultSortBy="id"
        filters={{ movementId: movement.id }}
        emptyText={t('details.empty')}
        toolbar={
          editable && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('details.add')}
            </Button>
          )
        }
        {...(editable
          ? {
              actions: (detail: MovementDetail) => (
                <>
                  <Tooltip title={t('details.editLabel', { name: detail.product_name })}>
                    <IconButton
                      size="small"
                      aria-label={t('details.editLabel', { name: detail.product_name })}
                      onClick={() => setEditing(detail)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('details.deleteLabel', { name: detail.product_name })}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('details.deleteLabel', { name: detail.product_name })}
                      onClick={() => void remove(detail)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            }
          : {})}
      />
      <DetailFormDialog
        movement={movement}
        detail={editing ?? undefined}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={onChanged}
      />
      {confirmDialog}
    </>
  );
}
