import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reminderRunSchema } from '@iris/domain/reminders/reminder.schemas';
import {
  whatsappCostsQuerySchema,
  whatsappCostsSchema,
} from '@iris/domain/whatsapp/whatsapp.schemas';
import { LOGGED_IN, PUBLIC, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { whatsappCostsOf } from '../whatsapp/whatsapp-costs.js';
import { notFound } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { runReminders } from './reminder-schedule.js';
import { unsubscribe } from './reminders.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

const tokenParams = z.object({ token: z.string().max(100) });

/**
 * A person following the link (a browser asks for HTML) gets a small page; an API client, the
 * envelope of every other call (404 `not_found` for a link this server did not make).
 */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  done: { branchName: string | null } | null,
) {
  if (!(request.headers.accept ?? '').includes('text/html')) {
    if (!done) throw notFound();
    return ok(request, { data: { reminders: false } });
  }
  return reply
    .code(done ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(unsubscribePage(done !== null, done?.branchName ?? null));
}

/**
 * docs/api.md reminders: `run` (super_admin) plans now what goes out today; `getWhatsappCosts`, the
 * period's WhatsApp messages and their cost (whatsapp-costs.ts); `unsubscribe/{token}` is
 * the e-mails' link (GET, a page for the patient) and their one-click List-Unsubscribe (POST).
 */
export async function remindersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reminders/run',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags: ['reminders'],
        response: {
          200: envelopeSchema(z.object({ data: reminderRunSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { data: await runReminders(app) }),
  );

  app.post(
    '/reminders/getWhatsappCosts',
    {
      config: LOGGED_IN,
      schema: {
        tags: ['reminders'],
        body: whatsappCostsQuerySchema,
        response: {
          200: envelopeSchema(z.object({ data: whatsappCostsSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await whatsappCostsOf(contextOf(app, request), app.config.whatsapp, request.body),
      }),
  );

  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the token says it all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/reminders/unsubscribe/:token',
      config: PUBLIC,
      schema: {
        tags: ['reminders'],
        params: tokenParams,
        produces: ['text/html', 'application/json'],
        response: {
          200: envelopeSchema(z.object({ data: z.object({ reminders: z.literal(false) }) })),
          ...errorResponses,
        },
      },
      handler: async (request, reply) =>
        answer(
          request,
          reply,
          await unsubscribe(app.db, app.config.jwtSecret, request.params.token),
        ),
    });
  }
}
