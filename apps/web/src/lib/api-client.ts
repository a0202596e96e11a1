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

/** Calls `/api/<path>` and returns the envelope; any failure is thrown as an ApiError. */
export async function apiRequest<D>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<D>> {
  const { method = 'POST', body, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, errorCodeText(100), 100);
  }

  const payload: unknown = await response.json().catch(() => null);
  const envelope = isEnvelope(payload) ? payload : null;

  // Only the token this call was sent with has expired: a newer one (a password just changed,
  // a new login) set meanwhile stays.
  if (response.status === 401 && !CALLS_WITHOUT_SESSION_RESET.has(path) && token === getToken()) {
    clearToken();
  }

  if (!response.ok || envelope === null || !envelope.result) {
    const codeError = envelope?.codeError ?? (response.ok ? 100 : null);
    const message = envelope?.message || errorCodeText(codeError ?? 100);
    throw new ApiError(response.status, message, codeError, fieldErrorsOf(envelope?.data));
  }
  return envelope as Envelope<D>;
}

/** The message to show for any thrown value: the server's text when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return errorCodeText(100);
}
