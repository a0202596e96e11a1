import { z } from 'zod';
import { tableDataSchema, tableQuerySchemaOf } from '@iris/domain/common/table';
import { sendDownload } from '../../downloads.js';
import { envelopeSchema, errorResponses, ok } from '../../envelope.js';
import { totalsSchema } from '../../table/table-totals.js';
import { csvOf } from '../crud-csv.repository.js';
import { tableOf } from '../crud.repository.js';
import { contextOf, onEachPath, type RecipeRoutes } from './recipe-routes.js';

/** `getTable`: a page of the table, its count and its totals; `getCsv`: its rows as a CSV file. */
export function registerTable(recipe: RecipeRoutes) {
  const { app, resource, tags, readRoles, items } = recipe;
  const body = () => tableQuerySchemaOf(resource.filters?.shape ?? {});
  const defaults = { path: 'getTable', method: 'POST', roles: readRoles } as const;
  onEachPath(recipe, resource.endpoints.getTable, defaults, (route) =>
    app.route({
      ...route,
      schema: {
        tags,
        body: body(),
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
        ok(request, await tableOf(contextOf(app, request), resource, request.body, items)),
    }),
  );

  const csv = resource.csv;
  const csvEndpoint = csv && { path: csv.path ?? 'getCsv', roles: csv.roles ?? readRoles };
  const csvDefaults = { path: 'getCsv', method: 'POST', roles: readRoles } as const;
  onEachPath(recipe, csvEndpoint, csvDefaults, (route) =>
    app.route({
      ...route,
      schema: { tags, body: body(), produces: ['text/csv'], response: errorResponses },
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
}
