import { isErrorCode, type ErrorCode } from '../errors/error-codes.js';
import { interpolate, MESSAGES, type Language, type ValidationKey } from './messages.js';

/**
 * Validation messages travel as `validation.<key>` optionally followed by `|name=value&…`
 * parameters, so that one zod schema can serve both the API (which answers in the request's
 * language) and the web form (which translates with the same catalogue).
 */
export function validationMessage(
  key: ValidationKey,
  params?: Record<string, string | number>,
): string {
  if (!params) return `validation.${key}`;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `validation.${key}|${query}`;
}

export function translateValidation(raw: string, lang: Language): string {
  const match = /^validation\.(\w+)(?:\|(.*))?$/.exec(raw);
  if (!match) return raw;
  const key = match[1] as ValidationKey;
  const text = MESSAGES[lang].validation[key] as string | undefined;
  if (text === undefined) return raw;
  const params = Object.fromEntries(new URLSearchParams(match[2] ?? ''));
  return interpolate(text, params);
}

export function errorMessage(code: ErrorCode, lang: Language): string {
  return MESSAGES[lang].errors[code];
}

/** Translates a code coming from an API response, falling back to the system error. */
export function messageForCode(code: unknown, lang: Language): string {
  return errorMessage(isErrorCode(code) ? code : 100, lang);
}
