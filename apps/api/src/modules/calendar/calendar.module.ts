import { defineModule } from '../../lib/api-module.js';
import { calendarResource } from './calendar.resource.js';
import { calendarRoutes } from './calendar.routes.js';

export const calendarModule = defineModule({
  name: 'calendar',
  resources: { 'branches-calendar': calendarResource },
  routes: [calendarRoutes],
});
