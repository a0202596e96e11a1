import { parse } from '@lukeed/ms';
import { z } from 'zod';

/*
 * The settings of sessions and two-factor sign-in (docs/operations.md, Settings; docs/rules.md,
 * Privacy and accounts): JWT_EXPIRES_IN, SESSION_IDLE and MFA_REQUIRED, as config.ts checks them.
 */

/**
 * What the JWT library reads as a length of time, a unit required: it would read a bare `3600`
 * as milliseconds, tokens that expire before anyone can use them.
 */
const DURATION =
  /^\d+(?:\.\d+)? *(?:ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|y|yrs?|years?)$/i;

/** No session outlives 7 days. */
const SESSION_MAX_MS = 7 * 24 * 3600 * 1000;

/** A length of time the settings accept, in milliseconds (as the JWT library reads it). */
export function durationMs(text: string): number {
  const ms = parse(text);
  if (ms === undefined) throw new Error(`"${text}" is not a length of time`);
  return ms;
}

const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(DURATION, 'is not a length of time such as 12h, 30m or 7d')
    .refine((text) => parseFloat(text) > 0, 'is not a length of time such as 12h, 30m or 7d')
    .default(fallback);

export const sessionSettings = {
  JWT_EXPIRES_IN: duration('12h').refine(
    (text) => (parse(text) ?? Infinity) <= SESSION_MAX_MS,
    'is longer than 7d, the longest a session may last',
  ),
  SESSION_IDLE: duration('8h'),
  MFA_REQUIRED: z
    .string()
    .trim()
    .pipe(z.enum(['super_admin', 'all'], 'is neither super_admin nor all'))
    .default('super_admin'),
};
