import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A page that exists but is not for the user's role (an administrator's page opened by a
 * receptionist or a doctor): saying "not found" would send them looking for a typo.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('forbidden.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('forbidden.text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('forbidden.back')}
      </Button>
    </Box>
  );
}
