import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productsByStorageSchema,
  stockByDetailSchema,
  storageProductSchema,
} from '@iris/domain/inventory/stock.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { productsByStorage, stockByDetail } from './stock.service.js';

/** docs/api.md stock: getStockByDetail and getProductsByStorage (stock.service.ts says why by hand). */
export async function stockRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const tags = ['stock'];

  app.post(
    '/stock/getStockByDetail',
    {
      config,
      schema: {
        tags,
        body: stockByDetailSchema,
        response: { 200: envelopeSchema(z.object({ stock: z.number() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, { stock: await stockByDetail(contextOf(app, request), request.body) }),
  );

  app.post(
    '/stock/getProductsByStorage',
    {
      config,
      schema: {
        tags,
        body: productsByStorageSchema,
        response: {
          200: envelopeSchema(z.object({ data: z.array(storageProductSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await productsByStorage(contextOf(app, request), request.body, itemContext(app)),
      }),
  );
}
