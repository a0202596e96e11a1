import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@iris/domain/common/fields';
import { PRESCRIPTION_DOCUMENT_LABELS } from '@iris/domain/prescriptions/prescription-document-labels';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/envelope.js';
import { prescriptionDocumentData } from './prescription-documents.service.js';
import { prescriptionPdf } from './prescription-pdf.js';
import { PRESCRIPTION_READERS } from './prescriptions.resource.js';

/**
 * docs/api.md prescriptions/getPdf/{id}: the printed prescription (receta) for the patient, shown in
 * the browser (inline) to be printed, for everyone who reads the patient's record.
 */
export async function prescriptionDocumentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/prescriptions/getPdf/:id',
    {
      config: { access: { roles: PRESCRIPTION_READERS } },
      schema: {
        tags: ['prescriptions'],
        params: idParams,
        produces: ['application/pdf'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const data = await prescriptionDocumentData(
        contextOf(app, request),
        app.files,
        request.params.id,
      );
      const body = await prescriptionPdf({
        ...data,
        labels: PRESCRIPTION_DOCUMENT_LABELS[request.lang],
        timeZone: app.config.timeZone,
        generatedAt: new Date(),
      });
      return sendDownload(
        reply,
        { type: 'application/pdf', filename: `receta-${data.date}.pdf`, body },
        'inline',
      );
    },
  );
}
