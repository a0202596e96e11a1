import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storageProductSchema } from '@iris/domain/inventory/stock.schemas';
import { auditSummarySchema, currentAuditSchema } from '@iris/domain/sales/audit.schemas';
import { sellableQuerySchema } from '@iris/domain/sales/sale.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { currentAudit, sellableProducts } from './sales.service.js';

/** docs/api.md audit/get and shoppings/getProducts (sales.service.ts says why by hand). */
export async function salesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };

  app.post(
    '/audit/get',
    {
      config,
      schema: {
        tags: ['audit'],
        body: currentAuditSchema,
        response: {
          200: envelopeSchema(z.object({ data: auditSummarySchema.nullable() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await currentAudit(contextOf(app, request), request.body.branchId, itemContext(app)),
      }),
  );

  app.post(
    '/shoppings/getProducts',
    {
      config,
      schema: {
        tags: ['shoppings'],
        body: sellableQuerySchema,
        response: {
          200: envelopeSchema(z.object({ data: z.array(storageProductSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await sellableProducts(contextOf(app, request), request.body, itemContext(app)),
      }),
  );
}
