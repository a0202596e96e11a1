import type { Envelope, FieldError } from '@iris/domain/common/envelope';
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  if (response.status === 401 && !CALLS_WITHOUT_SESSION_RESET.has(path) && token === getToken()) {
    clearToken();
  }
  const codeError = envelope?.codeError ?? (response.ok ? 100 : null);
  const message = envelope?.message || errorCodeText(codeError ?? 100);
  return new ApiError(response.status, message, codeError, fieldErrorsOf(envelope?.data));
}

/** Calls `/api/<path>` and returns the envelope; any failure is thrown as an ApiError. */
export async function apiRequest<D>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<D>> {
  const { response, token } = await sendApi(path, options);
  return envelopeOf<D>(path, response, token);
}

/** The envelope of a call's answer; a refusal is thrown as an ApiError. */
export async function envelopeOf<D>(
  path: string,
  response: Response,
  token: string | null,
): Promise<Envelope<D>> {
  const payload: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope(payload) ? payload : null;
  if (!response.ok || envelope === null || !envelope.result) {
    throw failureOf(path, response, token, envelope);
  }
  return envelope as Envelope<D>;
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
