import { ROLES, type Role } from '@iris/domain/users/roles';

/**
 * Who may call a route, declared in the route's own `config.access` (docs/architecture.md, Access): the
 * access plugin reads it from the route the router matched, never from the request's URL. A route
 * that declares nothing is refused to everyone.
 */
export type Access = 'public' | { readonly roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Reachable without a token: the public auth calls, health, docs, signed files, the web app. */
export const PUBLIC = { access: 'public' } as const;
/** Any logged-in user with a role. */
export const LOGGED_IN = { access: { roles: ROLES } } as const;
/** docs/rules.md: catalogue writes, staff accounts. */
export const SUPER_ADMIN_ONLY = { access: { roles: ['super_admin'] } } as const;
