import { idParams } from '@iris/domain/common/fields';
import { errorResponses } from '../../envelope.js';
import { runAction } from '../crud.repository.js';
import { contextOf, replyRecord, type RecipeRoutes } from './recipe-routes.js';

/**
 * The resource's own actions (`executed`, `cancel/{id}`, a status move with `to`): each at
 * `{resource}/{name}` (the id in the body) or `{resource}/{name}/{id}`, answering the record.
 */
export function registerActions(recipe: RecipeRoutes) {
  const { app, resource, tags, writeRoles, record } = recipe;
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
        const context = contextOf(app, request);
        const said = await runAction(context, resource, action, id, request.body);
        return replyRecord(recipe, request, id, said);
      },
    });
  }
}
