import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countAttempt, type AttemptKind } from './accounts.repository.js';

const WINDOW_MINUTES = 15;
/** Per e-mail and per address, within the window (docs/rules.md, Accounts). */
const LIMITS: Record<AttemptKind, { email: number; ip: number }> = {
  login: { email: 5, ip: 30 },
  recover: { email: 3, ip: 20 },
  verification: { email: 3, ip: 20 },
  // Second-factor codes, by the account's e-mail: a million codes are not tried 5 at a time.
  mfa: { email: 5, ip: 30 },
};

/** Counts the attempt before any slow work; over the limit it goes no further. */
export async function limitAttempt(db: Db, kind: AttemptKind, email: string, ip: string) {
  const attempt = await countAttempt(db, { kind, email, ip }, WINDOW_MINUTES);
  if (attempt.byEmail > LIMITS[kind].email || attempt.byIp > LIMITS[kind].ip) {
    throw new AppError('too_many_attempts');
  }
  return attempt.id;
}
