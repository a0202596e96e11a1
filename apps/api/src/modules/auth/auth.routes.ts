import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailParams,
  loginSchema,
  profileSchema,
  registerSchema,
  tokenSchema,
  updatePasswordSchema,
} from '@iris/domain/auth/auth.schemas';
import { mfaChallengeSchema } from '@iris/domain/auth/mfa.schemas';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { LOGGED_IN, PUBLIC } from '../../lib/access.js';
import { itemContext } from '../../lib/recipe/crud.routes.js';
import type { MfaClaims } from '../../plugins/auth.plugin.js';
import * as auth from './auth.service.js';
import { originOf, sessionDeps } from './sessions.routes.js';
import { profileWithMfa, startSession } from './sessions.service.js';

/** docs/api.md: the token between a password and its second factor lives 5 minutes. */
export const MFA_TOKEN_LIFE = '5m';

const empty = envelopeSchema(z.object({}));

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    background: app.background,
    items: itemContext(app),
  });
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: loginSchema,
        response: {
          200: envelopeSchema(
            z.union([z.object({ token: z.string(), data: profileSchema }), mfaChallengeSchema]),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const signed = await auth.login(deps(), request.body, request.ip);
      if (signed.mfa) {
        const claims: MfaClaims = { sub: signed.user.id, ver: signed.ver, mfa: true };
        const mfaToken = app.jwt.sign(claims, { expiresIn: MFA_TOKEN_LIFE });
        return ok(request, { mfaRequired: true as const, mfaToken }, 'mfaAsked');
      }
      const token = await startSession(
        sessionDeps(app),
        originOf(request),
        signed.user,
        signed.ver,
      );
      const data = await profileWithMfa(sessionDeps(app), signed.user, false);
      return ok(request, { token, data }, 'loggedIn');
    },
  );

  app.post(
    '/auth/profile',
    {
      config: { ...LOGGED_IN, mfaSetup: true },
      schema: {
        tags,
        response: { 200: envelopeSchema(z.object({ data: profileSchema })), ...errorResponses },
      },
    },
    async (request) => {
      const { session } = request;
      return ok(request, {
        data: await profileWithMfa(sessionDeps(app), session, session.mfaEnabled),
      });
    },
  );

  // docs/api.md: the session user's photo, as a signed URL (null without one).
  app.post(
    '/auth/requestProfilePicture',
    {
      config: { ...LOGGED_IN, mfaSetup: true },
      schema: {
        tags,
        response: {
          200: envelopeSchema(z.object({ data: z.object({ image: z.string().nullable() }) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { image } = await auth.profile(deps(), request.session.id);
      return ok(request, { data: { image } });
    },
  );

  app.post(
    '/auth/register',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: registerSchema,
        response: {
          201: envelopeSchema(z.object({ data: z.object({ id: z.number(), email: z.string() }) })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const created = await auth.register(deps(), request.body);
      return reply.status(201).send(ok(request, { data: created }, 'registered'));
    },
  );

  app.post(
    '/auth/recover/:email',
    {
      config: PUBLIC,
      schema: { tags, params: emailParams, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.recover(deps(), request.params.email, request.ip);
      return ok(request, {}, 'recoverSent');
    },
  );

  app.post(
    '/userRecovery/validateToken',
    {
      config: PUBLIC,
      schema: { tags, body: tokenSchema, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.validateRecoveryToken(deps(), request.body.token);
      return ok(request, {}, 'tokenValid');
    },
  );

  app.patch(
    '/auth/update-password',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: updatePasswordSchema,
        response: {
          200: envelopeSchema(z.object({ token: z.string().optional() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (request.body.token !== undefined) {
        await auth.resetPassword(deps(), request.body);
        return ok(request, {}, 'passwordUpdated');
      }
      // Public for the recovery link; without a token it is the logged-in change.
      const session = await request.authenticate();
      const claims = await auth.changePassword(deps(), request.body, session, request.ip);
      return ok(request, { token: app.jwt.sign(claims) }, 'passwordUpdated');
    },
  );

  app.patch(
    '/auth/emailConfirmation',
    {
      config: PUBLIC,
      schema: { tags, body: tokenSchema, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.confirmEmail(deps(), request.body.token);
      return ok(request, {}, 'emailConfirmed');
    },
  );

  app.get(
    '/auth/reTryEmailVerification/:email',
    {
      config: PUBLIC,
      schema: { tags, params: emailParams, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.resendConfirmation(deps(), request.params.email, request.ip);
      return ok(request, {}, 'verificationSent');
    },
  );
}
