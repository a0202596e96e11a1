import type { AnswerNode, QuestionNode } from './questionnaire.schemas.js';

/** A question as a patient's questionnaire lists it: numbered by its place (1, 1.2, 1.2.1 …). */
export interface NumberedQuestion {
  number: string;
  /** 0 for a main question, 1 for one nested under its answer, and so on. */
  depth: number;
  question: QuestionNode;
}

/**
 * The questions to show, in order, numbered by level: every main question, and under a question
 * the questions nested in its chosen answers (by answer sequence, then as they were nested).
 * `isOpen` says whether an answer's questions show (the patient chose it; in the administration,
 * every answer).
 */
export function numberedQuestions(
  roots: readonly QuestionNode[],
  isOpen: (answer: AnswerNode) => boolean,
): NumberedQuestion[] {
  const rows: NumberedQuestion[] = [];
  const walk = (questions: readonly QuestionNode[], prefix: string, depth: number) => {
    questions.forEach((question, index) => {
      const number = prefix ? `${prefix}.${index + 1}` : String(index + 1);
      rows.push({ number, depth, question });
      const nested = question.answers.filter(isOpen).flatMap((answer) => answer.questions);
      walk(nested, number, depth + 1);
    });
  };
  walk(roots, '', 0);
  return rows;
}

/** Every question below an answer, to any depth: what un-choosing the answer leaves unanswered. */
export function questionsBelow(answer: AnswerNode): QuestionNode[] {
  return answer.questions.flatMap((question) => [
    question,
    ...question.answers.flatMap(questionsBelow),
  ]);
}

/** Whether a question holds a patient's answer (a chosen answer or a text). */
export const isAnswered = (question: QuestionNode) =>
  question.textAnswer !== null || question.answers.some((answer) => answer.isSelected);

/** A question and those below it, unanswered. */
const cleared = (question: QuestionNode): QuestionNode => ({
  ...question,
  textAnswer: null,
  answers: question.answers.map((answer) => ({
    ...answer,
    isSelected: false,
    questions: answer.questions.map(cleared),
  })),
});

/**
 * The tree after a patient chooses an answer, or un-chooses it (its questions below then go
 * unanswered): what the screen shows while the save is on its way.
 */
export function withChoice(
  roots: readonly QuestionNode[],
  answerId: number,
  chosen: boolean,
): QuestionNode[] {
  const walk = (question: QuestionNode): QuestionNode => ({
    ...question,
    answers: question.answers.map((answer) =>
      answer.id === answerId
        ? {
            ...answer,
            isSelected: chosen,
            questions: answer.questions.map(chosen ? walk : cleared),
          }
        : { ...answer, questions: answer.questions.map(walk) },
    ),
  });
  return roots.map(walk);
}
