import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionNode } from '@iris/domain/questionnaire/questionnaire.schemas';
import { customerAnswers, questions } from '../../db/schema/questionnaire.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/rules.md, Questionnaire: a multiple-choice question takes one selected answer per patient
 * unless it is marked multipleAnswers; a new selection replaces the old one, and two at once are
 * refused.
 */

let t: TestApp;
let customerId: number;
const tokens = { admin: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'UNA RESPUESTA')).branch.id;
  customerId = await seedCustomer(t.database, branchId, { name: 'LUCÍA' });
  await seedUser(t.database, { email: 'admin@una.test' });
  await seedUser(t.database, { email: 'recepcion@una.test', role: 'receptionist', branchId });
  tokens.admin = await t.login('admin@una.test');
  tokens.receptionist = await t.login('recepcion@una.test');
});
afterAll(() => t.close());

const MULTIPLE = 'OPCION MULTÍPLE';
/** An administrator's call; the record the envelope carries, as the test reads it. */
const admin = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.call<{ data: Question & { question: { id: number } } }>(method, `/api/${url}`, {
    token: tokens.admin,
    body,
  });

async function newQuestion(title: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await admin('POST', 'questions/create', {
    question: title,
    description: title,
    type: MULTIPLE,
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.data;
}

async function newAnswer(questionId: number, text: string, sequence: number) {
  const { status, body } = await admin('POST', 'answers/create', {
    question: { id: questionId },
    text,
    sequence,
  });
  expect(status).toBe(201);
  return body.data.data.id;
}

async function treeNode(id: number) {
  const { body } = await t.call<{ data: QuestionNode[] }>('POST', '/api/questions/getQuestions', {
    token: tokens.receptionist,
  });
  return body.data.data.find((node) => node.id === id);
}

const save = (entries: Record<string, unknown>[]) =>
  t.call<{ data: QuestionNode[] }>('POST', '/api/answers-customers/save', {
    token: tokens.receptionist,
    body: { customer: { id: customerId }, answers: entries },
  });

/** The answers the patient has chosen in a question, as the database holds them. */
const chosenIn = async (questionId: number) =>
  (
    await t.database.db
      .select({ answerId: customerAnswers.answerId })
      .from(customerAnswers)
      .where(
        and(
          eq(customerAnswers.customerId, customerId),
          eq(customerAnswers.questionId, questionId),
          isNull(customerAnswers.deletedAt),
        ),
      )
  ).map((row) => row.answerId);

describe('one answer or several', () => {
  it('is set on create and update, kept when left out, and returned by getQuestions', async () => {
    const single = await newQuestion('¿FUMA?');
    expect(single.multipleAnswers).toBe(false);
    const several = await newQuestion('¿SÍNTOMAS?', { multipleAnswers: true });
    expect(several.multipleAnswers).toBe(true);
    expect(await treeNode(several.id)).toMatchObject({ multipleAnswers: true });
    expect(await treeNode(single.id)).toMatchObject({ multipleAnswers: false });

    const update = (extra: Record<string, unknown>) =>
      admin('PUT', 'questions/update', {
        id: single.id,
        question: '¿FUMA?',
        description: 'Tabaco',
        type: MULTIPLE,
        ...extra,
      });
    expect((await update({ multipleAnswers: true })).body.data.data.multipleAnswers).toBe(true);
    expect((await update({})).body.data.data.multipleAnswers).toBe(true);
    expect((await update({ multipleAnswers: false })).body.data.data.multipleAnswers).toBe(false);
    expect(await treeNode(single.id)).toMatchObject({ multipleAnswers: false });
  });

  it('is refused on an open question, and nothing is written', async () => {
    const before = (await t.database.db.select({ id: questions.id }).from(questions)).length;
    const { status, body } = await admin('POST', 'questions/create', {
      question: '¿ALERGIAS?',
      description: 'Cuáles',
      type: 'ABIERTA',
      multipleAnswers: true,
    });
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      errors: [
        {
          field: 'multipleAnswers',
          message: 'Solo una pregunta de opción múltiple admite varias respuestas',
        },
      ],
    });
    expect((await t.database.db.select({ id: questions.id }).from(questions)).length).toBe(before);
  });

  it('is taken by a question nested new under an answer', async () => {
    const parent = await newQuestion('¿USA LENTES?');
    const yes = await newAnswer(parent.id, 'SÍ', 1);
    const { status, body } = await admin('POST', 'answers-questions/create', {
      answer: { id: yes },
      question: {
        question: '¿QUÉ TIPO?',
        description: 'Tipos',
        type: MULTIPLE,
        multipleAnswers: true,
      },
    });
    expect(status).toBe(201);
    const [row] = await t.database.db
      .select({ multipleAnswers: questions.multipleAnswers })
      .from(questions)
      .where(eq(questions.id, body.data.data.question.id));
    expect(row).toEqual({ multipleAnswers: true });
  });
});

describe("a patient's selection", () => {
  it('on a one-answer question: two at once are refused, a new one replaces the old', async () => {
    const diabetes = await newQuestion('¿PADECE DIABETES?');
    const yes = await newAnswer(diabetes.id, 'SÍ', 1);
    const no = await newAnswer(diabetes.id, 'NO', 2);
    const q = { id: diabetes.id };

    expect((await save([{ question: q, answer: { id: yes } }])).status).toBe(200);
    const both = await save([
      { question: q },
      { question: q, answer: { id: yes } },
      { question: q, answer: { id: no } },
    ]);
    expect(both.status).toBe(400);
    expect(both.body.data).toMatchObject({
      errors: [
        { field: 'answers.2.answer.id', message: 'Esta pregunta admite una sola respuesta' },
      ],
    });
    expect(await chosenIn(diabetes.id)).toEqual([yes]);

    // Un-ticking one while ticking the other is a replacement, not two at once.
    const replaced = await save([
      { question: q, answer: { id: yes }, isSelected: false },
      { question: q, answer: { id: no }, isSelected: true },
    ]);
    expect(replaced.status).toBe(200);
    expect(await chosenIn(diabetes.id)).toEqual([no]);

    expect((await save([{ question: q, answer: { id: yes } }])).status).toBe(200);
    expect(await chosenIn(diabetes.id)).toEqual([yes]);
  });

  it('on a multiple-answer question keeps every answer chosen', async () => {
    const symptoms = await newQuestion('¿QUÉ MOLESTIAS TIENE?', { multipleAnswers: true });
    const ids = [
      await newAnswer(symptoms.id, 'ARDOR', 1),
      await newAnswer(symptoms.id, 'VISIÓN BORROSA', 2),
      await newAnswer(symptoms.id, 'DOLOR DE CABEZA', 3),
    ];
    const saved = await save(ids.map((id) => ({ question: { id: symptoms.id }, answer: { id } })));
    expect(saved.status).toBe(200);
    expect((await chosenIn(symptoms.id)).sort()).toEqual([...ids].sort());
  });

  it('on a one-answer question stays one under parallel saves', async () => {
    const smoke = await newQuestion('¿FUMA ACTUALMENTE?');
    const yes = await newAnswer(smoke.id, 'SÍ', 1);
    const no = await newAnswer(smoke.id, 'NO', 2);
    const q = { id: smoke.id };
    // As the web sends a choice: the question, then its answer chosen now.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        save([{ question: q }, { question: q, answer: { id: i % 2 === 0 ? yes : no } }]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await chosenIn(smoke.id)).toHaveLength(1);
  });
});
