import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { tableDataSchema, tableQuerySchemaOf } from '@iris/domain/common/table';
import { historyEntrySchema, historyFilters } from '@iris/domain/customers/customer.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import { ROLES } from '@iris/domain/users/roles';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { historyDocument, historyPage } from './history.service.js';
import { historyPdf } from './history-pdf.js';

/** docs/api.md customers: getCustomerHistory (a table) and getDocumetsPdf/{id} (the same, as a PDF). */
export async function historyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const tags = ['customers'];

  app.post(
    '/customers/getCustomerHistory',
    {
      config,
      schema: {
        tags,
        body: tableQuerySchemaOf(historyFilters),
        response: {
          200: envelopeSchema(z.object({ tableData: tableDataSchema(historyEntrySchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        tableData: await historyPage(contextOf(app, request), request.body, request.lang),
      }),
  );

  app.post(
    '/customers/getDocumetsPdf/:id',
    {
      config,
      schema: { tags, params: idParams, produces: ['application/pdf'], response: errorResponses },
    },
    async (request, reply) => {
      const { customer, entries } = await historyDocument(
        contextOf(app, request),
        request.params.id,
        request.lang,
      );
      const body = await historyPdf({
        customer,
        entries,
        labels: RECORD_LABELS[request.lang].history,
        timeZone: app.config.timeZone,
        generatedAt: new Date(),
      });
      return sendDownload(reply, {
        type: 'application/pdf',
        filename: `historial-${request.params.id}.pdf`,
        body,
      });
    },
  );
}
