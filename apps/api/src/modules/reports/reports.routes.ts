import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditOptionSchema,
  auditOptionsQuerySchema,
} from '@iris/domain/reports/payments-report.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { csvFile } from '../../lib/table/table-csv.js';
import { EXAMPLE_PAYMENT } from './payments-example.js';
import { paymentsReportResource } from './payments-report.resource.js';
import { auditOptionsOf } from './reports.service.js';

/**
 * docs/api.md audit/getOptionByDate (the audits of the payments report's filter) and csv/example (the
 * payments CSV's header and one made-up row, written by the report's own columns). The reports'
 * tables and files themselves are the recipe's: payments-report.resource.ts here; the sales and
 * audits reports read the sales module's own resources, their CSVs declared there (reports import
 * sales, never the reverse).
 */
export async function reportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };

  app.post(
    '/audit/getOptionByDate',
    {
      config,
      schema: {
        tags: ['audit'],
        body: auditOptionsQuerySchema,
        response: {
          200: envelopeSchema(z.object({ data: z.array(auditOptionSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await auditOptionsOf(contextOf(app, request), request.body, request.lang),
      }),
  );

  app.post(
    '/csv/example',
    { config, schema: { tags: ['csv'], produces: ['text/csv'], response: errorResponses } },
    async (request, reply) => {
      const columns = paymentsReportResource.csv?.columns(request.lang) ?? [];
      const context = { lang: request.lang, timeZone: app.config.timeZone };
      const body = csvFile([[EXAMPLE_PAYMENT]], columns, context, (error) =>
        request.log.warn({ code: (error as { code?: string }).code }, 'CSV cut short'),
      );
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        filename: 'ejemplo-pagos.csv',
        body,
      });
    },
  );
}
