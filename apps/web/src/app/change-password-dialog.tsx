import { updatePasswordSchema } from '@iris/domain/auth/auth.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../components/form-dialog';
import { PasswordInput } from '../components/text-input';
import { apiRequest } from '../lib/api-client';

/** The logged-in variant of update-password: no token, the bearer identifies the user. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t('userMenu.changePassword')}
      schema={updatePasswordSchema}
      defaultValues={{ password: '', veryfiedPassword: '' }}
      onClose={onClose}
      onSubmit={(values) =>
        apiRequest('auth/update-password', {
          method: 'PATCH',
          body: { password: values.password, veryfiedPassword: values.veryfiedPassword },
        })
      }
    >
      <PasswordInput name="password" label={t('fields.newPassword')} autoFocus />
      <PasswordInput name="veryfiedPassword" label={t('fields.verifyPassword')} />
    </FormDialog>
  );
}
