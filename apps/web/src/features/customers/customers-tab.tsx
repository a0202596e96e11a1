import type { Customer } from '@iris/domain/customers/customer.schemas';
import AddIcon from '@mui/icons-material/Add';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsSuperAdmin } from '../../lib/session-context';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { ageText } from '../../lib/customer-details';
import { resourceQueries } from '../../lib/resource-queries';
import { encodeId } from '../../lib/route-id';
import { BlockedCustomersTable } from './blocked-customers-table';
import { CustomerFormDialog } from './customer-form-dialog';
import { CUSTOMERS_TABLE_ENDPOINT } from './customers-api';
import { personName } from '@iris/domain/common/person-name';

export const customerPath = (id: number) => `/customers/index/${encodeId(id)}`;

const columns = (t: TFunction): TableColumn<Customer>[] => [
  { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 120, phone: true },
  { field: 'paternal', headerName: t('fields.paternal'), flex: 1, minWidth: 120, phone: true },
  { field: 'maternal', headerName: t('fields.maternal'), flex: 1, minWidth: 120 },
  { field: 'phone', headerName: t('fields.phone'), minWidth: 120 },
  {
    field: 'birthDate',
    headerName: t('customers.age'),
    minWidth: 90,
    // Not a sort key of the API (no index for it at a million patients).
    sortable: false,
    valueFormatter: (value: string | null) => ageText(t, value) ?? '',
  },
  { field: 'email', headerName: t('fields.email'), flex: 1.3, minWidth: 180 },
];

const fullName = (customer: Customer) => personName(customer);

/**
 * A branch's customers tab (docs/spec.md §2): its patients, searched by any words of the name, phone
 * or e-mail; a row opens the patient's record, and a new patient's record opens once registered.
 */
export function CustomersTab({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const tableColumns = useMemo(() => columns(t), [t]);
  const open = (customer: Customer) => void navigate(customerPath(customer.id));
  // super_admin (the privacy officer) also finds the blocked patients, hidden from every list.
  const isAdmin = useIsSuperAdmin();
  const [blocked, setBlocked] = useState(false);
  const blockedToggle = isAdmin && (
    <Button variant="outlined" aria-pressed={blocked} onClick={() => setBlocked((shown) => !shown)}>
      {t(blocked ? 'recordPrivacy.showCustomers' : 'recordPrivacy.showBlocked')}
    </Button>
  );
  if (blocked) {
    return (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('recordPrivacy.blocked')}
          </Typography>
          {blockedToggle}
        </Stack>
        <BlockedCustomersTable branchId={branchId} />
      </Stack>
    );
  }

  return (
    <>
      <DataTable<Customer>
        endpoint={CUSTOMERS_TABLE_ENDPOINT}
        urlPrefix="customers"
        columns={tableColumns}
        defaultSortBy="id"
        filters={{ branchId }}
        emptyText={t('customers.empty')}
        onRowClick={open}
        toolbar={
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('customers.new')}
            </Button>
            {blockedToggle}
          </Stack>
        }
        actions={(customer) => (
          <Tooltip title={t('customers.open', { name: fullName(customer) })}>
            <IconButton
              size="small"
              aria-label={t('customers.open', { name: fullName(customer) })}
              onClick={rowAction(() => open(customer))}
            >
              <FolderSharedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
      <CustomerFormDialog
        open={creating}
        customer={null}
        branchId={branchId}
        onClose={() => setCreating(false)}
        onSaved={(customer) => {
          void queryClient.invalidateQueries({
            queryKey: resourceQueries.tablePages(CUSTOMERS_TABLE_ENDPOINT),
          });
          open(customer);
        }}
      />
    </>
  );
}
