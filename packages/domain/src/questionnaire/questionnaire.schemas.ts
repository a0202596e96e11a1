import { z } from 'zod';
import { idField, optionalText, relation, requiredText, wholeNumber } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/** docs/spec.md §3 Question types; any other type is not shown (and not accepted). */
export const QUESTION_TYPES = ['ABIERTA', 'OPCION MULTÍPLE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const OPEN: QuestionType = 'ABIERTA';
export const MULTIPLE_CHOICE: QuestionType = 'OPCION MULTÍPLE';

/** docs/spec.md §3: the categories still in use (drives and vehicles are leftovers). */
export const QUESTION_CATEGORIES = ['customers', 'general'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

const questionType = () => z.enum(QUESTION_TYPES, { error: () => m('oneOf') });

/** docs/spec.md §5: question, description and type required. */
const questionFields = {
  question: requiredText(300),
  description: requiredText(1000),
  type: questionType(),
  category: z.enum(QUESTION_CATEGORIES, { error: () => m('oneOf') }).default('customers'),
};

/**
 * docs/rules.md: a multiple-choice question takes one selected answer per patient unless it is marked
 * `multipleAnswers`; an open question takes a text, so the mark means nothing there and is refused.
 */
const multipleAnswersField = () => z.boolean({ error: () => m('type') });

function checkMultipleAnswers(
  question: { type: QuestionType; multipleAnswers?: boolean | undefined },
  context: z.RefinementCtx,
) {
  if (question.multipleAnswers === true && question.type !== MULTIPLE_CHOICE) {
    context.addIssue({ code: 'custom', path: ['multipleAnswers'], message: m('multipleOnOpen') });
  }
}

export const createQuestionSchema = z
  .object({ ...questionFields, multipleAnswers: multipleAnswersField().default(false) })
  .superRefine(checkMultipleAnswers);
export type CreateQuestionInput = z.input<typeof createQuestionSchema>;

/**
 * The type is sent as it was: docs/rules.md, the type cannot change on update (409 otherwise).
 * `multipleAnswers` left out keeps what the question had.
 */
export const updateQuestionSchema = z
  .object({ id: idField(), ...questionFields, multipleAnswers: multipleAnswersField().optional() })
  .superRefine(checkMultipleAnswers);
export type UpdateQuestionInput = z.input<typeof updateQuestionSchema>;

export const questionSchema = z.object({
  id: z.number(),
  question: z.string(),
  description: z.string(),
  type: z.enum(QUESTION_TYPES),
  category: z.enum(QUESTION_CATEGORIES),
  /** One selected answer per patient when false (docs/rules.md, Questionnaire). */
  multipleAnswers: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** docs/spec.md §5: text required; sequence required (only multiple-choice questions take answers). */
const answerFields = {
  text: requiredText(300),
  sequence: wholeNumber(1, 9999),
};

export const createAnswerSchema = z.object({ ...answerFields, question: relation() });
export type CreateAnswerInput = z.input<typeof createAnswerSchema>;

/** An answer stays with its question: only its text and sequence change. */
export const updateAnswerSchema = z.object({ id: idField(), ...answerFields });
export type UpdateAnswerInput = z.input<typeof updateAnswerSchema>;

/** answers/getAnswers: the answers of one question, by sequence. */
export const answerFilters = { questionId: idField() };

export const answerSchema = z.object({
  id: z.number(),
  text: z.string(),
  sequence: z.number(),
  question: z.object({ id: z.number() }),
  questionId: z.number(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * answers-questions/create: nests a question under an answer, an existing one (`{id}`) or a new
 * one written in the same call (the "alternate" dialog), so that it never exists un-nested. The
 * web's form takes one of the two shapes at a time.
 */
export const nestExistingQuestionSchema = z.object({ answer: relation(), question: relation() });
export const nestNewQuestionSchema = z.object({
  answer: relation(),
  question: createQuestionSchema,
});

export const nestQuestionSchema = z.object({
  answer: relation(),
  question: z.union([relation(), createQuestionSchema], { error: () => m('invalid') }),
});
export type NestQuestionInput = z.input<typeof nestQuestionSchema>;

export const nestingSchema = z.object({
  id: z.number(),
  answer: z.object({ id: z.number() }),
  question: z.object({ id: z.number(), question: z.string(), type: z.enum(QUESTION_TYPES) }),
});
export type Nesting = z.infer<typeof nestingSchema>;

/**
 * A question of the tree (questions/getQuestions), with its answers by sequence and, under each
 * answer, the questions nested there, to any depth. `nestingId` is the answers-questions record
 * that hangs it under its answer (null for a main question). For one patient
 * (answers-customers/getAnswersByCustomer) `textAnswer` and `isSelected` carry their answers.
 */
export interface QuestionNode extends Question {
  nestingId: number | null;
  textAnswer: string | null;
  answers: AnswerNode[];
}

export interface AnswerNode {
  id: number;
  text: string;
  sequence: number;
  question: { id: number };
  isSelected: boolean;
  questions: QuestionNode[];
}

// Named, so that the OpenAPI document gives the recursion a component to refer to.
export const questionNodeSchema: z.ZodType<QuestionNode> = z
  .lazy(() =>
    questionSchema.extend({
      nestingId: z.number().nullable(),
      textAnswer: z.string().nullable(),
      answers: z.array(answerNodeSchema),
    }),
  )
  .meta({ id: 'QuestionNode' });

export const answerNodeSchema: z.ZodType<AnswerNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      text: z.string(),
      sequence: z.number(),
      question: z.object({ id: z.number() }),
      isSelected: z.boolean(),
      questions: z.array(questionNodeSchema),
    }),
  )
  .meta({ id: 'AnswerNode' });

/**
 * docs/spec.md §3 Customer answer selection, as answers-customers/save takes it: per question sent,
 * the selected answers (multiple choice) or the text (open). A question sent with nothing
 * selected, or a blank text, is left unanswered.
 */
export const customerAnswerSchema = z.object({
  question: relation(),
  answer: relation().optional(),
  isSelected: z.boolean().optional(),
  text: optionalText(2000),
});
export type CustomerAnswerInput = z.input<typeof customerAnswerSchema>;

/** The text of one open question, as its dialog writes it. */
export const answerTextSchema = customerAnswerSchema.pick({ text: true });

/** The most entries one save takes: a questionnaire far larger than any clinic's intake. */
export const MAX_SAVED_ANSWERS = 2000;

export const saveCustomerAnswersSchema = z.object({
  customer: relation(),
  answers: z.array(customerAnswerSchema).max(MAX_SAVED_ANSWERS, m('tooLarge')),
});
export type SaveCustomerAnswersInput = z.input<typeof saveCustomerAnswersSchema>;
