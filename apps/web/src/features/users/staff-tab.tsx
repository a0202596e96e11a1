import type { User } from '@iris/domain/users/user.schemas';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useIsSuperAdmin } from '../../lib/session-context';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { UserSecurityActions } from './user-security-actions';
import { USERS_TABLE_ENDPOINT } from './users-api';
import { personName } from '@iris/domain/common/person-name';

const fullName = (user: User) => personName({ name: user.name, paternal: user.paternal });

/**
 * A branch's personal tab (docs/spec.md §2): its staff, read by everyone of the branch and managed by
 * super_admin, who also gives the accounts waiting for approval a role in this branch.
 */
export function StaffTab({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const columns = useMemo(() => userColumns(t, { branch: false }), [t]);
  const pendingColumns = useMemo(() => columns.filter((c) => c.field !== 'role'), [columns]);
  // `undefined` means closed, `null` the new-user form, a user the edit form.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <DataTable<User>
        endpoint={USERS_TABLE_ENDPOINT}
        urlPrefix="staff"
        columns={columns}
        defaultSortBy="id"
        filters={{ branchId }}
        emptyText={t('staff.empty')}
        toolbar={
          isAdmin && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('users.newUser')}
            </Button>
          )
        }
        {...(isAdmin && {
          actionsWidth: 140,
          actions: (user: User) => (
            <>
              <Tooltip title={t('common.edit')}>
                <IconButton
                  size="small"
                  aria-label={t('users.edit', { name: fullName(user) })}
                  onClick={() => setEditing(user)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <UserSecurityActions user={user} />
            </>
          ),
        })}
      />
      {isAdmin && (
        <section aria-labelledby="pending-accounts">
          <Typography id="pending-accounts" variant="h6" component="h3">
            {t('staff.pendingTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('staff.pendingText')}
          </Typography>
          <DataTable<User>
            endpoint={USERS_TABLE_ENDPOINT}
            urlPrefix="pending"
            columns={pendingColumns}
            defaultSortBy="id"
            filters={{ pending: true }}
            searchable={false}
            emptyText={t('staff.pendingEmpty')}
            actions={(user) => (
              <Tooltip title={t('staff.assign', { name: fullName(user) })}>
                <IconButton
                  size="small"
                  aria-label={t('staff.assign', { name: fullName(user) })}
                  onClick={() => setEditing(user)}
                >
                  <HowToRegIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          />
        </section>
      )}
      <UserFormDialog
        open={editing !== undefined}
        user={editing ?? null}
        branchId={branchId}
        onClose={() => setEditing(undefined)}
      />
    </Box>
  );
}
