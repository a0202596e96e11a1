import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { tableDataSchema, tableQuerySchema } from '@iris/domain/common/table';
import { updateAsAdminSchema, userSchema } from '@iris/domain/users/user.schemas';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import * as usersService from './users.service.js';

const staffOption = z.object({
  id: z.number(),
  name: z.string(),
  paternal: z.string(),
  maternal: z.string(),
  role: z.string().nullable(),
});

export async function usersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post(
    '/users/getBranchPersonal',
    {
      schema: {
        tags,
        body: tableQuerySchema,
        response: {
          200: envelopeSchema(z.object({ tableData: tableDataSchema(userSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        tableData: await usersService.branchPersonal(app.db, request.session, request.body),
      }),
  );

  app.get(
    '/users/getBranchPersonalOptions/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: z.array(staffOption) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await usersService.branchPersonalOptions(app.db, request.session, request.params.id),
      }),
  );

  app.patch(
    '/users/updateAsAdmin',
    {
      config: { roles: ['super_admin'] },
      schema: {
        tags,
        body: updateAsAdminSchema,
        response: { 200: envelopeSchema(z.object({ data: userSchema })), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, { data: await usersService.updateAsAdmin(app.db, request.body) }, 'updated'),
  );
}
