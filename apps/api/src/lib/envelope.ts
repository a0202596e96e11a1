import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '@iris/domain/common/envelope';
import type { SuccessKey } from '@iris/domain/i18n/message-keys';
import { MESSAGES, type Language } from '@iris/domain/i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from Accept-Language (set by plugins/envelope.plugin.ts). */
    lang: Language;
  }
}

/** The success envelope of docs/api.md; `message` is translated to the request's language. */
export function ok<D>(request: FastifyRequest, data: D, key: SuccessKey = 'ok'): Envelope<D> {
  return { result: true, message: MESSAGES[request.lang].success[key], codeError: null, data };
}

/**
 * The same envelope around data that is already JSON text (built by the database), to be sent as
 * it is, past the serializer: for answers too big to build as objects (calendar getGrid).
 */
export function okJsonText(request: FastifyRequest, dataJson: string, key: SuccessKey = 'ok') {
  const message = JSON.stringify(MESSAGES[request.lang].success[key]);
  return `{"result":true,"message":${message},"codeError":null,"data":${dataJson}}`;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    result: z.boolean(),
    message: z.string(),
    codeError: z.union([z.string(), z.number()]).nullable(),
    data,
  });

const errorEnvelopeSchema = envelopeSchema(
  z.looseObject({
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
);

/** Error responses every route declares, so that they are documented and serialized whole. */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;
