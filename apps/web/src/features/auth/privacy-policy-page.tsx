import { formatDate } from '@iris/domain/common/dates';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../lib/api-client';
import { QueryProvider } from '../../lib/query-provider';
import { useSession } from '../../lib/session-context';
import { AuthCard } from '../../components/auth-card';
import { authQueries } from './auth-queries';

/**
 * `/privacyPolicy` (docs/rules.md, Privacy and accounts): the version of the chain's aviso de
 * privacidad in force, as super_admin published it, for anyone — no session needed. A public
 * page keeps its own small data cache.
 */
export function PrivacyPolicyPage() {
  return (
    <QueryProvider>
      <PrivacyPolicyContent />
    </QueryProvider>
  );
}

function PrivacyPolicyContent() {
  const { t } = useTranslation();
  const { status } = useSession();
  const notice = useQuery(authQueries.privacyNotice());
  const back =
    status === 'authenticated'
      ? { to: '/', label: t('notFound.back') }
      : { to: '/login', label: t('auth.backToLogin') };
  const none = notice.error instanceof ApiError && notice.error.status === 404;

  return (
    <AuthCard title={t('privacy.title')} links={[back]}>
      {notice.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('privacy.loading')}</Typography>
        </Stack>
      )}
      {none && <Alert severity="info">{t('privacy.none')}</Alert>}
      {notice.isError && !none && <Alert severity="warning">{errorText(notice.error)}</Alert>}
      {notice.data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('privacy.version', {
              version: notice.data.version,
              date: formatDate(notice.data.createdAt),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{notice.data.text}</Typography>
        </>
      )}
    </AuthCard>
  );
}
