import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SuccessKey } from '@iris/domain/i18n/message-keys';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { SUPER_ADMIN_ONLY } from '../../access.js';
import { envelopeSchema, ok } from '../../envelope.js';
import { findOne } from '../crud.repository.js';
import type { Endpoint, HttpMethod } from '../resource-endpoints.js';
import type { AnyResource, ItemContext, ResourceContext } from '../resource.js';

/*
 * What each endpoint kind of the recipe registers with (crud.routes.ts calls them in order): the
 * resource, its default roles, its record's schema, and the answer a write gives.
 */

export function itemContext(app: FastifyInstance): ItemContext {
  return { fileUrl: (key) => (key ? app.files.url(key) : null) };
}

/** The context of a request's work: its database, its session user and its address. */
export const contextOf = (app: FastifyInstance, request: FastifyRequest): ResourceContext => ({
  db: app.db,
  session: request.session,
  ip: request.ip,
});

const typed = (instance: FastifyInstance) => instance.withTypeProvider<ZodTypeProvider>();
const recordSchemaOf = (resource: AnyResource) => envelopeSchema(z.object({ data: resource.item }));

/** One resource's routes as they are registered. */
export interface RecipeRoutes {
  app: ReturnType<typeof typed>;
  resource: AnyResource;
  tags: string[];
  /** Who reads (getTable, get, options) and who writes (create, update, delete, actions). */
  readRoles: readonly Role[];
  writeRoles: readonly Role[];
  items: ItemContext;
  /** The envelope of one record: what get, create, update and every action answer. */
  record: ReturnType<typeof recordSchemaOf>;
}

export function recipeRoutes(instance: FastifyInstance, resource: AnyResource): RecipeRoutes {
  const app = typed(instance);
  return {
    app,
    resource,
    tags: [resource.name],
    readRoles: resource.readRoles ?? ROLES,
    writeRoles: resource.writeRoles ?? SUPER_ADMIN_ONLY.access.roles,
    items: itemContext(app),
    record: recordSchemaOf(resource),
  };
}

/** A write answers the record as it now stands, with `key`'s message; that is not a read of its own. */
export const replyRecord = (
  { app, resource, items }: RecipeRoutes,
  request: FastifyRequest,
  id: number,
  key: SuccessKey,
) =>
  findOne(contextOf(app, request), resource, id, items, { logRead: key === 'ok' }).then((data) =>
    ok(request, { data }, key),
  );

interface RouteBase {
  method: HttpMethod;
  url: string;
  config: { access: { roles: readonly Role[] } };
}

/**
 * An opted-in endpoint (nothing when it is not), at each of its paths: docs/api.md's name,
 * method and roles unless its declaration changes them; a path starting with `/` is outside
 * `/{resource}/`.
 */
export function onEachPath(
  { resource }: RecipeRoutes,
  endpoint: Endpoint | undefined,
  defaults: { path: string; method: HttpMethod; roles: readonly Role[] },
  register: (route: RouteBase) => void,
) {
  if (!endpoint) return;
  const given = endpoint === true ? {} : endpoint;
  const method = given.method ?? defaults.method;
  const roles = given.roles ?? defaults.roles;
  for (const path of [given.path ?? defaults.path].flat()) {
    const url = path.startsWith('/') ? path : `/${resource.name}/${path}`;
    register({ method, url, config: { access: { roles } } });
  }
}
