import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@iris/domain/common/fields';
import { LAB_TICKET_LABELS } from '@iris/domain/lab-orders/lab-ticket-labels';
import { PRESCRIPTION_DOCUMENT_LABELS } from '@iris/domain/prescriptions/prescription-document-labels';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/envelope.js';
import { labTicketPdf } from './lab-ticket-pdf.js';
import { labTicketData } from './lab-ticket.service.js';

/**
 * lab-orders/getPdf/{id}: the lab ticket for the laboratory, shown in the browser (inline) to be
 * printed, for every role (every role works lab orders).
 */
export async function labTicketRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/lab-orders/getPdf/:id',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['lab-orders'],
        params: idParams,
        produces: ['application/pdf'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const data = await labTicketData(
        contextOf(app, request),
        app.files,
        request.params.id,
        itemContext(app),
      );
      const body = await labTicketPdf({
        ...data,
        labels: LAB_TICKET_LABELS[request.lang],
        prescriptionLabels: PRESCRIPTION_DOCUMENT_LABELS[request.lang],
        timeZone: app.config.timeZone,
        generatedAt: new Date(),
      });
      return sendDownload(
        reply,
        { type: 'application/pdf', filename: `orden-laboratorio-${data.order.serial}.pdf`, body },
        'inline',
      );
    },
  );
}
