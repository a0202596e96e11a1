import type { User } from '@iris/domain/users/user.schemas';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { UserSecurityActions } from './user-security-actions';
import { USERS_TABLE_ENDPOINT } from './users-api';
import { personName } from '@iris/domain/common/person-name';

export function UsersPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => userColumns(t, { branch: true }), [t]);
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
        actionsWidth={140}
        actions={(user) => (
          <>
            <Tooltip title={t('common.edit')}>
              <IconButton
                size="small"
                aria-label={t('users.edit', {
                  name: personName({ name: user.name, paternal: user.paternal }),
                })}
                onClick={() => setEditing(user)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <UserSecurityActions user={user} />
          </>
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
