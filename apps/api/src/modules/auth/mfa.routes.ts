import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '@iris/domain/auth/auth.schemas';
import {
  mfaCodeSchema,
  mfaDisableSchema,
  mfaLoginSchema,
  mfaSetupSchema,
} from '@iris/domain/auth/mfa.schemas';
import { hasRoles } from '@iris/domain/users/roles';
import { idParams } from '@iris/domain/common/fields';
import { LOGGED_IN, PUBLIC, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import type { MfaClaims, TokenClaims } from '../../plugins/auth.plugin.js';
import * as mfa from './mfa.service.js';
import { findMfaUser } from './mfa.repository.js';
import { originOf, sessionDeps } from './sessions.routes.js';
import { profileWithMfa, startSession } from './sessions.service.js';

const empty = envelopeSchema(z.object({}));

/** docs/api.md, auth (two-factor): the second step of a sign-in, setting up, turning off, reset. */
export async function mfaRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const deps = () => ({ db: app.db, secrets: app.config.csdSecrets });
  /** A session that must still set up two factors may call these (the auth plugin). */
  const SETUP = { ...LOGGED_IN, mfaSetup: true };

  /** The claims of a live second-step token, or mfa_invalid (expired, forged, a session token). */
  const mfaClaimsOf = (token: string): MfaClaims => {
    try {
      const claims = app.jwt.verify<TokenClaims>(token);
      if ('mfa' in claims && Number.isInteger(claims.sub)) return claims;
    } catch {
      // An expired or forged token says no more than a wrong code.
    }
    throw new AppError('mfa_invalid');
  };

  app.post(
    '/auth/login/mfa',
    {
      config: PUBLIC,
      schema: {
        tags,
        body: mfaLoginSchema,
        response: {
          200: envelopeSchema(z.object({ token: z.string(), data: profileSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const claims = mfaClaimsOf(request.body.mfaToken);
      const user = await findMfaUser(app.db, claims.sub);
      if (!user?.enabled || !user.mfaEnabledAt || user.sessionVersion !== claims.ver) {
        throw new AppError('mfa_invalid');
      }
      await mfa.checkSecondFactor(deps(), user, request.body.code, request.ip);
      const token = await startSession(
        sessionDeps(app),
        originOf(request),
        user,
        user.sessionVersion,
      );
      const data = await profileWithMfa(sessionDeps(app), user, true);
      return ok(request, { token, data }, 'loggedIn');
    },
  );

  app.post(
    '/auth/mfa/setup',
    {
      config: SETUP,
      schema: { tags, response: { 200: envelopeSchema(mfaSetupSchema), ...errorResponses } },
    },
    async (request) => ok(request, await mfa.setupMfa(deps(), request.session)),
  );

  app.post(
    '/auth/mfa/enable',
    {
      config: SETUP,
      schema: {
        tags,
        body: mfaCodeSchema,
        response: {
          200: envelopeSchema(z.object({ recoveryCodes: z.array(z.string()) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const codes = await mfa.enableMfa(deps(), request.session, request.body.code, request.ip);
      return ok(request, { recoveryCodes: codes }, 'mfaEnabled');
    },
  );

  app.post(
    '/auth/mfa/disable',
    {
      config: LOGGED_IN,
      schema: { tags, body: mfaDisableSchema, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      const required = hasRoles(request.session.roles, app.config.mfaRequired);
      await mfa.disableMfa({ ...deps(), required }, request.session, request.body, request.ip);
      return ok(request, {}, 'mfaDisabled');
    },
  );

  app.patch(
    '/users/resetMfa/:id',
    {
      config: SUPER_ADMIN_ONLY,
      schema: { tags: ['users'], params: idParams, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await mfa.resetMfa(app.db, request.session, request.params.id);
      return ok(request, {}, 'mfaReset');
    },
  );
}
