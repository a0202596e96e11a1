import type { Storage } from '@iris/domain/inventory/storage.schemas';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { encodeId } from '../../lib/route-id';
import { useHasRoles } from '../../lib/session-context';
import { setDefaultStorage, STORAGES_TABLE_ENDPOINT } from './branches-api';
import { StorageFormDialog } from './storage-form-dialog';

/** docs/rules.md, Access: renaming a storage and moving the default star. */
const MANAGERS = ['super_admin', 'doctor'] as const;

export const storagePath = (storage: Pick<Storage, 'id' | 'branchId'>) =>
  `/storages/${encodeId(storage.id)}/${encodeId(storage.branchId)}`;

function storageColumns(
  t: TFunction,
  canManage: boolean,
  onStar: (storage: Storage) => void,
): TableColumn<Storage>[] {
  return [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180, phone: true },
    {
      field: 'default',
      headerName: t('storages.default'),
      sortable: false,
      width: 150,
      phone: true,
      renderCell: ({ row }) => {
        if (row.default) {
          return (
            <StarIcon color="warning" titleAccess={t('storages.isDefault', { name: row.name })} />
          );
        }
        if (!canManage) {
          return (
            <StarBorderIcon
              color="disabled"
              titleAccess={t('storages.notDefault', { name: row.name })}
            />
          );
        }
        const label = t('storages.makeDefault', { name: row.name });
        return (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={rowAction(() => onStar(row))}>
              <StarBorderIcon />
            </IconButton>
          </Tooltip>
        );
      },
    },
  ];
}

/**
 * A branch's storages tab (docs/spec.md §2): name, the default star and edit; a row opens its storage.
 * Everyone of the branch registers storages; doctor and super_admin rename them and move the star,
 * after confirming, since sales take their stock from the default storage.
 */
export function StoragesTab({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = useHasRoles(MANAGERS);
  // `undefined` closed, `null` the new-storage form, a storage the rename form.
  const [editing, setEditing] = useState<Storage | null | undefined>(undefined);
  const [starring, setStarring] = useState<Storage | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(() => storageColumns(t, canManage, setStarring), [t, canManage]);
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: resourceQueries.tablePages(STORAGES_TABLE_ENDPOINT),
    });

  const star = async (storage: Storage) => {
    setBusy(true);
    try {
      notify.success((await setDefaultStorage(storage.id)).message);
      refresh();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
      setStarring(null);
    }
  };

  return (
    <>
      <DataTable<Storage>
        endpoint={STORAGES_TABLE_ENDPOINT}
        urlPrefix="storages"
        columns={columns}
        defaultSortBy="name"
        filters={{ branchId }}
        emptyText={t('storages.empty')}
        onRowClick={(storage) => void navigate(storagePath(storage))}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('storages.new')}
          </Button>
        }
        actions={(storage) => (
          <>
            {canManage && (
              <Tooltip title={t('storages.renameLabel', { name: storage.name })}>
                <IconButton
                  size="small"
                  aria-label={t('storages.renameLabel', { name: storage.name })}
                  onClick={rowAction(() => setEditing(storage))}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t('storages.open', { name: storage.name })}>
              <IconButton
                size="small"
                aria-label={t('storages.open', { name: storage.name })}
                onClick={rowAction(() => void navigate(storagePath(storage)))}
              >
                <ChevronRightIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <StorageFormDialog
        open={editing !== undefined}
        storage={editing ?? null}
        branchId={branchId}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={starring !== null}
        title={t('storages.makeDefaultTitle')}
        text={t('storages.makeDefaultText', { name: starring?.name ?? '' })}
        busy={busy}
        onCancel={() => setStarring(null)}
        onConfirm={() => starring && void star(starring)}
      />
    </>
  );
}
