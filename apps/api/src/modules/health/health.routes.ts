import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { pingDatabase } from './health.repository.js';

export async function healthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: {
        tags: ['health'],
        response: {
          200: envelopeSchema(z.object({ status: z.literal('ok'), database: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await pingDatabase(app.db);
      return ok(request, { status: 'ok' as const, database: app.dbEngine });
    },
  );
}
