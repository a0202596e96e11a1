import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PasswordInput } from '../../components/text-input';
import { apiRequest, errorText } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { loadAuthSchema } from './auth-schemas';
import { AuthCard } from '../../components/auth-card';
import { authQueries } from './auth-queries';
import { AuthSubmitButton } from './auth-submit-button';
import { QueryProvider } from '../../lib/query-provider';

/** A public page keeps its own small data cache; the login page carries none. */
export function RestorePasswordPage() {
  return (
    <QueryProvider>
      <RestorePasswordContent />
    </QueryProvider>
  );
}

function RestorePasswordContent() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useSchemaForm(loadAuthSchema('updatePasswordSchema'), {
    token,
    password: '',
    veryfiedPassword: '',
  });

  const validation = useQuery(authQueries.recoveryToken(token));

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await apiRequest('PATCH', 'auth/update-password', {
        body: { token, password: values.password, veryfiedPassword: values.veryfiedPassword },
      });
      notify.success(response.message);
      await navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <AuthCard
      title={t('auth.restoreTitle')}
      links={[{ to: '/login', label: t('auth.backToLogin') }]}
    >
      {validation.isPending && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('auth.restoreChecking')}</Typography>
        </Box>
      )}
      {validation.isError && (
        <>
          <Alert severity="warning">{errorText(validation.error)}</Alert>
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Link component={RouterLink} to="/forgotPassword">
              {t('auth.requestNewLink')}
            </Link>
          </Box>
        </>
      )}
      {validation.isSuccess && (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <PasswordInput name="password" label={t('fields.newPassword')} autoFocus />
            <PasswordInput name="veryfiedPassword" label={t('fields.verifyPassword')} />
            <AuthSubmitButton>{t('auth.restoreButton')}</AuthSubmitButton>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
