import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MULTIPLE_CHOICE,
  type saveCustomerAnswersSchema,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { answers, customerAnswers, questions } from '../../db/schema/questionnaire.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/recipe/crud.repository.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { customersResource } from '../customers/customers.resource.js';
import { liveAnswers, readTreeOf } from './question-tree.js';

/*
 * A patient's answers to the questionnaire (docs/api.md answers-customers). Written by hand: they are
 * read and saved as the whole tree with the patient's answers on it, which no declaration of the
 * recipe says. The patient must be within the session's reach (another branch's is a 403), and
 * every read and save is logged (docs/rules.md, Clinical record).
 */

type SaveInput = z.infer<typeof saveCustomerAnswersSchema>;

const invalid = (field: string, message = 'validation.invalid') =>
  new AppError('invalid_input', { errors: [{ field, message }] });

/** The questionnaire with the patient's answers on it; a read of their record. */
export async function answersOf(context: ResourceContext, customerId: number) {
  await findVisible(context, customersResource, customerId);
  const tree = await readTreeOf(context.db, customerId);
  await logAccess(context, { action: 'read', subject: 'answers', customerId });
  return tree;
}

/** What a patient's answers to each question sent are to be: chosen answers, or one text. */
interface Wanted {
  choices: Set<number>;
  text: string | null;
}

/**
 * Checks the entries against the questionnaire: each question exists, a multiple-choice one takes
 * its own answers only (one of them, unless it is marked multipleAnswers), an open one a text
 * only (and one). Errors name the entry's field.
 */
async function wantedAnswers(context: ResourceContext, input: SaveInput) {
  const questionIds = [...new Set(input.answers.map((entry) => entry.question.id))];
  const answerIds = input.answers.flatMap((entry) => (entry.answer ? [entry.answer.id] : []));
  const kinds = new Map(
    questionIds.length === 0
      ? []
      : (
          await context.db
            .select({
              id: questions.id,
              type: questions.type,
              multipleAnswers: questions.multipleAnswers,
            })
            .from(questions)
            .where(inArray(questions.id, questionIds))
        ).map((row) => [row.id, row]),
  );
  const answerOf = new Map(
    answerIds.length === 0
      ? []
      : (
          await context.db
            .select({ id: answers.id, questionId: answers.questionId })
            .from(answers)
            .where(and(inArray(answers.id, answerIds), isNull(answers.deletedAt)))
        ).map((row) => [row.id, row.questionId]),
  );
  const wanted = new Map<number, Wanted>();
  input.answers.forEach((entry, index) => {
    const field = `answers.${index}`;
    const kind = kinds.get(entry.question.id);
    if (kind === undefined) throw invalid(`${field}.question.id`);
    const question = wanted.get(entry.question.id) ?? { choices: new Set(), text: null };
    wanted.set(entry.question.id, question);
    if (kind.type === MULTIPLE_CHOICE) {
      if (entry.text !== undefined) throw invalid(`${field}.text`);
      if (!entry.answer) return;
      const answerId = entry.answer.id;
      if (answerOf.get(answerId) !== entry.question.id) throw invalid(`${field}.answer.id`);
      if (entry.isSelected === false) return;
      // docs/rules.md: two answers of a one-answer question at once are refused, not picked from.
      if (!kind.multipleAnswers && question.choices.size > 0 && !question.choices.has(answerId)) {
        throw invalid(`${field}.answer.id`, 'validation.oneAnswer');
      }
      question.choices.add(answerId);
      return;
    }
    if (entry.answer) throw invalid(`${field}.answer.id`);
    if (entry.text === undefined) return;
    if (question.text !== null && question.text !== entry.text) throw invalid(`${field}.text`);
    question.text = entry.text;
  });
  return wanted;
}

interface Given {
  questionId: number;
  answerId: number | null;
  text: string | null;
}

/** One answer given: a chosen answer, or a question's text. */
const keyOf = (row: Given) =>
  row.answerId === null ? `${row.questionId}:${row.text}` : `${row.questionId}/${row.answerId}`;

/**
 * Replaces the patient's answers to the questions sent, in one transaction, under the patient's
 * lock (two saves for one patient run one after the other). Answers that stay are left as they
 * are; the others are stamped deleted and the new ones added.
 */
export function saveAnswers(context: ResourceContext, input: SaveInput) {
  const customerId = input.customer.id;
  return inTransaction(context, async (tx) => {
    await findVisible(tx, customersResource, customerId, { lock: true }).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found'
        ? invalid('customer.id')
        : error;
    });
    const wanted = new Map(
      [...(await wantedAnswers(tx, input))]
        .flatMap(([questionId, want]): Given[] => [
          ...[...want.choices].map((answerId) => ({ questionId, answerId, text: null })),
          ...(want.text === null ? [] : [{ questionId, answerId: null, text: want.text }]),
        ])
        .map((row) => [keyOf(row), row]),
    );
    const sent = new Set(input.answers.map((entry) => entry.question.id));
    const current = (await liveAnswers(tx.db, customerId)).filter((row) =>
      sent.has(row.questionId),
    );
    const replaced = current.filter((row) => !wanted.delete(keyOf(row))).map((row) => row.id);
    if (replaced.length > 0) {
      await tx.db
        .update(customerAnswers)
        .set({ deletedAt: sql`now()` })
        .where(inArray(customerAnswers.id, replaced));
    }
    if (wanted.size > 0) {
      await tx.db
        .insert(customerAnswers)
        .values(
          [...wanted.values()].map((row) => ({ ...row, customerId, createdBy: tx.session.id })),
        );
    }
    await logAccess(tx, { action: 'update', subject: 'answers', customerId });
    return readTreeOf(tx.db, customerId);
  });
}
