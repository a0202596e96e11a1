import type { User } from '@iris/domain/users/user.schemas';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { UserFormDialog } from './user-form-dialog';
import { USERS_TABLE_ENDPOINT } from './users-api';

type UserStatus = 'pending' | 'disabled' | 'active';

/** A registered user waits for an administrator to give them a role and a branch. */
function statusOf(user: User): UserStatus {
  if (!user.role || (user.role !== 'super_admin' && !user.branch)) return 'pending';
  return user.enabled ? 'active' : 'disabled';
}

const STATUS_COLORS = { pending: 'warning', disabled: 'default', active: 'success' } as const;

function userColumns(t: TFunction): GridColDef<User>[] {
  return [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 120 },
    { field: 'paternal', headerName: t('fields.paternal'), flex: 1, minWidth: 120 },
    { field: 'maternal', headerName: t('fields.maternal'), flex: 1, minWidth: 120 },
    { field: 'email', headerName: t('fields.email'), flex: 1.4, minWidth: 180 },
    { field: 'phone', headerName: t('fields.phone'), minWidth: 120 },
    {
      field: 'role',
      headerName: t('fields.role'),
      minWidth: 130,
      valueFormatter: (value: User['role']) => (value ? t(`roles.${value}`) : ''),
    },
    {
      field: 'branch',
      headerName: t('fields.branch'),
      minWidth: 140,
      // The API sorts only by indexed columns of the staff table (users.repository.ts).
      sortable: false,
      valueGetter: (value: User['branch']) => value?.name ?? '',
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      sortable: false,
      minWidth: 130,
      renderCell: ({ row }) => {
        const status = statusOf(row);
        return <Chip size="small" label={t(`users.${status}`)} color={STATUS_COLORS[status]} />;
      },
    },
  ];
}

export function UsersPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => userColumns(t), [t]);
  // `undefined` means closed, `null` the new-user form, a user the edit form.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('users.title')}
      </Typography>
      <DataTable<User>
        endpoint={USERS_TABLE_ENDPOINT}
        columns={columns}
        defaultSortBy="id"
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('users.newUser')}
          </Button>
        }
        actions={(user) => (
          <Tooltip title={t('common.edit')}>
            <IconButton
              size="small"
              aria-label={t('users.edit', { name: `${user.name} ${user.paternal}` })}
              onClick={() => setEditing(user)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
      <UserFormDialog
        open={editing !== undefined}
        user={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Paper>
  );
}
