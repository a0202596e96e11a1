import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  csdFactsSchema,
  csdUploadFieldsSchema,
} from '@iris/domain/invoicing/fiscal-issuer.schemas';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { readFilesForm } from '../../lib/files/upload.js';
import { csdInvalid } from './csd-check.js';
import { uploadCsd } from './csd.service.js';

/** A .cer or .key weighs 1 to 2 KB; far more is no CSD. */
const MAX_CSD_FILE_BYTES = 64 * 1024;
const FILES = ['certificate', 'key'] as const;

const required = (field: string) => ({ field, message: validationMessage('required') });

/** The form as sent: its fields checked by the domain's schema, both files present. */
function csdForm(files: Map<string, Buffer>, fields: Map<string, string>) {
  const parsed = csdUploadFieldsSchema.safeParse(Object.fromEntries(fields));
  const errors = [
    ...FILES.filter((name) => !files.get(name)?.length).map(required),
    ...(parsed.error?.issues ?? []).map((issue) => ({
      field: String(issue.path[0]),
      message: issue.message,
    })),
  ];
  const [certificate, key] = FILES.map((name) => files.get(name));
  if (errors.length || !parsed.data || !certificate || !key) {
    throw new AppError('invalid_input', { errors });
  }
  return { ...parsed.data, certificate, key };
}

/**
 * docs/api.md `PATCH fiscal-issuers/uploadCsd` (multipart: `id`, `certificate` the .cer, `key` the
 * .key, `password`) -> `{certificateNumber, validFrom, validTo, rfc}`. The key and the password are
 * never answered nor logged (requests are logged by route, without their bodies).
 */
export async function csdUploadRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/fiscal-issuers/uploadCsd',
    {
      config: SUPER_ADMIN_ONLY,
      bodyLimit: 2 * MAX_CSD_FILE_BYTES + 64 * 1024,
      schema: {
        tags: ['fiscal-issuers'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(csdFactsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { files, fields } = await readFilesForm(request, {
        names: FILES,
        maxBytes: MAX_CSD_FILE_BYTES,
        tooLarge: () => csdInvalid('csdFileSize', 'certificate'),
        wrong: () => new AppError('invalid_input', { errors: FILES.map(required) }),
      });
      const data = await uploadCsd(app.db, app.config.csdSecrets, csdForm(files, fields));
      return ok(request, data, 'csdUploaded');
    },
  );
}
