import Grid from '@mui/material/Grid';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordInput, TextInput } from '../../components/text-input';
import { apiRequest } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { loadAuthSchema } from './auth-schemas';
import { AuthCard } from '../../components/auth-card';
import { AuthSubmitButton } from './auth-submit-button';

export function RegisterPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useSchemaForm(loadAuthSchema('registerSchema'), {
    name: '',
    paternal: '',
    maternal: '',
    email: '',
    phone: '',
    password: '',
    verifyPassword: '',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const response = await apiRequest('POST', 'auth/register', { body: values });
      notify.success(response.message);
      await navigate(`/registerEmailConfirmation/${encodeURIComponent(values.email)}`);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      links={[{ to: '/login', label: t('auth.backToLogin') }]}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextInput
            name="name"
            label={t('fields.name')}
            upperCase
            autoFocus
            autoComplete="given-name"
          />
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                name="paternal"
                label={t('fields.paternal')}
                upperCase
                autoComplete="family-name"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput name="maternal" label={t('fields.maternal')} upperCase />
            </Grid>
          </Grid>
          <TextInput name="email" label={t('fields.email')} type="email" autoComplete="email" />
          <TextInput name="phone" label={t('fields.phone')} digits={10} autoComplete="tel" />
          <PasswordInput name="password" label={t('fields.password')} />
          <PasswordInput name="verifyPassword" label={t('fields.verifyPassword')} />
          <AuthSubmitButton>{t('auth.registerButton')}</AuthSubmitButton>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
