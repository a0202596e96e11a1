import { defineModule } from '../../lib/api-module.js';
import { accessLogResource } from './access-log.resource.js';
import { customersResource } from './customers.resource.js';
import { historyRoutes } from './history.routes.js';
import { noteDocumentsRoutes } from './note-documents.routes.js';
import { doctorNotesResource, receptionNotesResource } from './notes.resources.js';
import { privacyRoutes } from './privacy.routes.js';

export const customersModule = defineModule({
  name: 'customers',
  resources: {
    customers: customersResource,
    notes: receptionNotesResource,
    'notes-doctor': doctorNotesResource,
    'access-log': accessLogResource,
  },
  routes: [noteDocumentsRoutes, historyRoutes, privacyRoutes],
});
