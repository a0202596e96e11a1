import { defineModule } from '../../lib/api-module.js';
import { csdUploadRoutes } from './csd-upload.routes.js';
import { fiscalIssuersResource } from './fiscal-issuers.resource.js';

/** Invoicing (docs/rules.md, Invoicing (CFDI 4.0)): the chain's fiscal issuers and their CSD. */
export const invoicingModule = defineModule({
  name: 'invoicing',
  resources: { 'fiscal-issuers': fiscalIssuersResource },
  routes: [csdUploadRoutes],
});
