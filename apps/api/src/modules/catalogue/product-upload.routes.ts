import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueItems } from '@iris/domain/catalogue/catalogue.items';
import { idParams } from '@iris/domain/common/fields';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { findOne } from '../../lib/crud.repository.js';
import { itemContext } from '../../lib/crud.routes.js';
import { MAX_UPLOAD_BYTES, readSingleUpload } from '../../lib/files/upload.js';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import { replaceProductDocument } from './product-document.service.js';
import { productsResource } from './products.resources.js';

/**
 * PATCH products/uploadDocument/{id}: one image or PDF (RULES.md, Uploads); the product's
 * documentUrl then serves it. Multipart fits no declaration of the recipe, hence by hand.
 */
export function registerProductUpload(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/products/uploadDocument/:id',
    {
      config: SUPER_ADMIN_ONLY,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['products'],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: catalogueItems.products })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const context = { db: app.db, session: request.session };
      const { id } = request.params;
      await replaceProductDocument(context, app.files, id, () => readSingleUpload(request));
      const data = await findOne(context, productsResource, id, itemContext(app));
      return ok(request, { data }, 'imageUploaded');
    },
  );
}
