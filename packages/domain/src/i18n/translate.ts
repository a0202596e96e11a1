import type { ErrorCode } from '../errors/error-codes.js';
import { interpolate, MESSAGES, type Language } from './messages.js';
import { parseValidation } from './validation-key.js';

/** Turns a `validation.<key>|params` message into text of the given language. */
export function translateValidation(raw: string, lang: Language): string {
  const parsed = parseValidation(raw);
  if (!parsed) return raw;
  const text = MESSAGES[lang].validation[parsed.key] as string | undefined;
  return text === undefined ? raw : interpolate(text, parsed.params);
}

export function errorMessage(code: ErrorCode, lang: Language): string {
  return MESSAGES[lang].errors[code];
}
