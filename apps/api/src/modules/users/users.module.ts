import { defineModule } from '../../lib/api-module.js';
import { usersResource } from './users.resource.js';
import { usersRoutes } from './users.routes.js';

export const usersModule = defineModule({
  name: 'users',
  resources: { users: usersResource },
  routes: [usersRoutes],
});
