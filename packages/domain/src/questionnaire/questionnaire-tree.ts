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
 * The answers a choice unticks: on a one-answer question (docs/rules.md, Questionnaire), choosing one
 * replaces the others chosen; on a multiple-answer question, none.
 */
export function replacedBy(question: QuestionNode, answerId: number): AnswerNode[] {
  if (question.multipleAnswers) return [];
  return question.answers.filter((answer) => answer.isSelected && answer.id !== answerId);
}

/**
 * The tree after a patient chooses an answer, or un-chooses it (its questions below then go
 * unanswered): what the screen shows while the save is on its way. Choosing on a one-answer
 * question un-chooses the answer it replaces, and clears what hung under that one.
 */
export function withChoice(
  roots: readonly QuestionNode[],
  answerId: number,
  chosen: boolean,
): QuestionNode[] {
  const walk = (question: QuestionNode): QuestionNode => {
    const replaced =
      chosen && question.answers.some((answer) => answer.id === answerId)
        ? new Set(replacedBy(question, answerId).map((answer) => answer.id))
        : new Set<number>();
    return {
      ...question,
      answers: question.answers.map((answer) => {
        if (answer.id === answerId) {
          return {
            ...answer,
            isSelected: chosen,
            questions: answer.questions.map(chosen ? walk : cleared),
          };
        }
        if (replaced.has(answer.id)) {
          return { ...answer, isSelected: false, questions: answer.questions.map(cleared) };
        }
        return { ...answer, questions: answer.questions.map(walk) };
      }),
    };
  };
  return roots.map(walk);
}
