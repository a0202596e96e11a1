import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-context';
import { AuthCard } from './auth-card';

const SECTIONS = [
  { title: 'privacy.dataTitle', text: 'privacy.data' },
  { title: 'privacy.purposeTitle', text: 'privacy.purpose' },
  { title: 'privacy.securityTitle', text: 'privacy.security' },
  { title: 'privacy.rightsTitle', text: 'privacy.rights' },
] as const;

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const back =
    status === 'authenticated'
      ? { to: '/', label: t('notFound.back') }
      : { to: '/login', label: t('auth.backToLogin') };

  return (
    <AuthCard title={t('privacy.title')} links={[back]}>
      <Typography sx={{ mb: 2 }}>{t('privacy.intro')}</Typography>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {t(section.title)}
          </Typography>
          <Typography color="text.secondary">{t(section.text)}</Typography>
        </section>
      ))}
    </AuthCard>
  );
}
