import type { FastifyInstance } from 'fastify';
import type { AnyResource } from './resource.js';
import { registerActions } from './routes/actions.routes.js';
import { registerCreate } from './routes/create.routes.js';
import { registerDelete } from './routes/delete.routes.js';
import { registerGet } from './routes/get.routes.js';
import { registerOptions } from './routes/options.routes.js';
import { recipeRoutes } from './routes/recipe-routes.js';
import { registerTable } from './routes/table.routes.js';
import { registerUpdate } from './routes/update.routes.js';

export { contextOf, itemContext } from './routes/recipe-routes.js';

/**
 * Registers a declared resource: the endpoints it opts into (docs/api.md's common names unless it
 * renames them) and its actions, each with its access rule, schemas and the session. The order is
 * the routes' order in the OpenAPI document, and so in the web's typed client: keep it.
 * docs/architecture.md, The resource recipe, says what each write runs and in which order.
 */
export function registerResource(instance: FastifyInstance, resource: AnyResource) {
  const recipe = recipeRoutes(instance, resource);
  registerTable(recipe); // getTable, getCsv
  registerGet(recipe); // get/{id}
  registerCreate(recipe); // create
  registerUpdate(recipe); // update
  registerDelete(recipe); // delete/{id}
  registerOptions(recipe); // options, options of a parent
  registerActions(recipe); // the resource's own actions and status moves
}
