import QRCode from 'qrcode';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { seal, secretIdOf, secretOfId, unseal, type CsdSecrets } from '../../lib/secret-box.js';
import type { SessionUser } from '../../lib/session.js';
import { hashToken } from '../../lib/tokens.js';
import { base32, matchingStep, newTotpSeed, otpauthUrl } from '../../lib/totp.js';
import { clearAttempts } from './accounts.repository.js';
import { limitAttempt } from './attempt-limit.js';
import * as mfa from './mfa.repository.js';
import { endSessions } from './sessions.repository.js';

/*
 * Two-factor sign-in (docs/rules.md, Privacy and accounts). The seed is sealed at rest and shown
 * once, at setup; recovery codes are shown once, at enabling, and only their hashes are kept.
 */

export interface MfaDeps {
  db: Db;
  secrets: CsdSecrets;
}

const ISSUER = 'Iris';
const RECOVERY_CODES = 10;
/** No 0/O, 1/I/L: a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const seedContext = (userId: number) => `user:${userId}:mfa-seed`;
const invalidCode = () => new AppError('mfa_invalid');

/** A recovery code as typed (any case, with or without its dash) is the same code. */
const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** 16 characters of 31 (79 bits): their SHA-256 is not undone by trying them all. */
function newRecoveryCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () =>
      RECOVERY_ALPHABET.charAt(randomInt(RECOVERY_ALPHABET.length)),
    ).join('');
  return [group(), group(), group(), group()].join('-');
}

async function userOf(db: Db, id: number) {
  const user = await mfa.findMfaUser(db, id);
  if (!user) throw new AppError('unauthorized');
  return user;
}

function openSeed(
  deps: MfaDeps,
  user: { id: number; mfaSeed: string | null; mfaSeedSecretId: string | null },
) {
  if (!user.mfaSeed || !user.mfaSeedSecretId) throw new AppError('mfa_not_set_up');
  return unseal(secretOfId(deps.secrets, user.mfaSeedSecretId), user.mfaSeed, seedContext(user.id));
}

/** A new seed for the user's authenticator app; one set up before and not enabled is replaced. */
export async function setupMfa(deps: MfaDeps, session: SessionUser) {
  const user = await userOf(deps.db, session.id);
  if (user.mfaEnabledAt) throw new AppError('mfa_enabled');
  const seed = newTotpSeed();
  const stored = await mfa.storePendingSeed(
    deps.db,
    user.id,
    seal(deps.secrets.current, seed, seedContext(user.id)),
    secretIdOf(deps.secrets.current),
  );
  if (!stored) throw new AppError('mfa_enabled');
  const url = otpauthUrl(seed, user.email, ISSUER);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  return {
    secret: base32(seed),
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The code from the app proves the seed was read: two factors are on; the recovery codes. */
export async function enableMfa(deps: MfaDeps, session: SessionUser, code: string, ip: string) {
  const user = await userOf(deps.db, session.id);
  if (user.mfaEnabledAt) throw new AppError('mfa_enabled');
  const seed = openSeed(deps, user);
  const attemptId = await limitAttempt(deps.db, 'mfa', user.email, ip);
  const step = matchingStep(seed, code.trim(), Date.now());
  if (step === undefined) throw invalidCode();
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = codes.map((one) => hashToken(normalRecoveryCode(one)));
  if (!(await mfa.enableMfa(deps.db, user.id, step, hashes))) throw invalidCode();
  await clearAttempts(deps.db, 'mfa', user.email, attemptId);
  return codes;
}

/**
 * The second factor of a sign-in (or of turning it off): a TOTP code of a step not used before, or
 * an unused recovery code. Failures count like logins, per account and per address.
 */
export async function checkSecondFactor(
  deps: MfaDeps,
  user: { id: number; email: string; mfaSeed: string | null; mfaSeedSecretId: string | null },
  code: string,
  ip: string,
) {
  const attemptId = await limitAttempt(deps.db, 'mfa', user.email, ip);
  const typed = code.trim();
  const passed = /^\d{6}$/.test(typed)
    ? await takeTotp(deps, user, typed)
    : await mfa.spendRecoveryCode(deps.db, user.id, hashToken(normalRecoveryCode(typed)));
  if (!passed) throw invalidCode();
  await clearAttempts(deps.db, 'mfa', user.email, attemptId);
}

async function takeTotp(
  deps: MfaDeps,
  user: { id: number; mfaSeed: string | null; mfaSeedSecretId: string | null },
  code: string,
) {
  const step = matchingStep(openSeed(deps, user), code, Date.now());
  return step !== undefined && (await mfa.takeStep(deps.db, user.id, step));
}

/** The user turns two factors off: their password and a code; never a role that must have them. */
export async function disableMfa(
  deps: MfaDeps & { required: boolean },
  session: SessionUser,
  input: { password: string; code: string },
  ip: string,
) {
  if (deps.required) throw new AppError('mfa_required');
  const user = await userOf(deps.db, session.id);
  if (!user.mfaEnabledAt) throw new AppError('mfa_not_set_up');
  const attemptId = await limitAttempt(deps.db, 'login', user.email, ip);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'password', message: 'validation.currentPassword' }],
    });
  }
  await clearAttempts(deps.db, 'login', user.email, attemptId);
  await checkSecondFactor(deps, user, input.code, ip);
  await mfa.clearMfa(deps.db, user.id);
}

/** A lost device: another super_admin turns the user's two factors off and ends their sessions. */
export async function resetMfa(db: Db, session: SessionUser, userId: number) {
  if (userId === session.id) throw new AppError('mfa_own_reset');
  if (!(await mfa.findMfaUser(db, userId))) throw new AppError('not_found');
  await mfa.clearMfa(db, userId);
  await endSessions(db, userId);
}

/** docs/operations.md, Rotating the CSD secret: the seeds the previous secret sealed, sealed again. */
export async function resealSeeds(db: Db, secrets: CsdSecrets): Promise<number> {
  const previous = secrets.previous;
  if (!previous) return 0;
  const previousId = secretIdOf(previous);
  const currentId = secretIdOf(secrets.current);
  if (previousId === currentId) return 0;
  const rows = await mfa.seedsSealedWith(db, previousId);
  for (const row of rows) {
    if (!row.mfaSeed) continue;
    const seed = unseal(previous, row.mfaSeed, seedContext(row.id));
    await mfa.resealSeed(
      db,
      row.id,
      { seed: row.mfaSeed, secretId: previousId },
      { seed: seal(secrets.current, seed, seedContext(row.id)), secretId: currentId },
    );
  }
  return rows.length;
}
