import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { findPgError } from './pg-error.js';

/**
 * Errors in the log without what they may carry of a person: a database error's message holds
 * the SQL and its parameters (a row with its password hash, an e-mail, a phone), so only its
 * type and SQLSTATE are kept.
 */
export function serializeError(error: Error) {
  const pgError = findPgError(error);
  if (!pgError) return { type: error.name, message: error.message, stack: error.stack ?? '' };
  // The frames only: a stack's first line repeats the message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: `database error ${pgError.code}`,
    stack: frames.join('\n'),
    sqlstate: pgError.code,
    constraint: pgError.constraint,
  };
}

const EMAIL = /[^/@\s]+@[^/@\s]+/g;
const LONG_NUMBER = /\d{7,}/g;

/**
 * A request as the log shows it: the route's pattern (`/api/auth/recover/:email`), not the URL,
 * whose parameters may be an e-mail or a token; an unmatched path is masked the same way.
 */
export function serializeRequest(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? '';
  const url =
    request.routeOptions.url ??
    path.slice(0, 200).replace(EMAIL, '***').replace(LONG_NUMBER, '***');
  return { method: request.method, url, remoteAddress: request.ip };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, serializers: { req: serializeRequest, err: serializeError } };
}
