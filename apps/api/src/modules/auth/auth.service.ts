import type {
  LoginInput,
  Profile,
  RegisterInput,
  UpdatePasswordInput,
} from '@iris/domain/auth/auth.schemas';
import type { Db } from '../../db/client.js';
import type { Background } from '../../lib/background.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import type { ItemContext } from '../../lib/recipe/resource.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findProfile, personValues } from '../users/users.repository.js';
import { confirmationMail, recoveryMail } from './account-mails.js';
import * as accounts from './accounts.repository.js';
import { limitAttempt } from './attempt-limit.js';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  background: Background;
  /** Signs the URLs of stored files (the profile photo, the branch's logo). */
  items: ItemContext;
}

const RECOVERY_TTL_MINUTES = 60;
const invalidToken = () =>
  new AppError('invalid_token', { errors: [{ field: 'token', message: 'validation.invalid' }] });
const CONFIRMATION_TTL_MINUTES = 24 * 60;

/** Checks the credentials and the account's state; answers what a token is signed with. */
export async function login(deps: AuthDeps, input: LoginInput, ip: string) {
  const attemptId = await limitAttempt(deps.db, 'login', input.email, ip);
  const user = await accounts.findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  if (!user || !matches) throw new AppError('invalid_credentials');
  await accounts.clearAttempts(deps.db, 'login', input.email, attemptId);
  if (!user.enabled) throw new AppError('account_disabled');
  if (!user.emailVerified) throw new AppError('email_not_verified');
  if (!user.role || (user.role !== 'super_admin' && user.branchId === null)) {
    throw new AppError('account_pending');
  }
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    ver: user.sessionVersion,
    mfa: user.mfaEnabledAt !== null,
  };
}

export async function profile(deps: AuthDeps, userId: number): Promise<Profile> {
  const found = await findProfile(deps.db, userId, deps.items);
  if (!found) throw new AppError('unauthorized');
  return found;
}

async function sendConfirmation(deps: AuthDeps, user: { id: number; email: string; name: string }) {
  const { token, hash } = newToken();
  await accounts.saveToken(deps.db, user.id, 'email_confirmation', hash, CONFIRMATION_TTL_MINUTES);
  const link = `${deps.publicUrl}/emailConfirmation/${token}`;
  await deps.mailer.send(confirmationMail(user.email, user.name, link));
}

/** Self-registration: the account waits for e-mail confirmation and a super_admin's approval. */
export async function register(deps: AuthDeps, input: RegisterInput) {
  const created = await accounts.insertUser(deps.db, await personValues(input));
  await sendConfirmation(deps, { id: created.id, email: input.email, name: input.name });
  return { id: created.id, email: input.email.trim().toLowerCase() };
}

/**
 * Same answer, in the same time, whether or not the e-mail exists (docs/rules.md, Accounts): the
 * request only counts the attempt; finding the user and sending the mail happen after it.
 */
export async function recover(deps: AuthDeps, email: string, ip: string) {
  await limitAttempt(deps.db, 'recover', email, ip);
  deps.background.run('recovery mail', async () => {
    const user = await accounts.findUserByEmail(deps.db, email);
    if (!user?.enabled) return;
    const { token, hash } = newToken();
    await accounts.saveToken(deps.db, user.id, 'recovery', hash, RECOVERY_TTL_MINUTES);
    await deps.mailer.send(
      recoveryMail(user.email, user.name, `${deps.publicUrl}/restorePassword/${token}`),
    );
  });
}

export async function validateRecoveryToken(deps: AuthDeps, token: string) {
  const found = await accounts.findUsableToken(deps.db, 'recovery', hashToken(token));
  if (!found) throw invalidToken();
}

/** With a recovery token (public): spends it, the user's other tokens and every session. */
export async function resetPassword(deps: AuthDeps, input: UpdatePasswordInput) {
  const used = await accounts.consumeToken(deps.db, 'recovery', hashToken(input.token ?? ''));
  if (!used) throw invalidToken();
  await accounts.setPassword(deps.db, used.userId, await hashPassword(input.password));
}

/**
 * The logged-in change-password dialog: the current password is asked (and wrong ones count as
 * failed logins); other sessions end, and the caller gets a fresh token signed with the new
 * session version.
 */
export async function changePassword(
  deps: AuthDeps,
  input: UpdatePasswordInput,
  session: { id: number; email: string; sessionId: number },
  ip: string,
) {
  const currentPasswordError = (message: 'validation.required' | 'validation.currentPassword') =>
    new AppError('invalid_input', { errors: [{ field: 'currentPassword', message }] });
  if (!input.currentPassword) throw currentPasswordError('validation.required');
  const attemptId = await limitAttempt(deps.db, 'login', session.email, ip);
  const user = await accounts.findUserByEmail(deps.db, session.email);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw currentPasswordError('validation.currentPassword');
  }
  await accounts.clearAttempts(deps.db, 'login', session.email, attemptId);
  const ver = await accounts.setPassword(
    deps.db,
    user.id,
    await hashPassword(input.password),
    session.sessionId,
  );
  if (ver === undefined) throw new AppError('unauthorized');
  return { sub: user.id, ver, sid: session.sessionId };
}

export async function confirmEmail(deps: AuthDeps, token: string) {
  const used = await accounts.consumeToken(deps.db, 'email_confirmation', hashToken(token));
  if (!used) throw invalidToken();
  await accounts.updateUser(deps.db, used.userId, { emailVerified: true });
}

/** Like recover: the same answer and time whatever the e-mail. */
export async function resendConfirmation(deps: AuthDeps, email: string, ip: string) {
  await limitAttempt(deps.db, 'verification', email, ip);
  deps.background.run('confirmation mail', async () => {
    const user = await accounts.findUserByEmail(deps.db, email);
    if (!user || user.emailVerified) return;
    await sendConfirmation(deps, user);
  });
}
