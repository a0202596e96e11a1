import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasRoles, type Role } from '@iris/domain/users/roles';
import type { Access } from '../lib/access.js';
import { AppError } from '../lib/app-error.js';
import { findSessionUser } from '../modules/auth/session.repository.js';
import { touchSession } from '../modules/auth/sessions.repository.js';
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

/**
 * `ver`: the user's session version when the token was signed (see users.session_version); `sid`:
 * the session (user_sessions). The 5-minute token between a password and its second factor
 * carries `mfa` instead of `sid`, so it opens nothing but auth/login/mfa.
 */
export type TokenClaims = { sub: number; ver: number; sid: number } | MfaClaims;
export interface MfaClaims {
  sub: number;
  ver: number;
  mfa: true;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable by a session that must still set up two-factor sign-in (mfa_required). */
    mfaSetup?: boolean;
  }
}

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  /** How long an unused session lasts (SESSION_IDLE), in milliseconds. */
  idleMs: number;
  /** The roles that must sign in with two factors (MFA_REQUIRED). */
  mfaRequired: readonly Role[];
}

/** A session's last use is written at most once a minute: a busy screen is not a write per call. */
const TOUCH_MS = 60_000;

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
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      throw new AppError('unauthorized');
    }
    if (
      !NUMERIC_SUBJECT.test(String(claims.sub)) ||
      !Number.isInteger(claims.ver) ||
      !('sid' in claims) ||
      !Number.isInteger(claims.sid)
    ) {
      throw new AppError('unauthorized');
    }
    const found = await findSessionUser(app.db, claims.sub, claims.sid);
    const now = Date.now();
    if (
      !found?.session.enabled ||
      !found.session.role ||
      found.session.sessionVersion !== claims.ver ||
      found.endedAt ||
      found.expiresAt.getTime() <= now ||
      found.lastUsedAt.getTime() + options.idleMs <= now
    ) {
      throw new AppError('unauthorized');
    }
    if (found.lastUsedAt.getTime() + TOUCH_MS <= now) await touchSession(app.db, claims.sid);
    this.session = found.session;
    return found.session;
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
    // docs/rules.md, Privacy and accounts: a role that must have two factors sets them up first.
    const mustSetUp = !user.mfaEnabled && hasRoles(user.roles, options.mfaRequired);
    if (mustSetUp && !request.routeOptions.config.mfaSetup) throw new AppError('mfa_required');
  });
});
