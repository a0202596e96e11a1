import { createUserSchema, updateAsAdminSchema, type User } from '@iris/domain/users/user.schemas';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { useConfirm } from '../../components/use-confirm';
import { PersonNameFields } from '../../components/person-name-fields';
import { PasswordInput, TextInput } from '../../components/text-input';
import { SelectInput, type SelectOption } from '../../components/select-input';
import { SwitchInput } from '../../components/switch-input';
import { useOptions } from '../../lib/options-query';
import { resourceQueries } from '../../lib/resource-queries';
import { createUser, updateUserAsAdmin, USERS_TABLE_ENDPOINT } from './users-api';
import { personName } from '@iris/domain/common/person-name';

/** docs/spec.md §8: e-mail (101) and phone (102) already registered, shown on their inputs. */
const PERSON_CODES = { 101: 'email', 102: 'phone' };

/** `null` user: the "Nuevo usuario" form; otherwise the administrator's edit of that user. */
export interface UserFormDialogProps {
  open: boolean;
  user: User | null;
  onClose: () => void;
  /** Working in one branch (its personal tab): the person belongs to it, with no branch to pick. */
  branchId?: number | undefined;
}

/**
 * The cédula profesional of those who write prescriptions: an administrator, or whoever is given
 * the doctor's role in the form (a receptionist has none to print).
 */
function ProfessionalLicenseField({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const rol: unknown = useWatch({ name: 'rol' });
  if (!admin && String(rol) !== '1') return null;
  return (
    <TextInput
      name="professionalLicense"
      label={t('fields.professionalLicense')}
      digits={8}
      helperText={t('users.professionalLicenseHint')}
    />
  );
}

/**
 * An administrator's role and branch are not edited here: the form sends neither, and keeps them.
 * Without `branches`, the branch is fixed by the page and only the role is chosen.
 */
function PersonFields({ branches, admin }: { branches: SelectOption[] | null; admin: boolean }) {
  const { t } = useTranslation();
  const roles: SelectOption[] = [
    { value: 1, label: t('users.doctor') },
    { value: 2, label: t('users.receptionist') },
  ];
  return (
    <>
      <PersonNameFields autoFocus />
      {admin ? (
        <TextField
          label={t('fields.role')}
          value={t('roles.super_admin')}
          disabled
          fullWidth
          margin="dense"
        />
      ) : branches === null ? (
        <SelectInput name="rol" label={t('fields.role')} options={roles} />
      ) : (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput name="rol" label={t('fields.role')} options={roles} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput name="branch.id" label={t('fields.branch')} options={branches} />
          </Grid>
        </Grid>
      )}
    </>
  );
}

export function UserFormDialog({ open, user, onClose, branchId }: UserFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fixedBranch = branchId !== undefined;
  const branchOptions = useOptions('branches', open && !fixedBranch);
  const branches = fixedBranch
    ? null
    : (branchOptions.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }));
  const refreshTable = () =>
    void queryClient.invalidateQueries({
      queryKey: resourceQueries.tablePages(USERS_TABLE_ENDPOINT),
    });
  const [confirm, confirmDialog] = useConfirm();

  const admin = user?.role === 'super_admin';
  if (user === null) {
    return (
      <FormDialog
        open={open}
        title={t('users.newUser')}
        schema={createUserSchema}
        defaultValues={{
          name: '',
          paternal: '',
          maternal: '',
          email: '',
          phone: '',
          password: '',
          verifyPassword: '',
          rol: '',
          branch: { id: branchId ?? '' },
          professionalLicense: '',
        }}
        onSubmit={createUser}
        codeFields={PERSON_CODES}
        onSaved={refreshTable}
        onClose={onClose}
      >
        <PersonFields branches={branches} admin={false} />
        <ProfessionalLicenseField admin={false} />
        <TextInput name="email" label={t('fields.email')} type="email" />
        <PasswordInput name="password" label={t('fields.password')} />
        <PasswordInput name="verifyPassword" label={t('fields.verifyPassword')} />
      </FormDialog>
    );
  }

  // Disabling ends the person's sessions at once (the API refuses their next request): asked first.
  const save = async (values: Parameters<typeof updateUserAsAdmin>[0]) => {
    const disabling = user.enabled && values.enabled === false;
    const name = personName({ name: user.name, paternal: user.paternal });
    if (
      disabling &&
      !(await confirm({ title: t('users.disableTitle'), text: t('users.disableText', { name }) }))
    ) {
      return null;
    }
    return updateUserAsAdmin(values);
  };

  return (
    <>
      <FormDialog
        open={open}
        title={t('users.editUser')}
        schema={updateAsAdminSchema}
        defaultValues={{
          id: user.id,
          name: user.name,
          paternal: user.paternal,
          maternal: user.maternal,
          phone: user.phone ?? '',
          ...(admin
            ? {}
            : { rol: user.rol ?? '', branch: { id: branchId ?? user.branch?.id ?? '' } }),
          enabled: user.enabled,
          professionalLicense: user.professionalLicense ?? '',
          password: '',
          verifyPassword: '',
        }}
        onSubmit={save}
        codeFields={PERSON_CODES}
        onSaved={refreshTable}
        onClose={onClose}
      >
        <PersonFields branches={branches} admin={admin} />
        <ProfessionalLicenseField admin={admin} />
        {/* docs/spec.md §5: the e-mail is locked when editing, so it is shown but not part of the form. */}
        <TextField label={t('fields.email')} value={user.email} disabled fullWidth margin="dense" />
        <SwitchInput name="enabled" label={t('fields.enabled')} />
        <PasswordInput
          name="password"
          label={t('fields.newPassword')}
          helperText={t('users.passwordHint')}
        />
        <PasswordInput name="verifyPassword" label={t('fields.verifyPassword')} />
      </FormDialog>
      {confirmDialog}
    </>
  );
}
