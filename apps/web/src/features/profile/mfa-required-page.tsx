import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
import { AuthCard } from '../../components/auth-card';
import { MfaSetup } from './mfa-setup';

/**
 * What a session sees while its role requires two-step verification and it is not set up (the
 * API answers mfa_required to anything else): the set-up of the profile, or signing out. Once the
 * recovery codes are kept, the profile read again opens the app.
 */
export function MfaRequiredPage() {
  const { t } = useTranslation();
  const { signOut, refreshProfile } = useSession();
  return (
    <AuthCard title={t('mfa.requiredTitle')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('mfa.requiredText')}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('mfa.intro')}
      </Typography>
      <MfaSetup onDone={refreshProfile} />
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 3 }}>
        <Button onClick={signOut}>{t('userMenu.logout')}</Button>
      </Stack>
    </AuthCard>
  );
}
