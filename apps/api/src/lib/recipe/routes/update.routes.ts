import { errorResponses } from '../../envelope.js';
import { updateOne } from '../crud.repository.js';
import { contextOf, onEachPath, replyRecord, type RecipeRoutes } from './recipe-routes.js';

/** `update`: the body (with its `id`) checked by `update.schema`, the record changed and answered. */
export function registerUpdate(recipe: RecipeRoutes) {
  const { app, resource, tags, writeRoles, record } = recipe;
  const update = resource.update;
  if (!update) return;
  const defaults = { path: 'update', method: 'PUT', roles: writeRoles } as const;
  onEachPath(recipe, resource.endpoints.update, defaults, (route) =>
    app.route({
      ...route,
      schema: { tags, body: update.schema, response: { 200: record, ...errorResponses } },
      handler: async (request) => {
        const id = await updateOne(contextOf(app, request), resource, request.body);
        return replyRecord(recipe, request, id, resource.messages?.updated ?? 'updated');
      },
    }),
  );
}
