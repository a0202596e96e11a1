import { errorResponses } from '../../envelope.js';
import { insertOne } from '../crud.repository.js';
import { contextOf, onEachPath, replyRecord, type RecipeRoutes } from './recipe-routes.js';

/** `create`: the body checked by `create.schema`, inserted (crud.repository.ts), answered 201. */
export function registerCreate(recipe: RecipeRoutes) {
  const { app, resource, tags, writeRoles, record } = recipe;
  const create = resource.create;
  if (!create) return;
  const defaults = { path: 'create', method: 'POST', roles: writeRoles } as const;
  onEachPath(recipe, resource.endpoints.create, defaults, (route) =>
    app.route({
      ...route,
      schema: { tags, body: create.schema, response: { 201: record, ...errorResponses } },
      handler: async (request, res) => {
        const id = await insertOne(contextOf(app, request), resource, request.body as object);
        const said = resource.messages?.created ?? 'created';
        return res.status(201).send(await replyRecord(recipe, request, id, said));
      },
    }),
  );
}
