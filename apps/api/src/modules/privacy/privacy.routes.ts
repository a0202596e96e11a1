import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentSchema, recordConsentSchema } from '@iris/domain/privacy/consent.schemas';
import { currentPrivacyNoticeSchema } from '@iris/domain/privacy/privacy-notice.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { PUBLIC } from '../../lib/access.js';
import { notFound } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { recordConsent } from './consent.service.js';
import { currentNotice } from './privacy.repository.js';

/**
 * docs/api.md privacy: `GET privacy-notices/current` (public: the /privacyPolicy page reads it
 * without a session) and `POST customers/consent`, the patient's acceptance of it.
 */
export async function privacyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/privacy-notices/current',
    {
      config: PUBLIC,
      schema: {
        tags: ['privacy-notices'],
        response: {
          200: envelopeSchema(z.object({ data: currentPrivacyNoticeSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const notice = await currentNotice(app.db);
      if (!notice) throw notFound();
      return ok(request, {
        data: {
          version: notice.version,
          text: notice.text,
          createdAt: notice.createdAt.toISOString(),
        },
      });
    },
  );

  app.post(
    '/customers/consent',
    {
      // Every role; the patient must be of the session's branch (403 otherwise).
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['customers'],
        body: recordConsentSchema,
        response: { 201: envelopeSchema(z.object({ data: consentSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const consent = await recordConsent(contextOf(app, request), request.body);
      return reply.code(201).send(ok(request, { data: consent }, 'consentRecorded'));
    },
  );
}
