import { defineModule } from '../../lib/api-module.js';
import { paymentsReportResource } from './payments-report.resource.js';
import { reportsRoutes } from './reports.routes.js';

export const reportsModule = defineModule({
  name: 'reports',
  resources: { 'payments-report': paymentsReportResource },
  routes: [reportsRoutes],
});
