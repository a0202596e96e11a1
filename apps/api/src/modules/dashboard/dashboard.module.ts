import { defineModule } from '../../lib/api-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  resources: {},
  routes: [dashboardRoutes],
});
