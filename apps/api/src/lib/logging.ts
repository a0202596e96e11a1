import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
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

export type LogFormat = 'pretty' | 'json';

/**
 * `worker`: the number of this worker (bootstrap/workers.ts), in every line beside its pid. Its
 * lines then go to stdout one write each, whole lines that the other workers' do not cut into.
 */
export function loggerOptions(level: string, worker?: number) {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    ...(worker ? { base: { pid: process.pid, hostname: hostname(), worker } } : {}),
  };
}

/** Where the log goes: pretty lines at a terminal; JSON to stdout, a line per write for a worker. */
export async function logStream(format: LogFormat, worker?: number) {
  if (format === 'pretty') return prettyLogStream();
  return worker ? process.stdout : undefined;
}

/** The log of the process that runs the workers and serves nothing itself, read as theirs is. */
export async function processLogger(level: string, format: LogFormat) {
  const { pino } = await import('pino');
  return pino(loggerOptions(level), format === 'pretty' ? await prettyLogStream() : process.stdout);
}

/**
 * The log as a person reads it at a terminal: the time, the level and the message on one line;
 * what a request line carries for a log collector (ids, the serialized request) is left out.
 * Written in this thread and synchronously, so that the last lines survive `process.exit`.
 */
export async function prettyLogStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
}

/**
 * One line per request, once it is answered, instead of Fastify's two: the method, the route's
 * pattern, the status and the time, readable as it stands and with the same fields apart.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {
    // Said once the request is answered.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = Math.round(reply.elapsedTime);
    const { method, url } = serializeRequest(request);
    const line = `${method} ${url} ${reply.statusCode} ${responseTime} ms`;
    const fields = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
