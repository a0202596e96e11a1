import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { products } from '../../db/schema/catalogue.schema.js';
import { notFound } from '../../lib/app-error.js';
import { findOne } from '../../lib/crud.repository.js';
import { itemContext } from '../../lib/crud.routes.js';
import { MAX_UPLOAD_BYTES, readSingleUpload, uniqueKey } from '../../lib/files/upload.js';
import type { ResourceDefinition } from '../../lib/resource.js';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';

/**
 * PATCH products/uploadDocument/{id}: one image or PDF, stored under inventory/products/{id}
 * with a unique suffix; the product's documentUrl then serves it. The old file is removed.
 */
export function registerProductUpload(instance: FastifyInstance, resource: ResourceDefinition) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/products/uploadDocument/:id',
    {
      config: { roles: ['super_admin'] },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['products'],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeSchema(z.object({ data: resource.item })), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [current] = await app.db
        .select({ key: products.documentKey })
        .from(products)
        .where(eq(products.id, id));
      if (!current) throw notFound();
      const upload = await readSingleUpload(request);
      const key = uniqueKey(`inventory/products/${id}`, upload);
      await app.files.put(key, upload.buffer, upload.mime);
      try {
        await app.db
          .update(products)
          .set({ documentKey: key, updatedAt: new Date() })
          .where(eq(products.id, id));
      } catch (error) {
        await app.files.remove(key);
        throw error;
      }
      if (current.key) await app.files.remove(current.key).catch(() => undefined);
      const data = await findOne(app.db, resource, id, itemContext(app));
      return ok(request, { data }, 'imageUploaded');
    },
  );
}
