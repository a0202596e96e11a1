import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from '../../components/text-input';
import { apiRequest, errorText } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session-context';
import { useSchemaForm } from '../../lib/use-schema-form';
import { loadAuthSchema } from './auth-schemas';
import { AuthCard } from '../../components/auth-card';
import { AuthSubmitButton } from './auth-submit-button';
import { LoginMfaStep } from './login-mfa-step';

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const form = useSchemaForm(loadAuthSchema('loginSchema'), { email: '', password: '' });
  // Shown inline rather than as a toast: the reason (wrong password, pending account…) must stay readable.
  const [failure, setFailure] = useState<string | null>(null);
  // An account with two-step verification answers a challenge: the card asks for the code.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await apiRequest('POST', 'auth/login', { body: values });
      if ('mfaRequired' in data) setMfaToken(data.mfaToken);
      else signIn(data.token, data.data);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) setFailure(errorText(error));
    }
  });

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      links={[
        { to: '/forgotPassword', label: t('auth.forgotLink') },
        { to: '/register/new', label: t('auth.registerLink') },
        { to: '/privacyPolicy', label: t('auth.privacyLink') },
      ]}
    >
      {mfaToken !== null ? (
        <LoginMfaStep mfaToken={mfaToken} onBack={() => setMfaToken(null)} />
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {failure && (
              <Typography role="alert" color="warning.dark" sx={{ mb: 2, fontWeight: 500 }}>
                {failure}
              </Typography>
            )}
            <TextInput
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              autoFocus
            />
            <PasswordInput
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
            />
            <AuthSubmitButton>{t('auth.loginButton')}</AuthSubmitButton>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
