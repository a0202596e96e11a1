import { eq, isNull } from 'drizzle-orm';
import {
  answerFilters,
  answerSchema,
  createAnswerSchema,
  MULTIPLE_CHOICE,
  updateAnswerSchema,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { answers, answersQuestions, questions } from '../../db/schema/questionnaire.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource, insertValues, updateValues } from '../../lib/recipe/resource.js';
import { questionsResource } from './questions.resource.js';

/**
 * The answers of a multiple-choice question (docs/api.md answers: getAnswers, create, update,
 * delete). Sequence (554) and text (555) are unique within the question, held by the database.
 * Deleting one keeps its row (patients' answers point at it), and is refused while questions are
 * nested under it: they would be left hanging from nothing.
 */
export const answersResource = defineResource({
  name: 'answers',
  table: answers,
  id: answers.id,
  scope: { kind: 'global' },
  rows: isNull(answers.deletedAt),
  softDelete: answers.deletedAt,
  endpoints: {
    getTable: { path: 'getAnswers' },
    create: true,
    update: true,
    delete: true,
  },
  list: {
    table: answers,
    fields: {
      id: answers.id,
      text: answers.text,
      sequence: answers.sequence,
      questionId: answers.questionId,
    },
    sortKeys: { id: answers.id, sequence: answers.sequence },
    defaultSort: 'sequence',
    search: [answers.text],
  },
  filters: {
    shape: answerFilters,
    where: (filters) => [eq(answers.questionId, filters.questionId)],
  },
  item: answerSchema,
  toItem: (row) => ({ ...row, question: { id: row.questionId } }),
  create: {
    schema: createAnswerSchema,
    // docs/rules.md: only multiple-choice questions take answers (a type never changes).
    async values(input, { db }) {
      const [question] = await db
        .select({ type: questions.type })
        .from(questions)
        .where(eq(questions.id, input.question.id));
      if (question?.type !== MULTIPLE_CHOICE) throw new AppError('open_question_answers');
      return insertValues(answers, {
        questionId: input.question.id,
        text: input.text,
        sequence: input.sequence,
      });
    },
  },
  update: {
    schema: updateAnswerSchema,
    values: (input) => updateValues(answers, { text: input.text, sequence: input.sequence }),
  },
  references: [{ field: 'question', to: questionsResource }],
  // The recipe has locked the answer; nesting under it locks it too, so neither slips past this.
  async guard({ db }, id, action) {
    if (action !== 'delete') return;
    const [nested] = await db
      .select({ id: answersQuestions.id })
      .from(answersQuestions)
      .where(eq(answersQuestions.answerId, id))
      .limit(1);
    if (nested) throw new AppError('answer_has_questions');
  },
});
