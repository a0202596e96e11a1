import { EVENT_COLORS, type EventColor } from '@iris/domain/calendar/event-colors';
import { hasRoles } from '@iris/domain/users/roles';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { loadMessages } from '../lib/i18n';
import { useSession } from '../lib/session-context';
import { useWorkingBranch } from '../lib/working-branch';
import { menuIcon } from './menu-icons';
import { PROTECTED_ROUTES, type MenuGroup } from './route-table';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 248;

// The register's state, its dialogs and its strings arrive after the page, not with the shell.
const AuditBar = lazy(() =>
  Promise.all([import('../features/sales/audit-bar'), loadMessages(['sales'])]).then(
    ([module]) => ({ default: module.AuditBar }),
  ),
);

/** The menu's sections, in the order they are listed: the reports before the long catalogues. */
const GROUP_LABELS: Record<MenuGroup, 'menu.catalogues' | 'menu.reports'> = {
  reports: 'menu.reports',
  catalogues: 'menu.catalogues',
};
const GROUPS = Object.keys(GROUP_LABELS) as MenuGroup[];

function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const roles = profile?.roles ?? [];
  const entries = PROTECTED_ROUTES.flatMap((route) => {
    const menu = route.menu;
    const allowed = menu?.roles ?? route.roles;
    if (!menu || !profile || (allowed && !hasRoles(roles, allowed))) return [];
    const to = menu.to ? menu.to(profile) : route.path;
    return to === undefined ? [] : [{ ...menu, to }];
  });

  // Each link in its own <li>: a <ul> holds list items only (axe, rule "list").
  const item = (entry: (typeof entries)[number]) => {
    const Icon = menuIcon(entry.icon);
    return (
      <ListItem key={entry.to} disablePadding>
        <ListItemButton component={NavLink} to={entry.to} end onClick={onNavigate}>
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(entry.label)} />
        </ListItemButton>
      </ListItem>
    );
  };

  const groups = GROUPS.filter((group) => entries.some((entry) => entry.group === group));
  return (
    <nav aria-label={t('app.name')}>
      <List>{entries.filter((entry) => !entry.group).map(item)}</List>
      {groups.map((group) => (
        <List key={group} subheader={<ListSubheader>{t(GROUP_LABELS[group])}</ListSubheader>}>
          {entries.filter((entry) => entry.group === group).map(item)}
        </List>
      ))}
    </nav>
  );
}

/** The top bar in the working branch's colour, with black or white text, whichever reads. */
function barColors(theme: Theme, color: EventColor | null) {
  if (!color) return {};
  const background = EVENT_COLORS[color];
  return { backgroundColor: background, color: theme.palette.getContrastText(background) };
}

const PHONE_HIDDEN = { display: { xs: 'none', sm: 'inline' } } as const;

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const branch = useWorkingBranch();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        sx={(theme) => ({
          zIndex: theme.zIndex.drawer + 1,
          ...barColors(theme, branch?.color ?? null),
        })}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('app.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ mr: 2, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {branch?.logoUrl && (
            // Decorative: the branch's name is written beside it.
            <Box
              component="img"
              src={branch.logoUrl}
              alt=""
              sx={{ height: 36, maxWidth: 96, objectFit: 'contain', mr: 1.5 }}
            />
          )}
          {/* A phone's bar has room for the branch's name alone ("SUCURSAL CHAPULTEPEC" whole). */}
          <Typography
            variant="h6"
            component="div"
            sx={(theme) => ({
              flexGrow: 1,
              ...(branch && { [theme.breakpoints.down('sm')]: { fontSize: '1rem' } }),
            })}
            noWrap
          >
            <Box component="span" sx={branch ? PHONE_HIDDEN : undefined}>
              {t('app.name')}
            </Box>
            {branch && (
              <Box component="span" sx={{ fontWeight: 400 }}>
                <Box component="span" sx={PHONE_HIDDEN}>
                  {' · '}
                </Box>
                {branch.name}
              </Box>
            )}
          </Typography>
          <Suspense fallback={null}>
            <AuditBar />
          </Suspense>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {/* One drawer at a time: a phone does not render the menu it would hide. */}
        {wide ? (
          <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
            <Toolbar />
            <SideMenu onNavigate={() => undefined} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            <Toolbar />
            <SideMenu onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {/* docs/spec.md §1's notice about changing one's profile data lives on the profile page. */}
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
