import { changePasswordSchema } from '@iris/domain/auth/auth.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { PasswordInput } from '../../components/text-input';
import { apiRequest } from '../../lib/api-client';
import { setToken } from '../../lib/session-token';

/**
 * The logged-in variant of update-password: the current password instead of a recovery token.
 * The server ends every other session and answers a fresh token for this one.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t('userMenu.changePassword')}
      schema={changePasswordSchema}
      defaultValues={{ currentPassword: '', password: '', veryfiedPassword: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        const response = await apiRequest('PATCH', 'auth/update-password', { body: values });
        if (response.data.token) setToken(response.data.token);
        return response;
      }}
    >
      <PasswordInput name="currentPassword" label={t('fields.currentPassword')} autoFocus />
      <PasswordInput name="password" label={t('fields.newPassword')} />
      <PasswordInput name="veryfiedPassword" label={t('fields.verifyPassword')} />
    </FormDialog>
  );
}
