import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardQuerySchema, dashboardSchema } from '@iris/domain/dashboard/dashboard.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { dashboardOf } from './dashboard.service.js';

/** docs/api.md dashboard/get: the tiles of the page everyone lands on, in one call. */
export async function dashboardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/dashboard/get',
    {
      // Every role; the service keeps branch staff to their own branch.
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['dashboard'],
        body: dashboardQuerySchema,
        response: {
          200: envelopeSchema(z.object({ data: dashboardSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, { data: await dashboardOf(contextOf(app, request), request.body) }),
  );
}
