import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Its middleware only sets and
 * removes headers, and the options are fixed at start, so every response gets the same set;
 * @fastify/helmet built the middleware again, parsing the policy, on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: Error | undefined;
  helmet(options)(
    new IncomingMessage(new Socket()),
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
    },
  );
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/** Every answer, the not-found and error ones too, carries the security headers. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
