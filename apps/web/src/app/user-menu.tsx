import type { Language } from '@iris/domain/i18n/messages';
import CheckIcon from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setLanguage } from '../lib/i18n';
import { useSession } from '../lib/session-context';
import { LoadingDialog } from './loading-dialog';
import { personName } from '@iris/domain/common/person-name';

// The dialog's form and schemas (zod) arrive when it is first opened, not with every page.
const ChangePasswordDialog = lazy(() =>
  import('../features/profile/change-password-dialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

const LANGUAGE_OPTIONS: { lang: Language; label: 'userMenu.spanish' | 'userMenu.english' }[] = [
  { lang: 'es', label: 'userMenu.spanish' },
  { lang: 'en', label: 'userMenu.english' },
];

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { profile, signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Kept once opened, so that closing it fades out rather than vanishing.
  const [passwordOpened, setPasswordOpened] = useState(false);
  const navigate = useNavigate();
  if (!profile) return null;

  const fullName = personName({ name: profile.name, paternal: profile.paternal });
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, borderRadius: 2 }}
      >
        <Avatar src={profile.image ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          {profile.name.charAt(0)}
        </Avatar>
        <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {fullName}
        </Typography>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader sx={{ lineHeight: 1.4, py: 1 }}>
          <Typography variant="subtitle2">{fullName}</Typography>
          <Typography variant="caption">
            {profile.email} · {profile.roles.map((role) => t(`roles.${role}`)).join(', ')}
          </Typography>
        </ListSubheader>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate('/profile');
          }}
        >
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setPasswordOpen(true);
            setPasswordOpened(true);
          }}
        >
          {t('userMenu.changePassword')}
        </MenuItem>
        <Divider />
        <ListSubheader>{t('userMenu.language')}</ListSubheader>
        {LANGUAGE_OPTIONS.map(({ lang, label }) => (
          <MenuItem
            key={lang}
            lang={lang}
            selected={i18n.language === lang}
            onClick={() => {
              void setLanguage(lang);
              close();
            }}
          >
            <ListItemIcon>{i18n.language === lang && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
      {passwordOpened && (
        <Suspense fallback={<LoadingDialog />}>
          <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
