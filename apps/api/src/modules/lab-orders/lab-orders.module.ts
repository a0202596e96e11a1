import { defineModule } from '../../lib/api-module.js';
import { registerLabOrderReadyMail } from './lab-order-ready-mail.job.js';
import { registerLabOrderHooks } from './lab-order-stages.js';
import { registerReadyWhatsappHooks } from './lab-order-ready-mail.job.js';
import { labOrdersResource } from './lab-orders.resource.js';
import { labTicketRoutes } from './lab-ticket.routes.js';

export const labOrdersModule = defineModule({
  name: 'lab-orders',
  resources: { 'lab-orders': labOrdersResource },
  routes: [labTicketRoutes],
  jobs: [registerLabOrderReadyMail],
  hooks: [registerLabOrderHooks, registerReadyWhatsappHooks],
});
