import { defineModule } from '../../lib/api-module.js';
import { csdUploadRoutes } from './csd-upload.routes.js';
import { fiscalIssuersResource } from './fiscal-issuers.resource.js';
import { registerGlobalInvoices } from './global-invoice.job.js';
import { registerCancelStatus } from './invoice-cancel-status.job.js';
import { registerInvoicingHooks } from './invoice-hooks.js';
import { registerInvoiceMail } from './invoice-mail.job.js';
import { invoicesResource } from './invoices.resource.js';
import { invoicesRoutes } from './invoices.routes.js';
import { registerLaterCfdis } from './later-cfdi.job.js';
import { reconciliationRoutes } from './reconciliation.routes.js';

/**
 * Invoicing (docs/rules.md, Invoicing (CFDI 4.0)): the chain's fiscal issuers and their CSD, and
 * the CFDIs — sealed by Iris, stamped by the PAC, e-mailed, a global one per closed period, a
 * cancellation followed until the SAT settles it.
 */
export const invoicingModule = defineModule({
  name: 'invoicing',
  resources: { 'fiscal-issuers': fiscalIssuersResource, invoices: invoicesResource },
  routes: [csdUploadRoutes, invoicesRoutes, reconciliationRoutes],
  jobs: [registerInvoiceMail, registerGlobalInvoices, registerCancelStatus, registerLaterCfdis],
  hooks: [registerInvoicingHooks],
});
