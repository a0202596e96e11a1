import { defineModule } from '../../lib/api-module.js';
import { auditsResource } from './audits.resource.js';
import { paymentsResource } from './payments.resource.js';
import { saleLinesResource } from './sale-lines.resource.js';
import { salesDocumentsRoutes } from './sales-documents.routes.js';
import { salesResource } from './sales.resource.js';
import { salesRoutes } from './sales.routes.js';

export const salesModule = defineModule({
  name: 'sales',
  resources: {
    shoppings: salesResource,
    'shopping-details': saleLinesResource,
    payments: paymentsResource,
    audit: auditsResource,
  },
  routes: [salesRoutes, salesDocumentsRoutes],
});
