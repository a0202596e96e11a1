import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  QUESTION_CATEGORIES,
  QUESTION_TYPES,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { users } from './accounts.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns } from './geography.schema.js';

export const questionTypeEnum = pgEnum('question_type', QUESTION_TYPES);
export const questionCategoryEnum = pgEnum('question_category', QUESTION_CATEGORIES);

/**
 * The questionnaire's questions (docs/spec.md §3 Question). A question is a main one, or nested under
 * one answer through answers_questions; its type never changes (docs/rules.md, Questionnaire).
 */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  question: varchar('question', { length: 300 }).notNull(),
  description: varchar('description', { length: 1000 }).notNull(),
  type: questionTypeEnum('type').notNull(),
  category: questionCategoryEnum('category').notNull().default('customers'),
  /** A multiple-choice question takes one selected answer unless this says so (docs/rules.md). */
  multipleAnswers: boolean('multiple_answers').notNull().default(false),
  ...auditColumns,
});

/**
 * The answers of a multiple-choice question, ordered by sequence. Sequence (554) and text (555)
 * are unique within the question among the answers not deleted; a deleted answer keeps its row,
 * since patients' answers point at it (docs/rules.md, Clinical record).
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    text: varchar('text', { length: 300 }).notNull(),
    sequence: integer('sequence').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('answers_question_sequence_u554')
      .on(t.questionId, t.sequence)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('answers_question_text_u555')
      .on(t.questionId, sql`lower(trim(${t.text}))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A question nested under an answer. A question hangs under one answer at most, so the
 * questionnaire is a tree; the API refuses a nesting that would close a cycle, one nesting at a
 * time (it locks this table against other writers while it checks).
 */
export const answersQuestions = pgTable(
  'answers_questions',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_questions_question_uq').on(t.questionId),
    index('answers_questions_answer_idx').on(t.answerId, t.id),
  ],
);

/**
 * A patient's answers (docs/spec.md §3 Customer answer selection): a chosen answer of a
 * multiple-choice question, or the text of an open one. Saving replaces a question's answers by
 * stamping the old ones deleted: they stay, as clinical data does.
 */
export const customerAnswers = pgTable(
  'customer_answers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answerId: integer('answer_id').references(() => answers.id),
    text: text('text'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_answers_customer_idx')
      .on(t.customerId, t.questionId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customer_answers_choice_uq')
      .on(t.customerId, t.questionId, t.answerId)
      .where(sql`${t.deletedAt} is null and ${t.answerId} is not null`),
    uniqueIndex('customer_answers_text_uq')
      .on(t.customerId, t.questionId)
      .where(sql`${t.deletedAt} is null and ${t.answerId} is null`),
  ],
);
