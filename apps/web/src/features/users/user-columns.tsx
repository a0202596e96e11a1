import type { User } from '@iris/domain/users/user.schemas';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../components/data-table';

type UserStatus = 'pending' | 'disabled' | 'active';

/** A registered user waits for an administrator to give them a role and a branch. */
function statusOf(user: User): UserStatus {
  if (!user.role || (user.role !== 'super_admin' && !user.branch)) return 'pending';
  return user.enabled ? 'active' : 'disabled';
}

const STATUS_COLORS = { pending: 'warning', disabled: 'default', active: 'success' } as const;

/**
 * The staff table's columns (docs/spec.md §2 Personal tab: name, paternal, maternal, phone, email),
 * with role and status; the branch column where the list spans branches.
 */
export function userColumns(t: TFunction, options: { branch: boolean }): TableColumn<User>[] {
  const columns: TableColumn<User>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 120, phone: true },
    { field: 'paternal', headerName: t('fields.paternal'), flex: 1, minWidth: 120, phone: true },
    { field: 'maternal', headerName: t('fields.maternal'), flex: 1, minWidth: 120 },
    { field: 'phone', headerName: t('fields.phone'), minWidth: 120 },
    { field: 'email', headerName: t('fields.email'), flex: 1.4, minWidth: 180 },
    {
      field: 'role',
      headerName: t('fields.role'),
      minWidth: 130,
      valueFormatter: (value: User['role']) => (value ? t(`roles.${value}`) : ''),
    },
  ];
  if (options.branch) {
    columns.push({
      field: 'branch',
      headerName: t('fields.branch'),
      minWidth: 140,
      // The API sorts only by indexed columns of the staff table (users.repository.ts).
      sortable: false,
      valueGetter: (value: User['branch']) => value?.name ?? '',
    });
  }
  columns.push({
    field: 'status',
    headerName: t('fields.status'),
    sortable: false,
    minWidth: 130,
    renderCell: ({ row }) => {
      const status = statusOf(row);
      return <Chip size="small" label={t(`users.${status}`)} color={STATUS_COLORS[status]} />;
    },
  });
  return columns;
}
