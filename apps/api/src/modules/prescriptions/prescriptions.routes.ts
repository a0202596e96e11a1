import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { prescriptionComparisonSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { PRESCRIPTION_READERS } from './prescriptions.resource.js';
import { comparePrescription } from './prescriptions.service.js';

/** docs/api.md "Beyond the specification": POST prescriptions/compare/{id}, read as a get is. */
export async function prescriptionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/prescriptions/compare/:id',
    {
      config: { access: { roles: PRESCRIPTION_READERS } },
      schema: {
        tags: ['prescriptions'],
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: prescriptionComparisonSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, { data: await comparePrescription(contextOf(app, request), request.params.id) }),
  );
}
