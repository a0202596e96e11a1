import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, wholeNumber } from '@iris/domain/common/fields';
import { optionSchema, tableDataSchema, tableQuerySchemaOf } from '@iris/domain/common/table';
import type { SuccessKey } from '@iris/domain/i18n/message-keys';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { SUPER_ADMIN_ONLY } from '../access.js';
import * as crud from './crud.repository.js';
import { csvOf } from './crud-csv.repository.js';
import { sendDownload } from '../downloads.js';
import { envelopeSchema, errorResponses, ok } from '../envelope.js';
import { assertReference } from './resource-scope.js';
import { totalsSchema } from '../table/table-totals.js';
import type { AnyResource, ItemContext, ResourceContext } from './resource.js';
import type { Endpoint, HttpMethod } from './resource-endpoints.js';

export function itemContext(app: FastifyInstance): ItemContext {
  return { fileUrl: (key) => (key ? app.files.url(key) : null) };
}

/** The context of a request's work: its database, its session user and its address. */
export const contextOf = (app: FastifyInstance, request: FastifyRequest): ResourceContext => ({
  db: app.db,
  session: request.session,
  ip: request.ip,
});

/** `?search=` narrows an option list; `?limit=` shortens it (never past the resource's max). */
const optionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: wholeNumber(1, crud.DEFAULT_OPTIONS_MAX).optional(),
});

interface Resolved {
  paths: string[];
  method: HttpMethod;
  roles: readonly Role[];
}

/** An opted-in endpoint's paths, method and roles, from its declaration and docs/api.md's defaults. */
function resolve(
  resource: AnyResource,
  endpoint: Endpoint | undefined,
  defaults: { path: string; method: HttpMethod; roles: readonly Role[] },
): Resolved | undefined {
  if (!endpoint) return undefined;
  const given = endpoint === true ? {} : endpoint;
  const paths = [given.path ?? defaults.path]
    .flat()
    .map((path) => (path.startsWith('/') ? path : `/${resource.name}/${path}`));
  return { paths, method: given.method ?? defaults.method, roles: given.roles ?? defaults.roles };
}

/**
 * Registers a declared resource: the endpoints it opts into (docs/api.md's common names unless it
 * renames them) and its actions, each with its access rule, schemas and the session.
 */
export function registerResource(instance: FastifyInstance, resource: AnyResource) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];
  const readRoles = resource.readRoles ?? ROLES;
  const writeRoles = resource.writeRoles ?? SUPER_ADMIN_ONLY.access.roles;
  const items = itemContext(app);
  const record = envelopeSchema(z.object({ data: resource.item }));
  // A write answers the record as it now stands; that answer is not a read of its own.
  const reply = (request: FastifyRequest, id: number, key: SuccessKey) =>
    crud
      .findOne(contextOf(app, request), resource, id, items, { logRead: key === 'ok' })
      .then((data) => ok(request, { data }, key));
  const each = (
    resolved: Resolved | undefined,
    register: (path: string, resolved: Resolved) => void,
  ) => {
    if (!resolved) return;
    for (const path of resolved.paths) register(path, resolved);
  };
  const route = (resolved: Resolved, path: string) => ({
    method: resolved.method,
    url: path,
    config: { access: { roles: resolved.roles } },
  });
  const { endpoints } = resource;

  each(
    resolve(resource, endpoints.getTable, { path: 'getTable', method: 'POST', roles: readRoles }),
    (path, r) =>
      app.route({
        ...route(r, path),
        schema: {
          tags,
          body: tableQuerySchemaOf(resource.filters?.shape ?? {}),
          response: {
            200: envelopeSchema(
              z.object({
                tableData: tableDataSchema(resource.item),
                ...(resource.totals ? { totals: totalsSchema(resource.totals) } : {}),
              }),
            ),
            ...errorResponses,
          },
        },
        handler: async (request) =>
          ok(request, await crud.tableOf(contextOf(app, request), resource, request.body, items)),
      }),
  );

  const csv = resource.csv;
  each(
    resolve(resource, csv && { path: csv.path ?? 'getCsv', roles: csv.roles ?? readRoles }, {
      path: 'getCsv',
      method: 'POST',
      roles: readRoles,
    }),
    (path, r) =>
      app.route({
        ...route(r, path),
        schema: {
          tags,
          body: tableQuerySchemaOf(resource.filters?.shape ?? {}),
          produces: ['text/csv'],
          response: errorResponses,
        },
        handler: async (request, res) => {
          const file = await csvOf(contextOf(app, request), resource, request.body, {
            lang: request.lang,
            timeZone: app.config.timeZone,
            onError: (error) =>
              request.log.warn({ code: (error as { code?: string }).code }, 'CSV cut short'),
          });
          return sendDownload(res, { type: 'text/csv; charset=utf-8', ...file });
        },
      }),
  );

  each(
    resolve(resource, endpoints.get, { path: 'get/:id', method: 'POST', roles: readRoles }),
    (path, r) =>
      app.route({
        ...route(r, path),
        schema: { tags, params: idParams, response: { 200: record, ...errorResponses } },
        handler: async (request) => reply(request, request.params.id, 'ok'),
      }),
  );

  const create = resource.create;
  if (create) {
    each(
      resolve(resource, endpoints.create, {
        path: 'create',
        method: 'POST',
        roles: writeRoles,
      }),
      (path, r) =>
        app.route({
          ...route(r, path),
          schema: { tags, body: create.schema, response: { 201: record, ...errorResponses } },
          handler: async (request, res) => {
            const id = await crud.insertOne(
              contextOf(app, request),
              resource,
              request.body as object,
            );
            return res
              .status(201)
              .send(await reply(request, id, resource.messages?.created ?? 'created'));
          },
        }),
    );
  }

  const update = resource.update;
  if (update) {
    each(
      resolve(resource, endpoints.update, {
        path: 'update',
        method: 'PUT',
        roles: writeRoles,
      }),
      (path, r) =>
        app.route({
          ...route(r, path),
          schema: { tags, body: update.schema, response: { 200: record, ...errorResponses } },
          handler: async (request) => {
            const id = await crud.updateOne(contextOf(app, request), resource, request.body);
            return reply(request, id, resource.messages?.updated ?? 'updated');
          },
        }),
    );
  }

  each(
    resolve(resource, endpoints.delete, {
      path: 'delete/:id',
      method: 'DELETE',
      roles: writeRoles,
    }),
    (path, r) =>
      app.route({
        ...route(r, path),
        schema: {
          tags,
          params: idParams,
          response: {
            200: envelopeSchema(z.object({ data: z.object({ id: z.number() }) })),
            ...errorResponses,
          },
        },
        handler: async (request) => {
          await crud.deleteOne(contextOf(app, request), resource, request.params.id);
          const said = resource.messages?.deleted ?? 'deleted';
          return ok(request, { data: { id: request.params.id } }, said);
        },
      }),
  );

  const options = resource.options;
  const optionsResponse = {
    200: envelopeSchema(z.object({ data: z.array(optionSchema) })),
    ...errorResponses,
  };
  each(
    resolve(resource, options && endpoints.options, {
      path: 'options',
      method: 'GET',
      roles: readRoles,
    }),
    (path, r) =>
      app.route({
        ...route(r, path),
        schema: { tags, querystring: optionsQuery, response: optionsResponse },
        handler: async (request) =>
          ok(request, {
            data: await crud.optionsOf(contextOf(app, request), resource, request.query),
          }),
      }),
  );
  for (const parent of options?.byParent ?? []) {
    app.route({
      method: 'GET',
      url: `/${resource.name}/${parent.path}/:id`,
      config: { access: { roles: readRoles } },
      schema: { tags, params: idParams, querystring: optionsQuery, response: optionsResponse },
      handler: async (request) => {
        const context = contextOf(app, request);
        const parentId = request.params.id;
        if (parent.parent)
          await assertReference(context, { field: 'id', to: parent.parent }, parentId);
        const of = { column: parent.column, id: parentId };
        return ok(request, {
          data: await crud.optionsOf(context, resource, { ...request.query, of }),
        });
      },
    });
  }

  for (const action of resource.actions ?? []) {
    const inParams = action.idIn === 'params';
    app.route({
      method: action.method,
      url: `/${resource.name}/${action.name}${inParams ? '/:id' : ''}`,
      config: { access: { roles: action.roles ?? writeRoles } },
      schema: {
        tags,
        ...(inParams ? { params: idParams } : {}),
        ...(action.body || !inParams ? { body: action.body ?? idParams } : {}),
        response: { 200: record, ...errorResponses },
      },
      handler: async (request) => {
        const id = inParams
          ? (request.params as { id: number }).id
          : (request.body as { id: number }).id;
        const said = await crud.runAction(
          contextOf(app, request),
          resource,
          action,
          id,
          request.body,
        );
        return reply(request, id, said);
      },
    });
  }
}
