import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiRequest } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { AuthCard } from '../../components/auth-card';
import { QueryProvider } from '../../lib/query-provider';

/** A public page keeps its own small data cache; the login page carries none. */
export function RegisterEmailConfirmationPage() {
  return (
    <QueryProvider>
      <RegisterEmailConfirmationContent />
    </QueryProvider>
  );
}

function RegisterEmailConfirmationContent() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const notify = useNotify();

  const resend = useMutation({
    mutationFn: () =>
      apiRequest('GET', 'auth/reTryEmailVerification/{email}', { params: { email } }),
    onSuccess: (response) => notify.success(response.message),
    onError: (error) => notify.error(error),
  });

  return (
    <AuthCard
      title={t('auth.registeredTitle')}
      links={[{ to: '/login', label: t('auth.backToLogin') }]}
    >
      <Typography sx={{ mb: 2 }}>{t('auth.registeredText', { email })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.registeredNext')}
      </Typography>
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="outlined" onClick={() => resend.mutate()} loading={resend.isPending}>
          {t('auth.resendButton')}
        </Button>
      </Box>
    </AuthCard>
  );
}
