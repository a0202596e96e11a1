import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { WebhookLimit } from './webhook-limit.js';
import { sameText, signatureMatches } from './webhook-signature.js';
import { eventsOf, recordMessage, recordStatus } from './webhook-events.js';

const tags = ['whatsapp'];
/** A delivery holds up to a thousand events; far less than this. */
const BODY_LIMIT = 3 * 1024 * 1024;

const handshakeQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * docs/api.md whatsapp: Meta's webhook. GET is the handshake of its set-up (the challenge back
 * only with the verify token); POST, the events, read only when Meta's signature of the raw body
 * matches — a forged one is 401 and logged without its body. What a delivery says is recorded
 * before the answer (a few indexed statements), so a 200 means it is kept; Meta retries anything
 * else. Neither the body, the numbers nor the tokens reach the log (the request line is the route's
 * pattern).
 */
export async function whatsappRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limit = new WebhookLimit();

  app.get(
    '/whatsapp/webhook',
    {
      config: PUBLIC,
      schema: { tags, querystring: handshakeQuery, produces: ['text/plain'] },
    },
    async (request, reply) => {
      const expected = app.config.whatsapp?.verifyToken;
      const query = request.query;
      const given = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !expected || !sameText(given, expected)) {
        request.log.warn({ event: 'whatsapp.handshake.refused' }, 'WhatsApp handshake refused');
        throw new AppError('forbidden');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  // The signature is of the bytes Meta sent: the body is kept as they came, then read.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/whatsapp/webhook',
    {
      config: PUBLIC,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        response: {
          200: envelopeSchema(z.object({ data: z.object({ received: z.number() }) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!limit.take(request.ip)) throw new AppError('too_many_attempts');
      const secret = app.config.whatsapp?.appSecret;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!secret || !signatureMatches(secret, raw, request.headers['x-hub-signature-256'])) {
        limit.forged(request.ip);
        request.log.warn(
          { event: 'whatsapp.webhook.forged', bytes: raw.length },
          'WhatsApp webhook refused: the signature does not match',
        );
        throw new AppError('unauthorized');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = null;
      }
      const { statuses, messages, skipped } = eventsOf(body);
      for (const status of statuses) await recordStatus(app.db, status);
      for (const message of messages) await recordMessage(app.db, message);
      if (skipped > 0) {
        request.log.info(
          { event: 'whatsapp.webhook.skipped', skipped },
          'WhatsApp events passed over',
        );
      }
      return ok(request, { data: { received: statuses.length + messages.length } });
    },
  );
}
