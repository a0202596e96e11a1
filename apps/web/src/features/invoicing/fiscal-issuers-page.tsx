import type { FiscalIssuerItem } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { CsdUploadDialog } from './csd-upload-dialog';
import { CsdValidity } from './csd-chip';
import { FiscalIssuerFormDialog } from './fiscal-issuer-form-dialog';
import { ISSUERS_TABLE, refreshIssuers } from './fiscal-issuers-api';

function issuerColumns(t: TFunction): TableColumn<FiscalIssuerItem>[] {
  return [
    { field: 'rfc', headerName: t('issuers.rfc'), width: 150, phone: true },
    { field: 'name', headerName: t('issuers.name'), flex: 2, minWidth: 200, phone: true },
    { field: 'series', headerName: t('issuers.series'), width: 90 },
    {
      field: 'certificateNumber',
      headerName: t('issuers.certificate'),
      sortable: false,
      width: 200,
      valueGetter: (_value, row) => row.csd?.certificateNumber ?? '',
    },
    {
      field: 'validTo',
      headerName: t('issuers.validTo'),
      width: 220,
      phone: true,
      renderCell: ({ row }) => <CsdValidity csd={row.csd} />,
    },
  ];
}

/** docs/rules.md, Invoicing, Issuer: the chain's fiscal issuers and their CSD (super_admin). */
export function FiscalIssuersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // `undefined` closed, `null` a new issuer, an issuer its edit form.
  const [editing, setEditing] = useState<FiscalIssuerItem | null | undefined>(undefined);
  const [uploading, setUploading] = useState<FiscalIssuerItem | null>(null);
  const columns = useMemo(() => issuerColumns(t), [t]);
  const refresh = () => refreshIssuers(queryClient);

  const actions = (issuer: FiscalIssuerItem) => {
    const edit = t('issuers.editNamed', { name: issuer.name });
    const upload = t('issuers.uploadNamed', { name: issuer.name });
    return (
      <>
        <Tooltip title={edit}>
          <IconButton size="small" aria-label={edit} onClick={() => setEditing(issuer)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={upload}>
          <IconButton size="small" aria-label={upload} onClick={() => setUploading(issuer)}>
            <UploadFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    );
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('menu.fiscalIssuers')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('issuers.intro')}
      </Typography>
      <DataTable<FiscalIssuerItem>
        endpoint={ISSUERS_TABLE}
        columns={columns}
        defaultSortBy="name"
        emptyText={t('issuers.empty')}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('issuers.new')}
          </Button>
        }
        actions={actions}
      />
      <FiscalIssuerFormDialog
        open={editing !== undefined}
        issuer={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
      <CsdUploadDialog issuer={uploading} onClose={() => setUploading(null)} onSaved={refresh} />
    </Paper>
  );
}
