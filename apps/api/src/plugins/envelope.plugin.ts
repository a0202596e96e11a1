import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@iris/domain/common/envelope';
import { isErrorCode, type ErrorCode } from '@iris/domain/errors/error-codes';
import { interpolate, pickLanguage } from '@iris/domain/i18n/messages';
import { errorMessage, translateValidation } from '@iris/domain/i18n/translate';
import { AppError } from '../lib/app-error.js';
import { findPgError, type PgLikeError } from '../lib/pg-error.js';

function fromDatabase(pgError: PgLikeError): AppError | undefined {
  switch (pgError.code) {
    case '23505': {
      // `…_u550` names a numbered code; `…_u_issuer_rfc_taken` a named one.
      const code = /_u(\d{3}|_[a-z_]+)$/.exec(pgError.constraint ?? '')?.[1];
      const named = code?.startsWith('_') ? code.slice(1) : undefined;
      if (named !== undefined) return new AppError(isErrorCode(named) ? named : 550);
      return new AppError(code ? (Number(code) as ErrorCode) : 550);
    }
    case '23503': {
      if (/still referenced/.test(pgError.detail ?? '')) return new AppError('delete_error');
      // "Key (country_id)=(9) is not present": the relation the body named does not exist.
      const column = /Key \((\w+)_id\)/.exec(pgError.detail ?? '')?.[1];
      // The body's name of the relation: fiscal_issuer_id is `fiscalIssuer`.
      const field = column?.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return new AppError('invalid_input', {
        errors: field ? [{ field: `${field}.id`, message: 'validation.invalid' }] : [],
      });
    }
    case '23514': {
      // A CHECK named `…_c666` is a rule with its own code (stock never below zero).
      const code = /_c(\d{3})$/.exec(pgError.constraint ?? '')?.[1];
      return new AppError(code ? (Number(code) as ErrorCode) : 'invalid_input');
    }
    case '22P02':
    case '22003':
    case '22001':
    case '22007':
    case '22008':
      return new AppError('invalid_input');
    default:
      return undefined;
  }
}

const fieldError = (field: string, message: string) =>
  new AppError('invalid_input', { errors: [{ field, message }] });

/** Fastify's own refusals (content type, body parsing, URL), in the envelope, never its English. */
function fromFramework(error: FastifyError): AppError | undefined {
  const status = error.statusCode;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 429) return new AppError('too_many_attempts');
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return fieldError('body', 'validation.required');
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return fieldError('url', 'validation.invalid');
  }
  // Broken JSON, a __proto__ key, a malformed content-type: the body could not be read.
  if (status && status >= 400 && status < 500) return fieldError('body', 'validation.body');
  return undefined;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // One message per field, the first rule it broke, as a form shows it.
    const errors = new Map<string, FieldError>();
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      if (!errors.has(field))
        errors.set(field, { field, message: issue.message ?? 'validation.invalid' });
    }
    return new AppError('invalid_input', { errors: [...errors.values()] });
  }
  const pgError = findPgError(error);
  if (pgError) return fromDatabase(pgError);
  return fromFramework(error as FastifyError);
}

/** The details a message may name (`{{open}}`): their plain texts and numbers. */
const paramsOf = (details: AppError['details']) =>
  Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

function send(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const lang = request.lang;
  // A detail that is a validation key (csd_invalid's `reason`) is said in the request's language.
  const details = Object.fromEntries(
    Object.entries(error.details).map(([key, value]) => [
      key,
      typeof value === 'string' ? translateValidation(value, lang) : value,
    ]),
  ) as AppError['details'];
  const data = { ...details };
  // docs/api.md: every 400 carries data.errors, a business one (a spent link, a wrong file) too.
  if (error.status === 400) data.errors ??= [];
  if (data.errors) {
    data.errors = data.errors.map((e) => ({ ...e, message: translateValidation(e.message, lang) }));
  }
  return reply.status(error.status).send({
    result: false,
    message: interpolate(errorMessage(error.code, lang), paramsOf(details)),
    codeError: error.code === 'invalid_input' ? null : error.code,
    data,
  });
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'es');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError) return send(reply, request, appError);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, new AppError(100));
  });
});

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode, or a parameter over its length,
 * refused before any hook runs, so the language is read here.
 */
export function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.lang = pickLanguage(request.headers['accept-language']);
  void send(reply, request, toAppError(error) ?? new AppError('invalid_input'));
}
