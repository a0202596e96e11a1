import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import type { Role } from '@iris/domain/users/roles';
import { findOne } from '../recipe/crud.repository.js';
import { contextOf, itemContext } from '../recipe/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../envelope.js';
import type { AnyResource } from '../recipe/resource.js';
import { findVisible } from '../recipe/resource-scope.js';
import type { EncodedImage } from './images.js';
import { recordFileSlot } from './record-file.repository.js';
import { replaceStoredFile } from './replace-file.js';
import {
  MAX_UPLOAD_BYTES,
  readSingleUpload,
  uniqueKey,
  type Accept,
  type Upload,
} from './upload.js';

/** One file kept by a record: `PATCH /api/{resource}/{path}/{id}`, multipart, one file. */
export interface RecordUpload {
  resource: AnyResource;
  path: string;
  roles: readonly Role[];
  /** The record's column that names the stored file. */
  column: PgColumn;
  /** Where its files go (docs/rules.md, Uploads): `inventory/products/{id}`. */
  folder(id: number): string;
  /** Documents (images or PDF, the default) or images only. */
  accept?: Accept;
  /** What is stored: the upload as it came, or re-encoded. */
  encode?(upload: Upload): Promise<EncodedImage>;
}

/**
 * Registers a record's upload: the record is found within the session's scope before a byte of
 * the file is read (404/403), the file is checked by its content, stored under the record's
 * folder with a unique name, and the record answered with its new URL.
 */
export function registerRecordUpload(instance: FastifyInstance, upload: RecordUpload) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { resource } = upload;
  app.patch(
    `/${resource.name}/${upload.path}/:id`,
    {
      config: { access: { roles: upload.roles } },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: [resource.name],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: resource.item })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const context = contextOf(app, request);
      const { id } = request.params;
      await findVisible(context, resource, id);
      const received = await readSingleUpload(request, upload.accept);
      const file = upload.encode ? await upload.encode(received) : received;
      await replaceStoredFile(context, app.files, recordFileSlot(resource, id, upload.column), {
        key: uniqueKey(upload.folder(id), file),
        buffer: file.buffer,
        mime: file.mime,
      });
      const data = await findOne(context, resource, id, itemContext(app), { logRead: false });
      return ok(request, { data }, 'imageUploaded');
    },
  );
}
