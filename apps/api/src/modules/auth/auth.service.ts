import type {
  LoginInput,
  RegisterInput,
  UpdatePasswordInput,
} from '@iris/domain/auth/auth.schemas';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { ROL_TO_ROLE } from '@iris/domain/users/roles';
import type { CreateUserInput } from '@iris/domain/users/user.schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findUserById } from '../users/users.repository.js';
import { confirmationMail, recoveryMail } from './account-mails.js';
import * as accounts from './accounts.repository.js';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const FAILURE_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 30;
const RECOVERY_TTL_MINUTES = 60;
const CONFIRMATION_TTL_MINUTES = 24 * 60;

/** Checks the credentials and the account's state; answers the user id to sign a token for. */
export async function login(deps: AuthDeps, input: LoginInput, ip: string): Promise<number> {
  const failures = await accounts.recentFailures(deps.db, input.email, ip, FAILURE_WINDOW_MINUTES);
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError('too_many_attempts');
  }
  const user = await accounts.findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) {
    await accounts.recordLoginFailure(deps.db, input.email, ip);
    throw new AppError('invalid_credentials');
  }
  if (!user.enabled) throw new AppError('account_disabled');
  if (!user.emailVerified) throw new AppError('email_not_verified');
  if (!user.role || (user.role !== 'super_admin' && user.branchId === null)) {
    throw new AppError('account_pending');
  }
  await accounts.clearLoginFailures(deps.db, input.email);
  return user.id;
}

export async function profile(deps: AuthDeps, userId: number): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthorized');
  return {
    id: user.id,
    roles: user.roles,
    email: user.email,
    groups: { id: user.rol },
    branchId: user.branchId,
    branch: user.branch,
    name: user.name,
    paternal: user.paternal,
    maternal: user.maternal,
    phone: user.phone,
    image: user.image,
  };
}

async function sendConfirmation(deps: AuthDeps, user: { id: number; email: string; name: string }) {
  const { token, hash } = newToken();
  await accounts.saveToken(deps.db, user.id, 'email_confirmation', hash, CONFIRMATION_TTL_MINUTES);
  const link = `${deps.publicUrl}/emailConfirmation/${token}`;
  await deps.mailer.send(confirmationMail(user.email, user.name, link));
}

/** Self-registration: the account waits for e-mail confirmation and a super_admin's approval. */
export async function register(deps: AuthDeps, input: RegisterInput) {
  const created = await accounts.insertUser(deps.db, {
    name: input.name.trim(),
    paternal: input.paternal.trim(),
    maternal: input.maternal.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
  });
  await sendConfirmation(deps, { id: created.id, email: input.email, name: input.name });
  return { id: created.id, email: input.email.trim().toLowerCase() };
}

export async function createByAdministration(deps: AuthDeps, input: CreateUserInput) {
  const role = ROL_TO_ROLE[input.rol as 1 | 2];
  const created = await accounts.insertUser(deps.db, {
    name: input.name.trim(),
    paternal: input.paternal.trim(),
    maternal: input.maternal.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    role,
    branchId: Number(input.branch.id),
    // An administrator vouches for the address; the person can log in at once.
    emailVerified: true,
  });
  return (await findUserById(deps.db, created.id))!;
}

/** Same answer whether or not the e-mail exists (RULES.md, Accounts). */
export async function recover(deps: AuthDeps, email: string) {
  const user = await accounts.findUserByEmail(deps.db, email);
  if (!user?.enabled) return;
  const { token, hash } = newToken();
  await accounts.saveToken(deps.db, user.id, 'recovery', hash, RECOVERY_TTL_MINUTES);
  await deps.mailer.send(
    recoveryMail(user.email, user.name, `${deps.publicUrl}/restorePassword/${token}`),
  );
}

export async function validateRecoveryToken(deps: AuthDeps, token: string) {
  const found = await accounts.findUsableToken(deps.db, 'recovery', hashToken(token));
  if (!found) throw new AppError('invalid_token');
}

/** With a recovery token (public), or for the logged-in user (change-password dialog). */
export async function updatePassword(
  deps: AuthDeps,
  input: UpdatePasswordInput,
  sessionUserId?: number,
) {
  let userId = sessionUserId;
  if (input.token) {
    userId = (await accounts.consumeToken(deps.db, 'recovery', hashToken(input.token)))?.userId;
    if (userId === undefined) throw new AppError('invalid_token');
  }
  if (userId === undefined) throw new AppError('unauthorized');
  await accounts.updateUser(deps.db, userId, { passwordHash: await hashPassword(input.password) });
}

export async function confirmEmail(deps: AuthDeps, token: string) {
  const used = await accounts.consumeToken(deps.db, 'email_confirmation', hashToken(token));
  if (!used) throw new AppError('invalid_token');
  await accounts.updateUser(deps.db, used.userId, { emailVerified: true });
}

export async function resendConfirmation(deps: AuthDeps, email: string) {
  const user = await accounts.findUserByEmail(deps.db, email);
  if (!user || user.emailVerified) return;
  await sendConfirmation(deps, user);
}
