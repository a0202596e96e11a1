import type { ValidationKey } from './message-keys.js';

/**
 * Validation messages travel as `validation.<key>` optionally followed by `|name=value&…`
 * parameters, so that one zod schema can serve both the API (which answers in the request's
 * language) and the web form (which translates with its own catalogue). This module carries no
 * message text, so schemas do not drag the catalogues along.
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

export function parseValidation(
  raw: string,
): { key: ValidationKey; params: Record<string, string> } | null {
  const match = /^validation\.(\w+)(?:\|(.*))?$/.exec(raw);
  if (!match) return null;
  return {
    key: match[1] as ValidationKey,
    // A form's query reads '+' as a space; here it is a sign (`max=+30.00`) and stays one.
    params: Object.fromEntries(new URLSearchParams((match[2] ?? '').replaceAll('+', '%2B'))),
  };
}
