import type { Envelope, FieldError } from '@iris/domain/common/envelope';
import {
  routePath,
  type Answer,
  type CallArgs,
  type HttpMethod,
  type Operation,
  type RouteOf,
} from './api-routes';
import { currentLanguage, errorCodeText } from './i18n';
import { clearToken, getToken } from './session-token';

export const API_PREFIX = '/api';

/** A failed call: HTTP status, the catalogue code, the server's translated message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly codeError: string | number | null;
  readonly fieldErrors: FieldError[];

  constructor(
    status: number,
    message: string,
    codeError: string | number | null,
    fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.codeError = codeError;
    this.fieldErrors = fieldErrors;
  }
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

// A wrong password on the login form is a 401 too, but it must not look like an expired session.
const CALLS_WITHOUT_SESSION_RESET = new Set(['auth/login']);

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'result' in value;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const errors = data.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/** Sends a call to `/api/<path>` with the session and the language; a network failure is a 100. */
export async function sendApi(path: string, options: RequestOptions = {}) {
  const { method = 'POST', body, signal } = options;
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${API_PREFIX}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { response, token };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, errorCodeText(100), 100);
  }
}

/**
 * The error of a refused call, from its envelope. Only the token the call was sent with has
 * expired: a newer one (a password just changed, a new login) set meanwhile stays.
 */
export function failureOf(
  path: string,
  response: Response,
  token: string | null,
  envelope: Envelope | null,
) {
  const codeError = envelope?.codeError ?? (response.ok ? 100 : null);
  // A wrong two-step code (mfa_invalid, a 401 too) is about the code typed, not the session.
  const expired =
    response.status === 401 &&
    codeError !== 'mfa_invalid' &&
    !CALLS_WITHOUT_SESSION_RESET.has(path);
  if (expired && token === getToken()) clearToken();
  const message = envelope?.message || errorCodeText(codeError ?? 100);
  return new ApiError(response.status, message, codeError, fieldErrorsOf(envelope?.data));
}

/**
 * Calls the API, checked by the type checker against the server's OpenAPI document
 * (api-routes.ts): the route and its method, the path parameters, the query, the JSON body and
 * the answer. `apiRequest('GET', 'customers/get/{id}', { params: { id }, signal })` answers the
 * customer's envelope; any failure is thrown as an ApiError.
 *
 * A thin wrapper over sendApi rather than openapi-fetch: the session reset, the network failure
 * as code 100, the language header and the ApiError are sendApi's and envelopeOf's already, the
 * uploads (progress needs XMLHttpRequest) and downloads (streamed, not JSON) go through them too,
 * and only types are generated, so the bundle carries no client library.
 */
export async function apiRequest<M extends HttpMethod, R extends RouteOf<M>>(
  method: M,
  route: R,
  ...[init]: CallArgs<Operation<M, R>>
): Promise<Answer<M, R>> {
  // The conditional type of `init` is resolved per route at the call; here only its shape counts.
  const { params, query, body, signal } = (init ?? {}) as LooseInit;
  const path = routePath(route, params) + queryString(query);
  const { response, token } = await sendApi(path, { method, body, signal });
  return envelopeOf<Answer<M, R>>(path, response, token);
}

interface LooseInit {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** `?limit=20&search=mar%C3%ADa`, in the order given; nothing for no query. */
function queryString(query: LooseInit['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The envelope of a call's answer; a refusal is thrown as an ApiError. */
export async function envelopeOf<A = Envelope>(
  path: string,
  response: Response,
  token: string | null,
): Promise<A> {
  const payload: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope(payload) ? payload : null;
  if (!response.ok || envelope === null || !envelope.result) {
    throw failureOf(path, response, token, envelope);
  }
  // The server answered what its document says for this route (the same zod schema serialised it).
  return envelope as A;
}

/** A refused download answers an envelope, not a file. */
export async function failureOfDownload(path: string, response: Response, token: string | null) {
  const payload: unknown = await response.json().catch(() => null);
  return failureOf(path, response, token, isEnvelope(payload) ? payload : null);
}

/** The message to show for any thrown value: the server's text when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return errorCodeText(100);
}
