import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '@iris/domain/auth/mfa.schemas';
import { idParams } from '@iris/domain/common/fields';
import { LOGGED_IN, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { findMfaUser } from './mfa.repository.js';
import { endSessions } from './sessions.repository.js';
import { itemContext } from '../../lib/recipe/crud.routes.js';
import type { TokenClaims } from '../../plugins/auth.plugin.js';
import { endOwnSession, listSessions, type Origin, type SessionDeps } from './sessions.service.js';

/** What sessions.service.ts takes from the app. */
export function sessionDeps(app: FastifyInstance): SessionDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    background: app.background,
    items: itemContext(app),
    settings: app.config,
    sign: (claims: TokenClaims) => app.jwt.sign(claims),
  };
}

export const originOf = (request: FastifyRequest): Origin => ({
  userAgent: request.headers['user-agent'],
  address: request.ip,
});

const ended = envelopeSchema(z.object({ data: z.object({ ended: z.number() }) }));

/**
 * docs/api.md, auth (sessions): a user's signed-in devices, and ending them. Reachable by a
 * session that must still set up two factors: it may see and end its own sessions.
 */
export async function sessionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const OWN = { ...LOGGED_IN, mfaSetup: true };

  app.post(
    '/auth/sessions',
    {
      config: OWN,
      schema: {
        tags,
        response: {
          200: envelopeSchema(z.object({ data: z.array(sessionSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { data: await listSessions(sessionDeps(app), request.session) }),
  );

  // Signing out: the session this call comes from ends (docs/api.md).
  app.delete(
    '/auth/sessions/current',
    { config: OWN, schema: { tags, response: { 200: ended, ...errorResponses } } },
    async (request) => {
      await endOwnSession(app.db, request.session.id, request.session.sessionId);
      return ok(request, { data: { ended: 1 } }, 'sessionsEnded');
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: OWN,
      schema: { tags, params: idParams, response: { 200: ended, ...errorResponses } },
    },
    async (request) => {
      await endOwnSession(app.db, request.session.id, request.params.id);
      return ok(request, { data: { ended: 1 } }, 'sessionsEnded');
    },
  );

  app.delete(
    '/auth/sessions',
    { config: OWN, schema: { tags, response: { 200: ended, ...errorResponses } } },
    async (request) => {
      const { id, sessionId } = request.session;
      return ok(
        request,
        { data: { ended: await endSessions(app.db, id, sessionId) } },
        'sessionsEnded',
      );
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      config: SUPER_ADMIN_ONLY,
      schema: { tags: ['users'], params: idParams, response: { 200: ended, ...errorResponses } },
    },
    async (request) => {
      if (!(await findMfaUser(app.db, request.params.id))) throw new AppError('not_found');
      const count = await endSessions(app.db, request.params.id);
      return ok(request, { data: { ended: count } }, 'sessionsEnded');
    },
  );
}
