import { defineModule } from '../../lib/api-module.js';
import { prescriptionDocumentsRoutes } from './prescription-documents.routes.js';
import { prescriptionsResource } from './prescriptions.resource.js';
import { prescriptionsRoutes } from './prescriptions.routes.js';

export const prescriptionsModule = defineModule({
  name: 'prescriptions',
  resources: { prescriptions: prescriptionsResource },
  routes: [prescriptionsRoutes, prescriptionDocumentsRoutes],
});
