import { eq } from 'drizzle-orm';
import {
  createQuestionSchema,
  questionSchema,
  updateQuestionSchema,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { questions } from '../../db/schema/questionnaire.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource, insertValues, updateValues } from '../../lib/recipe/resource.js';

const questionValues = (input: {
  question: string;
  description: string;
  category: (typeof questions.category.enumValues)[number];
}) => ({ question: input.question, description: input.description, category: input.category });

/**
 * The questionnaire's questions (docs/api.md questions: create, update; the tree is
 * questions/getQuestions, questionnaire.routes.ts). Written by super_admin, read by everyone. The
 * type is fixed at creation: an update that changes it is refused (docs/rules.md, Questionnaire).
 * `multipleAnswers` says whether a patient may choose several of its answers (one otherwise).
 */
export const questionsResource = defineResource({
  name: 'questions',
  table: questions,
  id: questions.id,
  scope: { kind: 'global' },
  endpoints: { create: true, update: true },
  list: {
    table: questions,
    fields: {
      id: questions.id,
      question: questions.question,
      description: questions.description,
      type: questions.type,
      category: questions.category,
      multipleAnswers: questions.multipleAnswers,
    },
    sortKeys: { id: questions.id },
    defaultSort: 'id',
    search: [questions.question, questions.description],
  },
  item: questionSchema,
  toItem: (row) => row,
  create: {
    schema: createQuestionSchema,
    values: (input) =>
      insertValues(questions, {
        ...questionValues(input),
        type: input.type,
        multipleAnswers: input.multipleAnswers,
      }),
  },
  update: {
    schema: updateQuestionSchema,
    // The recipe has locked the row: the type read here is the one the update would replace.
    async values(input, { db }) {
      const [current] = await db
        .select({ type: questions.type })
        .from(questions)
        .where(eq(questions.id, input.id));
      if (current && current.type !== input.type) throw new AppError('question_type_locked');
      // Left out, the question keeps whether it takes several answers.
      return updateValues(questions, {
        ...questionValues(input),
        ...(input.multipleAnswers === undefined ? {} : { multipleAnswers: input.multipleAnswers }),
      });
    },
  },
});
