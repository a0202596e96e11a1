import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';

export function DashboardPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!profile) return null;

  const fullName = [profile.name, profile.paternal, profile.maternal].filter(Boolean).join(' ');
  const roles = profile.roles.map((role) => t(`roles.${role}`)).join(', ');

  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('dashboard.welcome', { name: fullName })}
        </Typography>
        <Typography>{t('dashboard.role', { role: roles || t('dashboard.noRole') })}</Typography>
        <Typography>
          {t('dashboard.branch', { branch: profile.branch?.name ?? t('dashboard.noBranch') })}
        </Typography>
      </CardContent>
    </Card>
  );
}
