import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
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
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 4 }}>
      <Container maxWidth="sm">
        <Paper elevation={3} sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography
            variant="h4"
            component="p"
            color="primary"
            sx={{ fontWeight: 700, textAlign: 'center' }}
          >
            {t('app.name')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mt: 1, mb: 2 }}>
            {t('mfa.requiredTitle')}
          </Typography>
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
        </Paper>
      </Container>
    </Box>
  );
}
