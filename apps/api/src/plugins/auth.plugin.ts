import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRoles, type Role } from '@iris/domain/users/roles';
import { AppError } from '../lib/app-error.js';
import { findSessionUser, type SessionUser } from '../modules/auth/session.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (the public auth calls, health, docs). */
    public?: boolean;
    /** Only users all of whose roles are in this list (SPEC.md §6). */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    session: SessionUser;
    /** Verifies the bearer token and loads the session user; throws 401 otherwise. */
    authenticate(): Promise<SessionUser>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: number };
    user: { sub: number };
  }
}

export interface AuthOptions {
  secret: string;
  expiresIn: string;
}

/**
 * Every /api route needs a valid token unless it says `config.public`. The user is read from the
 * database on each call, so a disabled or deleted account's token stops working at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
  app.decorateRequest('session', null as unknown as SessionUser);
  app.decorateRequest('authenticate', async function (this: FastifyRequest) {
    let subject: number;
    try {
      subject = (await this.jwtVerify<{ sub: number }>()).sub;
    } catch {
      throw new AppError('unauthorized');
    }
    const user = await findSessionUser(app.db, subject);
    if (!user?.enabled || !user.role) throw new AppError('unauthorized');
    this.session = user;
    return user;
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || request.is404 || !request.url.startsWith('/api/')) return;
    const user = await request.authenticate();
    if (config.roles && !hasRoles(user.roles, config.roles)) throw new AppError('forbidden');
  });
});
