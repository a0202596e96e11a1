import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api-client';
import { AuthCard } from '../../components/auth-card';
import { authQueries } from './auth-queries';
import { QueryProvider } from '../../lib/query-provider';

/** A public page keeps its own small data cache; the login page carries none. */
export function EmailConfirmationPage() {
  return (
    <QueryProvider>
      <EmailConfirmationContent />
    </QueryProvider>
  );
}

function EmailConfirmationContent() {
  const { t } = useTranslation();
  const { token = '' } = useParams();

  const confirmation = useQuery(authQueries.emailConfirmation(token));

  return (
    <AuthCard
      title={t('auth.confirmTitle')}
      links={[{ to: '/login', label: t('auth.backToLogin') }]}
    >
      {confirmation.isPending && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('auth.confirmChecking')}</Typography>
        </Box>
      )}
      {confirmation.isError && <Alert severity="warning">{errorText(confirmation.error)}</Alert>}
      {confirmation.isSuccess && (
        <>
          <Alert severity="success">{confirmation.data.message}</Alert>
          <Typography sx={{ mt: 2 }}>{t('auth.confirmDone')}</Typography>
        </>
      )}
    </AuthCard>
  );
}
