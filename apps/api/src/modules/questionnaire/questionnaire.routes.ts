import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import {
  questionNodeSchema,
  saveCustomerAnswersSchema,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { answersOf, saveAnswers } from './customer-answers.service.js';
import { readTree } from './question-tree.js';

/**
 * docs/api.md: `questions/getQuestions` (the whole tree, for everyone) and answers-customers
 * (`getAnswersByCustomer/{customerId}`, `save`). By hand: the recipe reads tables of rows, not a
 * tree.
 */
export async function questionnaireRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const treeResponse = {
    200: envelopeSchema(z.object({ data: z.array(questionNodeSchema) })),
    ...errorResponses,
  };

  app.post(
    '/questions/getQuestions',
    { config, schema: { tags: ['questions'], response: treeResponse } },
    async (request) => ok(request, { data: await readTree(app.db) }),
  );

  app.post(
    '/answers-customers/getAnswersByCustomer/:id',
    { config, schema: { tags: ['answers-customers'], params: idParams, response: treeResponse } },
    async (request) =>
      ok(request, { data: await answersOf(contextOf(app, request), request.params.id) }),
  );

  app.post(
    '/answers-customers/save',
    {
      config,
      schema: {
        tags: ['answers-customers'],
        body: saveCustomerAnswersSchema,
        response: treeResponse,
      },
    },
    async (request) =>
      ok(request, { data: await saveAnswers(contextOf(app, request), request.body) }, 'updated'),
  );
}
