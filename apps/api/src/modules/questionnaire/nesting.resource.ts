import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  nestingSchema,
  nestQuestionSchema,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import type { Db } from '../../db/client.js';
import { answers, answersQuestions, questions } from '../../db/schema/questionnaire.schema.js';
import { AppError } from '../../lib/app-error.js';
import { insertedRow } from '../../lib/recipe/inserted-row.js';
import {
  defineResource,
  insertValues,
  type AnyResource,
  type ResourceContext,
} from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { answersResource } from './answers.resource.js';
import { questionsResource } from './questions.resource.js';

const invalidField = (field: string) =>
  new AppError('invalid_input', { errors: [{ field, message: 'validation.invalid' }] });

/** A record named in the body, locked when asked: one that does not exist is a 400 on its field. */
async function named(
  context: ResourceContext,
  resource: AnyResource,
  id: number,
  field: string,
  lock = false,
) {
  await findVisible(context, resource, id, { lock }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found' ? invalidField(field) : error;
  });
}

/**
 * Whether `questionId` is `of` or one of its ancestors: walking up from `of`, through the answer
 * each question hangs under, to its main question. Nesting `questionId` under an answer of `of`
 * would then close a cycle.
 */
async function isAncestorOrSelf(db: Db, questionId: number, of: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive up(question_id) as (
      select ${of}::int
      union
      select ${answers.questionId} from up
        join ${answersQuestions} on ${answersQuestions.questionId} = up.question_id
        join ${answers} on ${answers.id} = ${answersQuestions.answerId}
    )
    select 1 as found from up where question_id = ${questionId} limit 1`);
  return ((result as { rows?: unknown[] }).rows ?? []).length > 0;
}

/**
 * Nestings are written one at a time: two admins nesting A under B's answer and B under A's at
 * once would each see no cycle. This lock conflicts with itself and with every insert or delete
 * of a nesting, not with reads, and is held to the end of the transaction.
 */
async function lockNestings(db: Db) {
  await db.execute(sql`lock table ${answersQuestions} in share row exclusive mode`);
}

/** The question to nest: an existing one, checked, or a new one written now. */
async function questionToNest(
  context: ResourceContext,
  input: z.infer<typeof nestQuestionSchema>['question'],
  under: number,
): Promise<number> {
  if (!('id' in input)) {
    const rows = await context.db
      .insert(questions)
      .values(
        insertValues(questions, {
          question: input.question,
          description: input.description,
          type: input.type,
          category: input.category,
          multipleAnswers: input.multipleAnswers,
        }),
      )
      .returning({ id: questions.id });
    return insertedRow(rows).id;
  }
  const questionId = input.id;
  await named(context, questionsResource, questionId, 'question.id');
  const [nested] = await context.db
    .select({ id: answersQuestions.id })
    .from(answersQuestions)
    .where(eq(answersQuestions.questionId, questionId));
  if (nested) throw new AppError('question_nested');
  if (await isAncestorOrSelf(context.db, questionId, under)) throw new AppError('question_cycle');
  return questionId;
}

/**
 * A question nested under an answer (docs/api.md answers-questions: create, delete), to any depth. A
 * question hangs under one answer at most and never under its own answers or its descendants'
 * (docs/rules.md, Questionnaire), checked under the nestings' lock. Deleting a nesting makes its
 * question a main question again: questions themselves are never deleted.
 */
export const nestingResource = defineResource({
  name: 'answers-questions',
  table: answersQuestions,
  id: answersQuestions.id,
  scope: { kind: 'global' },
  endpoints: { create: true, delete: true },
  list: {
    table: answersQuestions,
    joins: [{ table: questions, on: eq(questions.id, answersQuestions.questionId) }],
    fields: {
      id: answersQuestions.id,
      answerId: answersQuestions.answerId,
      questionId: answersQuestions.questionId,
      question: questions.question,
      type: questions.type,
    },
    sortKeys: { id: answersQuestions.id },
    defaultSort: 'id',
    search: [questions.question],
  },
  item: nestingSchema,
  toItem: (row) => ({
    id: row.id,
    answer: { id: row.answerId },
    question: { id: row.questionId, question: row.question, type: row.type },
  }),
  create: {
    schema: nestQuestionSchema,
    async values(input, context) {
      await lockNestings(context.db);
      // Locked, so that the answer is not deleted meanwhile (answers' guard).
      await named(context, answersResource, input.answer.id, 'answer.id', true);
      const [answer] = await context.db
        .select({ questionId: answers.questionId })
        .from(answers)
        .where(eq(answers.id, input.answer.id));
      const questionId = await questionToNest(context, input.question, answer?.questionId ?? 0);
      return insertValues(answersQuestions, { answerId: input.answer.id, questionId });
    },
  },
});
