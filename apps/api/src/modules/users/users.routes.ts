import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '@iris/domain/auth/auth.schemas';
import {
  updateAsAdminSchema,
  updateDataProfileSchema,
  userSchema,
} from '@iris/domain/users/user.schemas';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { LOGGED_IN, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import { MAX_UPLOAD_BYTES, readSingleUpload } from '../../lib/files/upload.js';
import * as profileService from './profile.service.js';
import * as usersService from './users.service.js';

/** What users adds by hand to its registered resource (users.resource.ts). */
export async function usersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const profileResponse = {
    200: envelopeSchema(z.object({ data: profileSchema })),
    ...errorResponses,
  };

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
        {
          data: await usersService.updateAsAdmin(
            app.db,
            request.session,
            request.body,
            itemContext(app),
          ),
        },
        'updated',
      ),
  );

  app.patch(
    '/users/updateDataProfile',
    {
      config: LOGGED_IN,
      schema: { tags, body: updateDataProfileSchema, response: profileResponse },
    },
    async (request) =>
      ok(
        request,
        {
          data: await profileService.updateDataProfile(
            contextOf(app, request),
            request.body,
            itemContext(app),
          ),
        },
        'updated',
      ),
  );

  app.patch(
    '/users/updateImage',
    {
      config: LOGGED_IN,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: { tags, consumes: ['multipart/form-data'], response: profileResponse },
    },
    async (request) => {
      const upload = await readSingleUpload(request, 'images');
      const data = await profileService.updateProfilePhoto(
        contextOf(app, request),
        app.files,
        upload,
        itemContext(app),
      );
      return ok(request, { data }, 'imageUploaded');
    },
  );
}
