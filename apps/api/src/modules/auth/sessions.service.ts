import type { Profile } from '@iris/domain/auth/auth.schemas';
import { formatDateTime } from '@iris/domain/common/dates';
import type { SessionRow } from '@iris/domain/auth/mfa.schemas';
import type { Role } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { durationMs } from '../../config-sessions.js';
import { AppError } from '../../lib/app-error.js';
import type { Background } from '../../lib/background.js';
import type { Mailer } from '../../lib/mailer.js';
import type { ItemContext } from '../../lib/recipe/resource.js';
import { deviceOf } from '../../lib/user-agent.js';
import { findProfile } from '../users/users.repository.js';
import { newDeviceMail } from './account-mails.js';
import * as sessions from './sessions.repository.js';

export interface SessionDeps {
  db: Db;
  mailer: Mailer;
  background: Background;
  /** Signs the URLs of stored files (the profile photo, the branch's logo). */
  items: ItemContext;
  settings: {
    jwtExpiresIn: string;
    sessionIdleMs: number;
    mfaRequired: readonly Role[];
    timeZone: string;
    publicUrl: string;
  };
  /** Signs a session's token. */
  sign: (claims: { sub: number; ver: number; sid: number }) => string;
}

export interface SignedInUser {
  id: number;
  email: string;
  name: string;
  role: Role | null;
}

/** Where a sign-in comes from: its User-Agent and address. */
export interface Origin {
  userAgent: string | undefined;
  address: string;
}

/**
 * Opens a session for the user on this device and answers its token. An administrator signing in
 * from a browser their account has not used before is told by e-mail.
 */
export async function startSession(
  deps: SessionDeps,
  origin: Origin,
  user: SignedInUser,
  ver: number,
): Promise<string> {
  const userAgent = (origin.userAgent ?? '').slice(0, 500);
  const device = deviceOf(userAgent).slice(0, 120);
  const address = origin.address.slice(0, 64);
  const expiresAt = new Date(Date.now() + durationMs(deps.settings.jwtExpiresIn));
  const opened = await sessions.openSession(deps.db, {
    userId: user.id,
    device,
    userAgent,
    address,
    expiresAt,
  });
  if (opened.newDevice && user.role === 'super_admin') {
    const at = formatDateTime(new Date(), deps.settings.timeZone);
    const link = `${deps.settings.publicUrl}/profile`;
    const mail = newDeviceMail(user.email, user.name, { device, address, at }, link);
    deps.background.run('new device mail', () => deps.mailer.send(mail));
  }
  return deps.sign({ sub: user.id, ver, sid: opened.id });
}

/** The profile a sign-in and auth/profile answer, with two-factor sign-in's state for the role. */
export async function profileWithMfa(
  deps: Pick<SessionDeps, 'db' | 'items' | 'settings'>,
  user: { id: number; role: Role | null },
  enabled: boolean,
): Promise<Profile> {
  const found = await findProfile(deps.db, user.id, deps.items);
  if (!found) throw new AppError('unauthorized');
  const required = user.role !== null && deps.settings.mfaRequired.includes(user.role);
  return { ...found, mfa: { enabled, required } };
}

export async function listSessions(
  deps: Pick<SessionDeps, 'db' | 'settings'>,
  session: { id: number; sessionId: number },
): Promise<SessionRow[]> {
  const rows = await sessions.openSessions(deps.db, session.id, deps.settings.sessionIdleMs);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

export async function endOwnSession(db: Db, userId: number, id: number) {
  if (!(await sessions.endSession(db, userId, id))) throw new AppError('not_found');
}
