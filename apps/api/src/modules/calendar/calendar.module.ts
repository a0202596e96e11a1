import { defineModule } from '../../lib/api-module.js';
import { calendarResource } from './calendar.resource.js';
import { calendarRoutes } from './calendar.routes.js';
import { registerFirstAppointment } from './first-appointment.js';

export const calendarModule = defineModule({
  name: 'calendar',
  resources: { 'branches-calendar': calendarResource },
  routes: [calendarRoutes],
  hooks: [registerFirstAppointment],
});
