import { idParams } from '@iris/domain/common/fields';
import { errorResponses } from '../../envelope.js';
import { onEachPath, replyRecord, type RecipeRoutes } from './recipe-routes.js';

/** `get/{id}`: one record within the session's scope (a read of a clinical record is logged). */
export function registerGet(recipe: RecipeRoutes) {
  const { app, resource, tags, readRoles, record } = recipe;
  const defaults = { path: 'get/:id', method: 'POST', roles: readRoles } as const;
  onEachPath(recipe, resource.endpoints.get, defaults, (route) =>
    app.route({
      ...route,
      schema: { tags, params: idParams, response: { 200: record, ...errorResponses } },
      handler: async (request) => replyRecord(recipe, request, request.params.id, 'ok'),
    }),
  );
}
