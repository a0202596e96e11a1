import PeopleIcon from '@mui/icons-material/People';
import { listPage, type Feature } from '../../lib/feature';

export const usersFeature = {
  pages: { users: listPage(() => import('./users-page').then((m) => m.UsersPage), []) },
  icons: { users: PeopleIcon },
} satisfies Feature;
