import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateAsAdminSchema, userSchema } from '@iris/domain/users/user.schemas';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import * as usersService from './users.service.js';

/** What users adds by hand to its registered resource (users.resource.ts). */
export async function usersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.patch(
    '/users/updateAsAdmin',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        body: updateAsAdminSchema,
        response: { 200: envelopeSchema(z.object({ data: userSchema })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        request,
        { data: await usersService.updateAsAdmin(app.db, request.session, request.body) },
        'updated',
      ),
  );
}
