import { z } from 'zod';
import { idParams, wholeNumber } from '@iris/domain/common/fields';
import { optionSchema } from '@iris/domain/common/table';
import { envelopeSchema, errorResponses, ok } from '../../envelope.js';
import { DEFAULT_OPTIONS_MAX, optionsOf } from '../crud.repository.js';
import { assertReference } from '../resource-scope.js';
import { contextOf, onEachPath, type RecipeRoutes } from './recipe-routes.js';

/** `?search=` narrows an option list; `?limit=` shortens it (never past the resource's max). */
const optionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: wholeNumber(1, DEFAULT_OPTIONS_MAX).optional(),
});

/** `options` for selects and autocompletes, and the options of one parent (`byParent`). */
export function registerOptions(recipe: RecipeRoutes) {
  const { app, resource, tags, readRoles } = recipe;
  const options = resource.options;
  const response = {
    200: envelopeSchema(z.object({ data: z.array(optionSchema) })),
    ...errorResponses,
  };
  const defaults = { path: 'options', method: 'GET', roles: readRoles } as const;
  onEachPath(recipe, options && resource.endpoints.options, defaults, (route) =>
    app.route({
      ...route,
      schema: { tags, querystring: optionsQuery, response },
      handler: async (request) =>
        ok(request, { data: await optionsOf(contextOf(app, request), resource, request.query) }),
    }),
  );
  for (const parent of options?.byParent ?? []) {
    app.route({
      method: 'GET',
      url: `/${resource.name}/${parent.path}/:id`,
      config: { access: { roles: readRoles } },
      schema: { tags, params: idParams, querystring: optionsQuery, response },
      handler: async (request) => {
        const context = contextOf(app, request);
        const parentId = request.params.id;
        if (parent.parent)
          await assertReference(context, { field: 'id', to: parent.parent }, parentId);
        const of = { column: parent.column, id: parentId };
        return ok(request, { data: await optionsOf(context, resource, { ...request.query, of }) });
      },
    });
  }
}
