import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/text-input';
import { apiRequest, errorText } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session-context';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthSubmitButton } from './auth-submit-button';

const loadCodeSchema = () => import('@iris/domain/auth/mfa.schemas').then((m) => m.mfaCodeSchema);

/**
 * The second step of a sign-in with two-step verification (docs/api.md, auth): a code of the
 * authenticator app or a recovery code, sent with the first step's `mfaToken`.
 */
export function LoginMfaStep({ mfaToken, onBack }: { mfaToken: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const form = useSchemaForm(loadCodeSchema, { code: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const response = await apiRequest('POST', 'auth/login/mfa', { body: { mfaToken, code } });
      signIn(response.data.token, response.data.data);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) setFailure(errorText(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('auth.mfaTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('auth.mfaText')}
        </Typography>
        {failure && (
          <Typography role="alert" color="warning.dark" sx={{ mb: 1, fontWeight: 500 }}>
            {failure}
          </Typography>
        )}
        <TextInput
          name="code"
          label={t('auth.mfaCode')}
          autoComplete="one-time-code"
          upperCase
          autoFocus
        />
        <AuthSubmitButton>{t('auth.mfaButton')}</AuthSubmitButton>
        <Button fullWidth sx={{ mt: 1 }} onClick={onBack}>
          {t('auth.mfaBack')}
        </Button>
      </form>
    </FormProvider>
  );
}
