import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { envelopeSchema, errorResponses, ok } from '../../envelope.js';
import { deleteOne } from '../crud.repository.js';
import { contextOf, onEachPath, type RecipeRoutes } from './recipe-routes.js';

/** `delete/{id}`: the record removed (or stamped, with `softDelete`); the answer is its id. */
export function registerDelete(recipe: RecipeRoutes) {
  const { app, resource, tags, writeRoles } = recipe;
  const defaults = { path: 'delete/:id', method: 'DELETE', roles: writeRoles } as const;
  onEachPath(recipe, resource.endpoints.delete, defaults, (route) =>
    app.route({
      ...route,
      schema: {
        tags,
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: z.object({ id: z.number() }) })),
          ...errorResponses,
        },
      },
      handler: async (request) => {
        await deleteOne(contextOf(app, request), resource, request.params.id);
        const said = resource.messages?.deleted ?? 'deleted';
        return ok(request, { data: { id: request.params.id } }, said);
      },
    }),
  );
}
