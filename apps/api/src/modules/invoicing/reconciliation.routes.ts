import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reconciliationQuerySchema,
  reconciliationSchema,
} from '@iris/domain/invoicing/reconciliation.schemas';
import { LOGGED_IN } from '../../lib/access.js';
import { sendDownload } from '../../lib/downloads.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/routes/recipe-routes.js';
import { reconciliationCsv, reconciliationOf } from './reconciliation.service.js';

const tags = ['invoices'];

/**
 * docs/api.md invoices/getReconciliation and getReconciliationCsv: the period reconciled — every
 * executed sale covered by one valid CFDI, every PPD invoice's payments by complements, every
 * refund of an invoiced sale by a credit note — with its totals, and what is missing as a CSV.
 * Every role; the service keeps branch staff to their own branch.
 */
export async function reconciliationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/invoices/getReconciliation',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        body: reconciliationQuerySchema.optional(),
        response: {
          200: envelopeSchema(z.object({ data: reconciliationSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await reconciliationOf(contextOf(app, request), request.body ?? {}, request.lang),
      }),
  );

  app.post(
    '/invoices/getReconciliationCsv',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        body: reconciliationQuerySchema.optional(),
        produces: ['text/csv'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const context = { lang: request.lang, timeZone: app.config.timeZone };
      const file = await reconciliationCsv(
        contextOf(app, request),
        request.body ?? {},
        context,
        (error) => request.log.warn({ code: (error as { code?: string }).code }, 'CSV cut short'),
      );
      return sendDownload(reply, { type: 'text/csv; charset=utf-8', ...file });
    },
  );
}
