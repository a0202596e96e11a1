import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { optionSchema } from '@iris/domain/common/table';
import { products, subcategories } from '../../db/schema/catalogue.schema.js';
import { states } from '../../db/schema/geography.schema.js';
import { optionsOf } from '../../lib/crud.repository.js';
import { registerResource } from '../../lib/crud.routes.js';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import {
  branchesResource,
  countriesResource,
  municipalitiesResource,
  statesResource,
} from './geography.resources.js';
import { productsResource, subcategoriesResource } from './products.resources.js';
import { registerProductUpload } from './product-upload.routes.js';
import {
  applicationVersionsResource,
  appointmentTypesResource,
  categoriesResource,
  paymentMethodsResource,
} from './simple.resources.js';

const CATALOGUE = [
  applicationVersionsResource,
  countriesResource,
  statesResource,
  municipalitiesResource,
  branchesResource,
  categoriesResource,
  subcategoriesResource,
  productsResource,
  appointmentTypesResource,
  paymentMethodsResource,
];

export async function catalogueRoutes(instance: FastifyInstance) {
  for (const resource of CATALOGUE) registerResource(instance, resource);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const options = {
    200: envelopeSchema(z.object({ data: z.array(optionSchema) })),
    ...errorResponses,
  };

  app.get(
    '/states/getStatesByCountriesOptions/:id',
    { schema: { tags: ['states'], params: idParams, response: options } },
    async (request) =>
      ok(request, {
        data: await optionsOf(app.db, statesResource, eq(states.countryId, request.params.id)),
      }),
  );

  app.get(
    '/products/getOptionsByDetails/:id',
    { schema: { tags: ['products'], params: idParams, response: options } },
    async (request) =>
      ok(request, {
        data: await optionsOf(
          app.db,
          productsResource,
          eq(products.subcategoryId, request.params.id),
        ),
      }),
  );

  app.get(
    '/subcategories/getOptionsByCategory/:id',
    { schema: { tags: ['subcategories'], params: idParams, response: options } },
    async (request) =>
      ok(request, {
        data: await optionsOf(
          app.db,
          subcategoriesResource,
          eq(subcategories.categoryId, request.params.id),
        ),
      }),
  );

  registerProductUpload(instance, productsResource);
}
