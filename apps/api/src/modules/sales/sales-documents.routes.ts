import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@iris/domain/common/fields';
import { SALES_DOCUMENT_LABELS } from '@iris/domain/sales/sales-document-labels';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/envelope.js';
import { auditPdf } from './audit-pdf.js';
import { receiptPdf } from './receipt-pdf.js';
import { auditReportData, receiptData } from './sales-documents.service.js';

/**
 * docs/api.md shoppings/getReceipt/{id} (nota de venta) and audit/getPdf/{id} (corte de caja): PDFs
 * shown in the browser (inline), for anyone of the sale's or audit's branch.
 */
export async function salesDocumentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const pdfSchema = (tag: string) => ({
    tags: [tag],
    params: idParams,
    produces: ['application/pdf'],
    response: errorResponses,
  });

  app.post(
    '/shoppings/getReceipt/:id',
    { config, schema: pdfSchema('shoppings') },
    async (request, reply) => {
      const data = await receiptData(contextOf(app, request), app.files, request.params.id);
      const body = await receiptPdf({
        ...data,
        labels: SALES_DOCUMENT_LABELS[request.lang],
        timeZone: app.config.timeZone,
        generatedAt: new Date(),
      });
      return sendDownload(
        reply,
        { type: 'application/pdf', filename: `nota-${data.sale.serial}.pdf`, body },
        'inline',
      );
    },
  );

  app.post('/audit/getPdf/:id', { config, schema: pdfSchema('audit') }, async (request, reply) => {
    const data = await auditReportData(
      contextOf(app, request),
      app.files,
      request.params.id,
      itemContext(app),
    );
    const body = await auditPdf({
      ...data,
      labels: SALES_DOCUMENT_LABELS[request.lang],
      timeZone: app.config.timeZone,
      generatedAt: new Date(),
    });
    return sendDownload(
      reply,
      { type: 'application/pdf', filename: `corte-${data.summary.id}.pdf`, body },
      'inline',
    );
  });
}
