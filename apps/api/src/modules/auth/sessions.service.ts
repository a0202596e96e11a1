import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseDuration } from '@lukeed/ms';
import { formatDateTime } from '@iris/domain/common/dates';
import type { SessionRow } from '@iris/domain/auth/mfa.schemas';
import type { Role } from '@iris/domain/users/roles';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { AppError } from '../../lib/app-error.js';
import { itemContext } from '../../lib/recipe/crud.routes.js';
import { findProfile } from '../users/users.repository.js';
import { deviceOf } from '../../lib/user-agent.js';
import { newDeviceMail } from './account-mails.js';
import * as sessions from './sessions.repository.js';

export interface SignedInUser {
  id: number;
  email: string;
  name: string;
  role: Role | null;
}

/**
 * Opens a session for the user on this request's device and answers its token. An administrator
 * signing in from a browser their account has not used before is told by e-mail.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: SignedInUser,
  ver: number,
): Promise<string> {
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 500);
  const device = deviceOf(userAgent).slice(0, 120);
  const address = request.ip.slice(0, 64);
  const expiresAt = new Date(Date.now() + parseDuration(app.config.jwtExpiresIn)!);
  const opened = await sessions.openSession(app.db, {
    userId: user.id,
    device,
    userAgent,
    address,
    expiresAt,
  });
  if (opened.newDevice && user.role === 'super_admin') {
    const at = formatDateTime(new Date(), app.config.timeZone);
    const mail = newDeviceMail(
      user.email,
      user.name,
      { device, address, at },
      `${app.config.publicUrl}/profile`,
    );
    app.background.run('new device mail', () => app.mailer.send(mail));
  }
  return app.jwt.sign({ sub: user.id, ver, sid: opened.id });
}

/** The profile a sign-in and auth/profile answer, with two-factor sign-in's state for the role. */
export async function profileWithMfa(
  app: FastifyInstance,
  user: { id: number; role: Role | null },
  enabled: boolean,
): Promise<Profile> {
  const found = await findProfile(app.db, user.id, itemContext(app));
  if (!found) throw new AppError('unauthorized');
  const required = user.role !== null && app.config.mfaRequired.includes(user.role);
  return { ...found, mfa: { enabled, required } };
}

export const idleMsOf = (app: FastifyInstance) => parseDuration(app.config.sessionIdle)!;

export async function listSessions(
  app: FastifyInstance,
  session: { id: number; sessionId: number },
): Promise<SessionRow[]> {
  const rows = await sessions.openSessions(app.db, session.id, idleMsOf(app));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

export async function endOwnSession(app: FastifyInstance, userId: number, id: number) {
  if (!(await sessions.endSession(app.db, userId, id))) throw new AppError('not_found');
}
