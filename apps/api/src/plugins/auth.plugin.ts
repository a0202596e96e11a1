import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasRoles } from '@iris/domain/users/roles';
import type { Access } from '../lib/access.js';
import { AppError } from '../lib/app-error.js';
import { findSessionUser } from '../modules/auth/session.repository.js';
import type { SessionUser } from '../lib/session.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser;
    /** Verifies the bearer token and loads the session user; throws 401 otherwise. */
    authenticate(): Promise<SessionUser>;
  }
  interface FastifyInstance {
    /** Every route registered, with the access it declares: the authorization tests read it. */
    routeTable(): { method: string; url: string; access: Access | undefined }[];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `ver`: the user's session version when the token was signed (see users.session_version). */
    payload: { sub: number; ver: number };
    user: { sub: number; ver: number };
  }
}

export interface AuthOptions {
  secret: string;
  expiresIn: string;
}

const NUMERIC_SUBJECT = /^\d+$/;

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it. */
function bearerToken(header: string | undefined): string | undefined {
  const [scheme, token, ...rest] = header?.split(' ') ?? [];
  return scheme && /^Bearer$/i.test(scheme) && token && rest.length === 0 ? token : undefined;
}

/**
 * Access is decided on the route the router matched (its `config.access`), deny by default, in
 * onRequest: before the body is read, so an anonymous caller learns nothing from validation. The
 * user is read from the database on each call, so a disabled account, or a token signed before
 * a password reset, stops working at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(jwt, {
    secret: options.secret,
    sign: { expiresIn: options.expiresIn, algorithm: 'HS256' },
    // A token's signature, once checked, is remembered (its expiry is still checked on each use):
    // the session's rules are the user's row, read below on every call.
    verify: { algorithms: ['HS256'], cache: true },
  });
  app.decorateRequest('session', null as unknown as SessionUser);
  app.decorateRequest('authenticate', async function (this: FastifyRequest) {
    const token = bearerToken(this.headers.authorization);
    if (!token) throw new AppError('unauthorized');
    let claims: { sub: number; ver: number };
    try {
      claims = app.jwt.verify<{ sub: number; ver: number }>(token);
    } catch {
      throw new AppError('unauthorized');
    }
    if (!NUMERIC_SUBJECT.test(String(claims.sub)) || !Number.isInteger(claims.ver)) {
      throw new AppError('unauthorized');
    }
    const user = await findSessionUser(app.db, claims.sub);
    if (!user?.enabled || !user.role || user.sessionVersion !== claims.ver) {
      throw new AppError('unauthorized');
    }
    this.session = user;
    return user;
  });

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Read lazily: plugins that own their routes (docs, web app) set `access` in their own onRoute.
  app.decorate('routeTable', () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .map((method) => ({ method, url: route.url, access: route.config?.access })),
    ),
  );

  app.addHook('onRequest', async (request) => {
    // The not-found handler matched no route: it only ever answers 404 or the web app's shell.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === undefined) {
      request.log.error('route declares no access rule: refused');
      throw new AppError('forbidden');
    }
    const user = await request.authenticate();
    if (!hasRoles(user.roles, access.roles)) throw new AppError('forbidden');
  });
});
