import type { ProductKind } from '@iris/domain/catalogue/product-attributes';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useNotify } from '../../lib/notifications';
import { encodeId } from '../../lib/route-id';
import { deleteCatalogueRecord, refreshCatalogue, tableEndpoint } from './catalogue-api';
import {
  rowName,
  type CatalogueColumn,
  type CatalogueDeclaration,
  type CatalogueItem,
} from './catalogue-declaration';
import { useIsSuperAdmin } from '../../lib/session-context';
import type { CatalogueFormState } from './catalogue-navigation';
import { DocumentThumbnail, isPdfUrl } from './document-input';

function gridColumn(column: CatalogueColumn, t: TFunction): TableColumn<CatalogueItem> {
  const base: TableColumn<CatalogueItem> = {
    field: column.field,
    phone: column.phone,
    headerName: t(column.label),
    flex: column.flex ?? 1,
    minWidth: 110,
    sortable: column.sortable ?? column.kind !== 'document',
  };
  switch (column.kind) {
    case 'relation':
      return { ...base, valueGetter: (value: { name?: string } | null) => value?.name ?? '' };
    case 'kindName':
      return { ...base, valueGetter: (value: ProductKind) => t(`catalogue.kinds.${value}`) };
    case 'boolean':
      return {
        ...base,
        valueGetter: (value: unknown) => t(value === true ? 'common.yes' : 'common.no'),
      };
    case 'document':
      return {
        ...base,
        flex: undefined,
        width: 90,
        minWidth: 90,
        renderCell: ({ value }: { value?: unknown }) => {
          const url = typeof value === 'string' && value !== '' ? value : null;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <DocumentThumbnail url={url} pdf={url !== null && isPdfUrl(url)} size={36} />
            </Box>
          );
        },
      };
    default:
      return base;
  }
}

/** The list of any catalogue resource: search, server paging and sorting, new/edit/delete. */
export function CatalogueListPage({
  declaration,
  filters,
  filterBar,
  urlPrefix,
}: {
  declaration: CatalogueDeclaration;
  /** A resource's own filters (the products' kind and code) and the bar that sets them. */
  filters?: Record<string, unknown>;
  filterBar?: ReactNode;
  /** The table's page and sort in the address under this prefix, which its filters reset. */
  urlPrefix?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isAdmin = useIsSuperAdmin();
  const [deleting, setDeleting] = useState<CatalogueItem | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(
    () => declaration.columns.map((column) => gridColumn(column, t)),
    [declaration, t],
  );
  // Buttons rather than links: the table's actions and "Nuevo" are commands of the page.
  const open = (to: string) => {
    const state: CatalogueFormState = { listSearch: location.search };
    void navigate(`${declaration.path}/${to}`, { state });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const result = await deleteCatalogueRecord(declaration.name, deleting.id);
      notify.success(result.message);
      refreshCatalogue(queryClient, declaration.name);
      setDeleting(null);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const actions = (item: CatalogueItem) => {
    const name = rowName(declaration, item);
    const editable = isAdmin && (declaration.canEdit?.(item) ?? true);
    const deletable = isAdmin && (declaration.canDelete?.(item) ?? false);
    const label = t(editable ? 'catalogue.edit' : 'catalogue.view', { name });
    return (
      <>
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            onClick={() => open(`edit/${encodeId(item.id)}`)}
          >
            {editable ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        {deletable && (
          <Tooltip title={t('catalogue.delete', { name })}>
            <IconButton
              size="small"
              aria-label={t('catalogue.delete', { name })}
              onClick={() => setDeleting(item)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </>
    );
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t(declaration.menuLabel)}
      </Typography>
      {filterBar}
      <DataTable<CatalogueItem>
        endpoint={tableEndpoint(declaration.name)}
        columns={columns}
        filters={filters}
        urlPrefix={urlPrefix}
        defaultSortBy="id"
        toolbar={
          isAdmin && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
              {t('catalogue.new')}
            </Button>
          )
        }
        actions={actions}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('catalogue.deleteTitle')}
        text={t('catalogue.deleteText', { name: deleting ? rowName(declaration, deleting) : '' })}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
