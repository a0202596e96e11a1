import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { optionSchema, tableDataSchema, tableQuerySchema } from '@iris/domain/common/table';
import { envelopeSchema, errorResponses, ok } from '../plugins/envelope.plugin.js';
import * as crud from './crud.repository.js';
import type { ItemContext, ResourceDefinition } from './resource.js';

export function itemContext(app: FastifyInstance): ItemContext {
  return { fileUrl: (key) => (key ? app.files.url(key) : null) };
}

/** Registers the common CRUD of API.md for one declared resource. */
export function registerResource(instance: FastifyInstance, resource: ResourceDefinition) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = `/${resource.name}`;
  const tags = [resource.name];
  const write = { roles: resource.writeRoles ?? (['super_admin'] as const) };
  const context = itemContext(app);
  const record = envelopeSchema(z.object({ data: resource.item }));
  const reply = (request: FastifyRequest, id: number, key: 'created' | 'updated' | 'ok') =>
    crud.findOne(app.db, resource, id, context).then((data) => ok(request, { data }, key));

  app.post(
    `${base}/getTable`,
    {
      schema: {
        tags,
        body: tableQuerySchema,
        response: {
          200: envelopeSchema(z.object({ tableData: tableDataSchema(resource.item) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, { tableData: await crud.tableOf(app.db, resource, request.body, context) }),
  );

  app.post(
    `${base}/get/:id`,
    { schema: { tags, params: idParams, response: { 200: record, ...errorResponses } } },
    async (request) => reply(request, request.params.id, 'ok'),
  );

  app.post(
    `${base}/create`,
    {
      config: write,
      schema: { tags, body: resource.create, response: { 201: record, ...errorResponses } },
    },
    async (request, res) => {
      const id = await crud.insertOne(app.db, resource, request.body);
      return res.status(201).send(await reply(request, id, 'created'));
    },
  );

  app.put(
    `${base}/update`,
    {
      config: write,
      schema: { tags, body: resource.update, response: { 200: record, ...errorResponses } },
    },
    async (request) => {
      const id = await crud.updateOne(app.db, resource, request.body);
      return reply(request, id, 'updated');
    },
  );

  app.get(
    `${base}/options`,
    {
      schema: {
        tags,
        response: {
          200: envelopeSchema(z.object({ data: z.array(optionSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { data: await crud.optionsOf(app.db, resource) }),
  );

  if (resource.deletable) {
    app.delete(
      `${base}/delete/:id`,
      {
        config: write,
        schema: {
          tags,
          params: idParams,
          response: {
            200: envelopeSchema(z.object({ data: z.object({ id: z.number() }) })),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        await crud.deleteOne(app.db, resource, request.params.id);
        return ok(request, { data: { id: request.params.id } }, 'deleted');
      },
    );
  }
}
