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
import { createUserSchema, userSchema } from '@iris/domain/users/user.schemas';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import * as auth from './auth.service.js';

const publicRoute = { public: true } as const;
const empty = envelopeSchema(z.object({}));

export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      config: publicRoute,
      schema: {
        tags,
        body: loginSchema,
        response: {
          200: envelopeSchema(z.object({ token: z.string(), data: profileSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const userId = await auth.login(deps(), request.body, request.ip);
      const token = app.jwt.sign({ sub: userId });
      return ok(request, { token, data: await auth.profile(deps(), userId) }, 'loggedIn');
    },
  );

  app.post(
    '/auth/profile',
    {
      schema: {
        tags,
        response: { 200: envelopeSchema(z.object({ data: profileSchema })), ...errorResponses },
      },
    },
    async (request) => ok(request, { data: await auth.profile(deps(), request.session.id) }),
  );

  app.post(
    '/auth/register',
    {
      config: publicRoute,
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
    '/auth/create-by-administration',
    {
      config: { roles: ['super_admin'] },
      schema: {
        tags,
        body: createUserSchema,
        response: { 201: envelopeSchema(z.object({ data: userSchema })), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.createByAdministration(deps(), request.body);
      return reply.status(201).send(ok(request, { data: user }, 'created'));
    },
  );

  app.post(
    '/auth/recover/:email',
    {
      config: publicRoute,
      schema: { tags, params: emailParams, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.recover(deps(), request.params.email);
      return ok(request, {}, 'recoverSent');
    },
  );

  app.post(
    '/userRecovery/validateToken',
    {
      config: publicRoute,
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
      config: publicRoute,
      schema: { tags, body: updatePasswordSchema, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      const sessionId = request.body.token ? undefined : (await request.authenticate()).id;
      await auth.updatePassword(deps(), request.body, sessionId);
      return ok(request, {}, 'passwordUpdated');
    },
  );

  app.patch(
    '/auth/emailConfirmation',
    {
      config: publicRoute,
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
      config: publicRoute,
      schema: { tags, params: emailParams, response: { 200: empty, ...errorResponses } },
    },
    async (request) => {
      await auth.resendConfirmation(deps(), request.params.email);
      return ok(request, {}, 'verificationSent');
    },
  );
}
