import { describe, expect, it } from 'vitest';
import {
  isAnswered,
  numberedQuestions,
  questionsBelow,
  replacedBy,
  withChoice,
} from './questionnaire-tree.js';
import type { AnswerNode, QuestionNode } from './questionnaire.schemas.js';

let ids = 0;
const question = (
  title: string,
  answers: AnswerNode[] = [],
  multipleAnswers = false,
): QuestionNode => ({
  id: ++ids,
  question: title,
  description: '',
  type: answers.length > 0 ? 'OPCION MULTÍPLE' : 'ABIERTA',
  category: 'customers',
  multipleAnswers,
  nestingId: null,
  textAnswer: null,
  answers,
});
const answer = (text: string, questions: QuestionNode[] = [], isSelected = false): AnswerNode => ({
  id: ++ids,
  text,
  sequence: ids,
  question: { id: 0 },
  isSelected,
  questions,
});

const since = question('¿Desde cuándo?');
const insulin = question('¿Usa insulina?', [answer('Sí', [question('¿Qué dosis?')]), answer('No')]);
const yes = answer('Sí', [since, insulin], true);
const diabetes = question('¿Diabetes?', [yes, answer('No', [question('¿Glucosa en ayunas?')])]);
const tree = [question('¿Usa lentes?'), diabetes, question('¿Alergias?')];

const rows = (isOpen: (a: AnswerNode) => boolean) =>
  numberedQuestions(tree, isOpen).map(
    (row) => `${row.number} ${row.question.question} ${row.depth}`,
  );

describe('numberedQuestions', () => {
  it('numbers by level and shows only the questions of chosen answers', () => {
    expect(rows((a) => a.isSelected)).toEqual([
      '1 ¿Usa lentes? 0',
      '2 ¿Diabetes? 0',
      '2.1 ¿Desde cuándo? 1',
      '2.2 ¿Usa insulina? 1',
      '3 ¿Alergias? 0',
    ]);
  });

  it('walks every level when every answer is open (the administration)', () => {
    expect(rows(() => true)).toEqual([
      '1 ¿Usa lentes? 0',
      '2 ¿Diabetes? 0',
      '2.1 ¿Desde cuándo? 1',
      '2.2 ¿Usa insulina? 1',
      '2.2.1 ¿Qué dosis? 2',
      '2.3 ¿Glucosa en ayunas? 1',
      '3 ¿Alergias? 0',
    ]);
  });
});

describe('questionsBelow and isAnswered', () => {
  it('finds every question under an answer, to any depth', () => {
    expect(questionsBelow(yes).map((q) => q.question)).toEqual([
      '¿Desde cuándo?',
      '¿Usa insulina?',
      '¿Qué dosis?',
    ]);
  });

  it('tells an answered question by a chosen answer or a text', () => {
    expect(isAnswered(diabetes)).toBe(true);
    expect(isAnswered(since)).toBe(false);
    expect(isAnswered({ ...since, textAnswer: 'Desde 2015' })).toBe(true);
  });
});

describe('withChoice', () => {
  it('chooses an answer of a multiple-answer question beside the others chosen', () => {
    const symptoms = question('¿Síntomas?', [answer('Ardor', [], true), answer('Borrosa')], true);
    const after = withChoice([symptoms, ...tree], symptoms.answers[1]!.id, true);
    expect(after[0]!.answers.map((a) => a.isSelected)).toEqual([true, true]);
    expect(after.slice(1)).toEqual(tree);
    expect(replacedBy(symptoms, symptoms.answers[1]!.id)).toEqual([]);
  });

  it('on a one-answer question, replaces the answer chosen and clears what hung under it', () => {
    const no = diabetes.answers[1]!;
    const answered = withChoice(tree, insulin.answers[0]!.id, true);
    expect(replacedBy(answered[1]!, no.id).map((a) => a.text)).toEqual(['Sí']);
    const after = withChoice(answered, no.id, true);
    const changed = after[1]!;
    expect(changed.answers.map((a) => a.isSelected)).toEqual([false, true]);
    const [, insulinAfter] = changed.answers[0]!.questions;
    expect(insulinAfter!.answers.some((a) => a.isSelected)).toBe(false);
    expect(tree[1]!.answers[1]!.isSelected).toBe(false);
    expect(after[0]).toEqual(tree[0]);
  });

  it('un-chooses an answer and clears every answer below it', () => {
    const answeredBelow = withChoice(
      [
        {
          ...diabetes,
          answers: [{ ...yes, questions: [{ ...since, textAnswer: '2015' }, insulin] }],
        },
      ],
      insulin.answers[0]!.id,
      true,
    );
    const after = withChoice(answeredBelow, yes.id, false);
    const [sinceAfter, insulinAfter] = after[0]!.answers[0]!.questions;
    expect(after[0]!.answers[0]!.isSelected).toBe(false);
    expect(sinceAfter!.textAnswer).toBeNull();
    expect(insulinAfter!.answers.some((a) => a.isSelected)).toBe(false);
  });
});
