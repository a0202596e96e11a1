import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nullableOptionals } from '../lib/recipe/absent-optionals.js';
import { PUBLIC } from '../lib/access.js';

type Transform = typeof jsonSchemaTransform;
/** zod's document, with a body's optional fields nullable as the validator reads them. */
const transform: Transform = (route) => {
  const document = jsonSchemaTransform(route);
  // A route may declare no schema at all (a plain GET).
  const schema = document.schema as Record<string, unknown> | undefined;
  const body = schema?.body as Parameters<typeof nullableOptionals>[0] | undefined;
  return body ? { ...document, schema: { ...schema, body: nullableOptionals(body) } } : document;
};

/** OpenAPI from the same zod schemas that validate requests: /api/docs/json and /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, ...PUBLIC };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Iris API',
        version: '1.0.0',
        description: 'Back office de clínicas ópticas.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
    // Named schemas (the questionnaire's recursive tree) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
