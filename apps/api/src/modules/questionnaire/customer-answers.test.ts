import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionNode } from '@iris/domain/questionnaire/questionnaire.schemas';
import { accessLog } from '../../db/schema/customers.schema.js';
import {
  answers,
  answersQuestions,
  customerAnswers,
  questions,
} from '../../db/schema/questionnaire.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let customer: number;
let foreignCustomer: number;
const tokens = { receptionist: '', foreign: '' };
/** ¿Padece diabetes? SÍ → ¿Desde cuándo? (open), ¿Usa insulina? SÍ/NO; NO. And ¿Alergias? (open). */
const q = { diabetes: 0, since: 0, insulin: 0, allergies: 0 };
const a = { yes: 0, no: 0, insulinYes: 0, insulinNo: 0 };

async function seedQuestion(question: string, type: 'ABIERTA' | 'OPCION MULTÍPLE', under?: number) {
  const [row] = await t.database.db
    .insert(questions)
    .values({ question, description: question, type })
    .returning({ id: questions.id });
  if (under)
    await t.database.db.insert(answersQuestions).values({ answerId: under, questionId: row!.id });
  return row!.id;
}

async function seedAnswer(questionId: number, text: string, sequence: number) {
  const [row] = await t.database.db
    .insert(answers)
    .values({ questionId, text, sequence })
    .returning({ id: answers.id });
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'RESPUESTAS')).branch.id;
  const otherBranch = (await seedBranch(t.database, 'RESPUESTAS AJENAS')).branch.id;
  customer = await seedCustomer(t.database, branchId, { name: 'MARTA' });
  foreignCustomer = await seedCustomer(t.database, otherBranch, { name: 'AJENA' });
  await seedUser(t.database, {
    email: 'recepcion@respuestas.test',
    role: 'receptionist',
    branchId,
  });
  await seedUser(t.database, {
    email: 'ajena@respuestas.test',
    role: 'doctor',
    branchId: otherBranch,
  });
  tokens.receptionist = await t.login('recepcion@respuestas.test');
  tokens.foreign = await t.login('ajena@respuestas.test');

  q.diabetes = await seedQuestion('¿PADECE DIABETES?', 'OPCION MULTÍPLE');
  a.yes = await seedAnswer(q.diabetes, 'SÍ', 1);
  a.no = await seedAnswer(q.diabetes, 'NO', 2);
  q.since = await seedQuestion('¿DESDE CUÁNDO?', 'ABIERTA', a.yes);
  q.insulin = await seedQuestion('¿USA INSULINA?', 'OPCION MULTÍPLE', a.yes);
  a.insulinYes = await seedAnswer(q.insulin, 'SÍ', 1);
  a.insulinNo = await seedAnswer(q.insulin, 'NO', 2);
  q.allergies = await seedQuestion('¿ALERGIAS?', 'ABIERTA');
});
afterAll(() => t.close());

const read = (customerId = customer, token = tokens.receptionist) =>
  t.call<{ data: QuestionNode[] }>(
    'POST',
    `/api/answers-customers/getAnswersByCustomer/${customerId}`,
    { token },
  );
const save = (
  entries: Record<string, unknown>[],
  customerId = customer,
  token = tokens.receptionist,
) =>
  t.call<{ data: QuestionNode[] }>('POST', '/api/answers-customers/save', {
    token,
    body: { customer: { id: customerId }, answers: entries },
  });

/** What the patient's questionnaire shows: chosen answers and texts, by question title. */
function shown(tree: QuestionNode[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (nodes: QuestionNode[]) => {
    for (const node of nodes) {
      const given = [
        ...node.answers.filter((answer) => answer.isSelected).map((answer) => answer.text),
        ...(node.textAnswer === null ? [] : [node.textAnswer]),
      ];
      if (given.length > 0) out[node.question] = given;
      node.answers.forEach((answer) => walk(answer.questions));
    }
  };
  walk(tree);
  return out;
}

const liveRows = () =>
  t.database.db
    .select({ questionId: customerAnswers.questionId, answerId: customerAnswers.answerId })
    .from(customerAnswers)
    .where(and(eq(customerAnswers.customerId, customer), isNull(customerAnswers.deletedAt)));

describe("a patient's answers", () => {
  it('are saved, reloaded, and replaced for the questions sent only', async () => {
    expect(shown((await read()).body.data.data)).toEqual({});
    const first = await save([
      { question: { id: q.diabetes }, answer: { id: a.yes }, isSelected: true },
      { question: { id: q.since }, text: 'Desde 2015' },
      { question: { id: q.insulin }, answer: { id: a.insulinNo }, isSelected: true },
      { question: { id: q.allergies }, text: 'Penicilina' },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Registro actualizado correctamente.');
    const expected = {
      '¿PADECE DIABETES?': ['SÍ'],
      '¿DESDE CUÁNDO?': ['Desde 2015'],
      '¿USA INSULINA?': ['NO'],
      '¿ALERGIAS?': ['Penicilina'],
    };
    expect(shown(first.body.data.data)).toEqual(expected);
    expect(shown((await read()).body.data.data)).toEqual(expected);

    // Only the questions sent change: the allergies stay as they were.
    const second = await save([
      { question: { id: q.diabetes }, answer: { id: a.yes }, isSelected: false },
      { question: { id: q.diabetes }, answer: { id: a.no }, isSelected: true },
      { question: { id: q.since }, text: '' },
      { question: { id: q.insulin } },
    ]);
    expect(second.status).toBe(200);
    expect(shown((await read()).body.data.data)).toEqual({
      '¿PADECE DIABETES?': ['NO'],
      '¿ALERGIAS?': ['Penicilina'],
    });
    expect(await liveRows()).toHaveLength(2);
    // The replaced answers stay in the database, stamped deleted (clinical data is kept).
    const replaced = await t.database.db
      .select({ answerId: customerAnswers.answerId, text: customerAnswers.text })
      .from(customerAnswers)
      .where(and(eq(customerAnswers.customerId, customer), isNotNull(customerAnswers.deletedAt)));
    expect(replaced).toEqual(
      expect.arrayContaining([
        { answerId: a.yes, text: null },
        { answerId: null, text: 'Desde 2015' },
        { answerId: a.insulinNo, text: null },
      ]),
    );
    expect(replaced).toHaveLength(3);

    // Saving the same again changes no row.
    await save([{ question: { id: q.allergies }, text: 'Penicilina' }]);
    expect(await liveRows()).toHaveLength(2);
  });

  it('refuses answers that do not fit the questionnaire, and changes nothing', async () => {
    const before = await liveRows();
    for (const [entry, field] of [
      [{ question: { id: q.diabetes }, answer: { id: a.insulinYes } }, 'answers.0.answer.id'],
      [{ question: { id: q.diabetes }, text: 'Sí' }, 'answers.0.text'],
      [{ question: { id: q.allergies }, answer: { id: a.yes } }, 'answers.0.answer.id'],
      [{ question: { id: 999_999 }, text: 'Hola' }, 'answers.0.question.id'],
    ] as const) {
      const { status, body } = await save([entry]);
      expect(status).toBe(400);
      expect(body.data).toMatchObject({ errors: [{ field }] });
    }
    const twoTexts = await save([
      { question: { id: q.allergies }, text: 'Polen' },
      { question: { id: q.allergies }, text: 'Polvo' },
    ]);
    expect(twoTexts.body.data).toMatchObject({ errors: [{ field: 'answers.1.text' }] });
    expect(await liveRows()).toEqual(before);
  });

  it("are another branch's staff's to neither read nor save", async () => {
    expect((await read(foreignCustomer)).status).toBe(403);
    expect(
      (await save([{ question: { id: q.allergies }, text: 'X' }], foreignCustomer)).status,
    ).toBe(403);
    expect((await read(customer, tokens.foreign)).status).toBe(403);
    expect((await read(999_999)).status).toBe(404);
    const missing = await save([{ question: { id: q.allergies }, text: 'X' }], 999_999);
    expect(missing.body.data).toMatchObject({ errors: [{ field: 'customer.id' }] });
    const rows = await t.database.db
      .select({ id: customerAnswers.id })
      .from(customerAnswers)
      .where(eq(customerAnswers.customerId, foreignCustomer));
    expect(rows).toEqual([]);
  });

  it('log every read and save in the access log', async () => {
    const other = await seedCustomer(
      t.database,
      (await seedBranch(t.database, 'BITÁCORA')).branch.id,
    );
    const admin = await seedUser(t.database, { email: 'admin@respuestas.test' });
    const token = await t.login('admin@respuestas.test');
    await read(other, token);
    await save([{ question: { id: q.allergies }, text: 'Ninguna' }], other, token);
    const entries = await t.database.db
      .select({ userId: accessLog.userId, action: accessLog.action, subject: accessLog.subject })
      .from(accessLog)
      .where(eq(accessLog.customerId, other))
      .orderBy(accessLog.id);
    expect(entries).toEqual([
      { userId: admin, action: 'read', subject: 'answers' },
      { userId: admin, action: 'update', subject: 'answers' },
    ]);
  });

  it('hold one text per open question under parallel saves', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Alergia ${i}`);
    const results = await Promise.all(
      texts.map((text) => save([{ question: { id: q.allergies }, text }])),
    );
    expect(results.map((r) => r.status)).toEqual(texts.map(() => 200));
    const live = (await liveRows()).filter((row) => row.questionId === q.allergies);
    expect(live).toHaveLength(1);
  });
});
