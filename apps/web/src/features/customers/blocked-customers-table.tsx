import type { BlockedCustomer } from '@iris/domain/customers/customer-privacy.schemas';
import { formatDateTime } from '@iris/domain/common/dates';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { BlockedCustomerDialog } from './blocked-customer-dialog';
import { BLOCKED_TABLE_ENDPOINT } from './privacy-api';

const columns = (t: TFunction): TableColumn<BlockedCustomer>[] => [
  {
    field: 'name',
    headerName: t('fields.name'),
    flex: 1,
    minWidth: 180,
    sortable: false,
    phone: true,
  },
  {
    field: 'blockedAt',
    headerName: t('recordPrivacy.blockedAt'),
    minWidth: 150,
    sortable: false,
    phone: true,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'anonymizedAt',
    headerName: t('recordPrivacy.anonymizedAt'),
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : ''),
  },
];

/**
 * super_admin's blocked patients of a branch (docs/rules.md, Privacy and accounts): hidden from every
 * other list; a row opens its privacy dialog (export, anonymise).
 */
export function BlockedCustomersTable({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const tableColumns = useMemo(() => columns(t), [t]);
  const [open, setOpen] = useState<BlockedCustomer | null>(null);
  return (
    <>
      <DataTable<BlockedCustomer>
        endpoint={BLOCKED_TABLE_ENDPOINT}
        urlPrefix="blocked"
        columns={tableColumns}
        defaultSortBy="blockedAt"
        filters={{ branchId }}
        emptyText={t('recordPrivacy.blockedEmpty')}
        onRowClick={setOpen}
        actions={(customer) => (
          <Tooltip title={t('recordPrivacy.open', { name: customer.name })}>
            <IconButton
              size="small"
              aria-label={t('recordPrivacy.open', { name: customer.name })}
              onClick={rowAction(() => setOpen(customer))}
            >
              <PrivacyTipIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
      {open && <BlockedCustomerDialog customer={open} onClose={() => setOpen(null)} />}
    </>
  );
}
