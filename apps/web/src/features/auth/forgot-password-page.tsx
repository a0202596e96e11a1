import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/text-input';
import { apiRequest } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { loadAuthSchema } from './auth-schemas';
import { AuthCard } from '../../components/auth-card';
import { AuthSubmitButton } from './auth-submit-button';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  // The recovery form has the same single e-mail field as the verification resend.
  const form = useSchemaForm(loadAuthSchema('resendVerificationSchema'), { email: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const response = await apiRequest('POST', 'auth/recover/{email}', { params: { email } });
      setSentMessage(response.message);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      links={[{ to: '/login', label: t('auth.backToLogin') }]}
    >
      {sentMessage ? (
        <Alert severity="success">{sentMessage}</Alert>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('auth.forgotText')}
            </Typography>
            <TextInput
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              autoFocus
            />
            <AuthSubmitButton>{t('auth.forgotButton')}</AuthSubmitButton>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
