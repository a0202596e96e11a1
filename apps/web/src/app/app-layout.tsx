import { hasRoles } from '@iris/domain/users/roles';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session-context';
import { MENU_ICONS } from './menu-icons';
import { PROTECTED_ROUTES, type AppRoute, type MenuGroup } from './route-table';
import { UserMenu } from './user-menu';

const DRAWER_WIDTH = 248;

const GROUP_LABELS: Record<MenuGroup, 'menu.catalogues'> = { catalogues: 'menu.catalogues' };

function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const visible = PROTECTED_ROUTES.filter(
    (route) => route.menu && (!route.roles || hasRoles(profile?.roles ?? [], route.roles)),
  );

  const item = (route: AppRoute) => {
    if (!route.menu) return null;
    const Icon = MENU_ICONS[route.menu.icon];
    return (
      <ListItemButton key={route.path} component={NavLink} to={route.path} end onClick={onNavigate}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(route.menu.label)} />
      </ListItemButton>
    );
  };

  const groups = [
    ...new Set(visible.map((route) => route.menu?.group).filter((g) => g !== undefined)),
  ];
  return (
    <nav aria-label={t('app.name')}>
      <List>{visible.filter((route) => !route.menu?.group).map(item)}</List>
      {groups.map((group) => (
        <List key={group} subheader={<ListSubheader>{t(GROUP_LABELS[group])}</ListSubheader>}>
          {visible.filter((route) => route.menu?.group === group).map(item)}
        </List>
      ))}
    </nav>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
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
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Toolbar />
          <SideMenu onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
          }}
        >
          <Toolbar />
          <SideMenu onNavigate={() => undefined} />
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          {children}
        </Box>
        <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t('app.profileNotice')}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
