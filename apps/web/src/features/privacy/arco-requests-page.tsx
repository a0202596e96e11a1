import type { ArcoRequest } from '@iris/domain/privacy/arco.schemas';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, rowAction } from '../../components/data-table';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { arcoColumns } from './arco-columns';
import { ArcoCreateDialog } from './arco-create-dialog';
import { ArcoDetailDialog } from './arco-detail-dialog';
import {
  ArcoFilters,
  arcoTableFilters,
  hasFilters,
  TABLE_PREFIX,
  useArcoFilters,
} from './arco-filters';
import { ARCO_TABLE, useRefreshArco } from './privacy-api';

/**
 * `/arcoRequests` (docs/rules.md, Privacy and accounts): the patients' ARCO requests, the soonest
 * due first, overdue ones marked; register one (its due date shown as it is typed), open one to
 * read it, see a rectification's before and after, and resolve it. Branch staff see their
 * branch's (the API keeps them to it); super_admin every branch's or one.
 */
export function ArcoRequestsPage() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const [values, setFilter] = useArcoFilters();
  const branchId = isAdmin ? values.branchId : (profile?.branchId ?? null);
  const columns = useMemo(
    () => arcoColumns(t, isAdmin && branchId === null),
    [t, isAdmin, branchId],
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = useRefreshArco();

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('arco.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('arco.intro')}
      </Typography>
      <ArcoFilters values={values} onChange={setFilter} showBranch={isAdmin} />
      {profile && (
        <DataTable<ArcoRequest>
          endpoint={ARCO_TABLE}
          urlPrefix={TABLE_PREFIX}
          columns={columns}
          defaultSortBy="id"
          filters={arcoTableFilters(values, branchId)}
          searchable={false}
          emptyText={t(hasFilters(values) ? 'arco.emptyFiltered' : 'arco.empty')}
          toolbar={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('arco.create')}
            </Button>
          }
          actions={(row) => (
            <Button
              size="small"
              onClick={rowAction(() => setOpenId(row.id))}
              aria-label={t('arco.openLabel', { name: row.customer.name })}
            >
              {t('arco.open')}
            </Button>
          )}
        />
      )}
      <ArcoCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => refresh()}
      />
      <ArcoDetailDialog
        id={openId}
        onClose={() => setOpenId(null)}
        onResolved={(id) => {
          refresh(id);
          // Closed, so that the notification of the resolution is not behind a modal.
          setOpenId(null);
        }}
      />
    </Paper>
  );
}
