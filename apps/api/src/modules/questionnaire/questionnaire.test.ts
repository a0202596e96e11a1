import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Answer,
  Nesting,
  Question,
  QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { answers, answersQuestions, questions } from '../../db/schema/questionnaire.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const tokens = { admin: '', doctor: '' };

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'CUESTIONARIO')).branch.id;
  await seedUser(t.database, { email: 'admin@cuestionario.test' });
  await seedUser(t.database, { email: 'doctor@cuestionario.test', role: 'doctor', branchId });
  tokens.admin = await t.login('admin@cuestionario.test');
  tokens.doctor = await t.login('doctor@cuestionario.test');
});
afterAll(() => t.close());

const MULTIPLE = 'OPCION MULTÍPLE';
let counter = 0;
const questionBody = (type = MULTIPLE, title = `PREGUNTA ${++counter}`) => ({
  question: title,
  description: `Descripción de ${title}`,
  type,
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.call(method, `/api/${url}`, { token: tokens.admin, body });

async function newQuestion(type = MULTIPLE, title?: string) {
  const { status, body } = await call('POST', 'questions/create', questionBody(type, title));
  expect(status).toBe(201);
  return body.data.data as Question;
}

async function newAnswer(questionId: number, text: string, sequence: number) {
  const { status, body } = await call('POST', 'answers/create', {
    question: { id: questionId },
    text,
    sequence,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.data as Answer;
}

const nest = (answerId: number, question: Record<string, unknown>) =>
  t.call<{ data: Nesting }>('POST', '/api/answers-questions/create', {
    token: tokens.admin,
    body: { answer: { id: answerId }, question },
  });

const tree = async (token = tokens.admin) => {
  const { status, body } = await t.call<{ data: QuestionNode[] }>(
    'POST',
    '/api/questions/getQuestions',
    { token },
  );
  expect(status).toBe(200);
  return body.data.data;
};

const findIn = (nodes: QuestionNode[], id: number): QuestionNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    for (const answer of node.answers) {
      const found = findIn(answer.questions, id);
      if (found) return found;
    }
  }
  return undefined;
};

describe('the tree', () => {
  it('round-trips six levels, answers by sequence, in one call everyone may make', async () => {
    const root = await newQuestion(MULTIPLE, '¿USA LENTES?');
    // Created out of order: the tree answers them by sequence.
    await newAnswer(root.id, 'NO', 2);
    let answer = await newAnswer(root.id, 'SÍ', 1);
    const chain = [root.id];
    for (let level = 2; level <= 6; level++) {
      const type = level === 6 ? 'ABIERTA' : MULTIPLE;
      const { status, body } = await nest(answer.id, questionBody(type, `NIVEL ${level}`));
      expect(status).toBe(201);
      expect(body.data.data).toMatchObject({
        answer: { id: answer.id },
        question: { question: `NIVEL ${level}`, type },
      });
      chain.push(body.data.data.question.id);
      if (level < 6) answer = await newAnswer(body.data.data.question.id, `SÍ ${level}`, 1);
    }

    const whole = await tree(tokens.doctor);
    let node = whole.find((question) => question.id === root.id);
    expect(node?.answers.map((a) => [a.text, a.sequence])).toEqual([
      ['SÍ', 1],
      ['NO', 2],
    ]);
    expect(node).toMatchObject({ nestingId: null, textAnswer: null, type: MULTIPLE });
    const titles = [];
    for (let level = 1; level <= 6; level++) {
      titles.push(node!.question);
      expect(node!.id).toBe(chain[level - 1]);
      if (level === 6) {
        expect(node).toMatchObject({ type: 'ABIERTA', answers: [] });
        expect(node!.nestingId).toEqual(expect.any(Number));
        break;
      }
      const yes = node!.answers[0]!;
      expect(yes.isSelected).toBe(false);
      expect(yes.questions).toHaveLength(1);
      node = yes.questions[0];
    }
    expect(titles).toEqual(['¿USA LENTES?', 'NIVEL 2', 'NIVEL 3', 'NIVEL 4', 'NIVEL 5', 'NIVEL 6']);
    // A nested question is listed once, under its answer, not among the main questions.
    expect(whole.map((question) => question.id)).not.toContain(chain[1]);
  });

  it('lists main questions as they were created and nested ones as they were nested', async () => {
    const first = await newQuestion();
    const yes = await newAnswer(first.id, 'SÍ', 1);
    const later = await newQuestion(MULTIPLE, 'SEGUNDA');
    const b = (await nest(yes.id, questionBody('ABIERTA', 'B'))).body.data.data.question.id;
    const a = (await nest(yes.id, questionBody('ABIERTA', 'A'))).body.data.data.question.id;
    const whole = await tree();
    const ids = whole.map((question) => question.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    expect(findIn(whole, first.id)!.answers[0]!.questions.map((q) => q.id)).toEqual([b, a]);
  });
});

describe('answers', () => {
  it('refuses a repeated sequence (554) and text (555) in the same question, on create and update', async () => {
    const question = await newQuestion();
    const other = await newQuestion();
    const yes = await newAnswer(question.id, 'SÍ', 1);
    const no = await newAnswer(question.id, 'NO', 2);
    await newAnswer(other.id, 'SÍ', 1);

    const sameSequence = await call('POST', 'answers/create', {
      question: { id: question.id },
      text: 'TAL VEZ',
      sequence: 1,
    });
    expect([sameSequence.status, sameSequence.body.codeError]).toEqual([409, 554]);
    expect(sameSequence.body.message).toBe('Esta secuencia ya existe en la pregunta.');
    const sameText = await call('POST', 'answers/create', {
      question: { id: question.id },
      text: '  sí ',
      sequence: 3,
    });
    expect([sameText.status, sameText.body.codeError]).toEqual([409, 555]);
    const updated = await call('PUT', 'answers/update', { id: no.id, text: 'NO', sequence: 1 });
    expect([updated.status, updated.body.codeError]).toEqual([409, 554]);
    const renamed = await call('PUT', 'answers/update', { id: no.id, text: 'Sí', sequence: 2 });
    expect([renamed.status, renamed.body.codeError]).toEqual([409, 555]);

    const rows = await t.database.db
      .select({ text: answers.text, sequence: answers.sequence })
      .from(answers)
      .where(eq(answers.questionId, question.id))
      .orderBy(answers.sequence);
    expect(rows).toEqual([
      { text: 'SÍ', sequence: 1 },
      { text: 'NO', sequence: 2 },
    ]);

    // A deleted answer frees its sequence and text; its row stays.
    expect((await call('DELETE', `answers/delete/${yes.id}`)).status).toBe(200);
    await newAnswer(question.id, 'SÍ', 1);
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(answers)
      .where(isNotNull(answers.deletedAt));
    expect(kept?.n).toBeGreaterThanOrEqual(1);
    const listed = await call('POST', 'answers/getAnswers', {
      sortBy: 'sequence',
      descending: false,
      filters: { questionId: question.id },
    });
    const items = (listed.body.data as unknown as { tableData: { items: Answer[] } }).tableData
      .items;
    expect(items.map((item) => [item.text, item.sequence])).toEqual([
      ['SÍ', 1],
      ['NO', 2],
    ]);
    expect(items[0]!.id).not.toBe(yes.id);
  });

  it('are taken by multiple-choice questions only', async () => {
    const open = await newQuestion('ABIERTA');
    const refused = await call('POST', 'answers/create', {
      question: { id: open.id },
      text: 'SÍ',
      sequence: 1,
    });
    expect([refused.status, refused.body.codeError]).toEqual([409, 'open_question_answers']);
    const missing = await call('POST', 'answers/create', {
      question: { id: 999_999 },
      text: 'SÍ',
      sequence: 1,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ errors: [{ field: 'question.id' }] });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.questionId, open.id));
    expect(row?.n).toBe(0);
  });

  it('cannot be deleted while questions are nested under them', async () => {
    const question = await newQuestion();
    const yes = await newAnswer(question.id, 'SÍ', 1);
    const nested = (await nest(yes.id, questionBody('ABIERTA', '¿DESDE CUÁNDO?'))).body.data.data;
    const refused = await call('DELETE', `answers/delete/${yes.id}`);
    expect([refused.status, refused.body.codeError]).toEqual([409, 'answer_has_questions']);

    // Removing the nesting makes the question a main one again; then the answer may go.
    expect((await call('DELETE', `answers-questions/delete/${nested.id}`)).status).toBe(200);
    const whole = await tree();
    expect(whole.find((q) => q.id === nested.question.id)).toMatchObject({ nestingId: null });
    expect(findIn(whole, question.id)!.answers[0]!.questions).toEqual([]);
    expect((await call('DELETE', `answers/delete/${yes.id}`)).status).toBe(200);
    expect(findIn(await tree(), question.id)!.answers).toEqual([]);
  });
});

describe('questions', () => {
  it('keep their type: an update that changes it is refused and changes nothing', async () => {
    const question = await newQuestion(MULTIPLE, '¿ALERGIAS?');
    const changed = await call('PUT', 'questions/update', {
      id: question.id,
      ...questionBody('ABIERTA', '¿ALERGIAS? (CAMBIADA)'),
    });
    expect([changed.status, changed.body.codeError]).toEqual([409, 'question_type_locked']);
    const [row] = await t.database.db
      .select({ question: questions.question, type: questions.type })
      .from(questions)
      .where(eq(questions.id, question.id));
    expect(row).toEqual({ question: '¿ALERGIAS?', type: MULTIPLE });

    const renamed = await call('PUT', 'questions/update', {
      id: question.id,
      ...questionBody(MULTIPLE, '¿TIENE ALERGIAS?'),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data).toMatchObject({ question: '¿TIENE ALERGIAS?', type: MULTIPLE });
  });

  it('are written by the administrator only', async () => {
    const { status } = await t.call('POST', '/api/questions/create', {
      token: tokens.doctor,
      body: questionBody(),
    });
    expect(status).toBe(403);
  });
});

describe('nesting', () => {
  it('refuses a cycle: under its own answer, or under a descendant, at any depth', async () => {
    const top = await newQuestion(MULTIPLE, 'ARRIBA');
    let answer = await newAnswer(top.id, 'SÍ', 1);
    const own = await nest(answer.id, { id: top.id });
    expect([own.status, own.body.codeError]).toEqual([409, 'question_cycle']);
    for (let level = 2; level <= 5; level++) {
      const nested = (await nest(answer.id, questionBody())).body.data.data.question.id;
      answer = await newAnswer(nested, `SÍ ${level}`, 1);
    }
    const deep = await nest(answer.id, { id: top.id });
    expect([deep.status, deep.body.codeError]).toEqual([409, 'question_cycle']);
    expect(findIn(await tree(), top.id)).toMatchObject({ nestingId: null });
  });

  it('hangs a question under one answer at most; a missing answer or question is a 400', async () => {
    const parent = await newQuestion();
    const yes = await newAnswer(parent.id, 'SÍ', 1);
    const no = await newAnswer(parent.id, 'NO', 2);
    const loose = await newQuestion('ABIERTA');
    expect((await nest(yes.id, { id: loose.id })).status).toBe(201);
    const again = await nest(no.id, { id: loose.id });
    expect([again.status, again.body.codeError]).toEqual([409, 'question_nested']);
    const noAnswer = await nest(999_999, { id: loose.id });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.data).toMatchObject({ errors: [{ field: 'answer.id' }] });
    const noQuestion = await nest(no.id, { id: 999_999 });
    expect(noQuestion.body.data).toMatchObject({ errors: [{ field: 'question.id' }] });
    const links = await t.database.db
      .select({ answerId: answersQuestions.answerId })
      .from(answersQuestions)
      .where(eq(answersQuestions.questionId, loose.id));
    expect(links).toEqual([{ answerId: yes.id }]);
  });

  it('never closes a cycle when two admins nest A under B and B under A at once', async () => {
    const before = await tree();
    for (let round = 0; round < 10; round++) {
      const a = await newQuestion(MULTIPLE, `A ${round}`);
      const b = await newQuestion(MULTIPLE, `B ${round}`);
      const aYes = await newAnswer(a.id, 'SÍ', 1);
      const bYes = await newAnswer(b.id, 'SÍ', 1);
      const results = await Promise.all([nest(bYes.id, { id: a.id }), nest(aYes.id, { id: b.id })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.codeError).toBe('question_cycle');
    }
    // Every question is still reachable from a main question: none fell into a cycle.
    const [total] = await t.database.db.select({ n: count() }).from(questions);
    const countTree = (nodes: QuestionNode[]): number =>
      nodes.reduce(
        (sum, node) => sum + 1 + node.answers.reduce((s, a) => s + countTree(a.questions), 0),
        0,
      );
    const after = await tree();
    expect(countTree(after)).toBe(total?.n);
    expect(after.length).toBe(before.length + 10);
  });

  it('never leaves a question under a deleted answer when one admin deletes it as another nests', async () => {
    for (let round = 0; round < 10; round++) {
      const parent = await newQuestion();
      const yes = await newAnswer(parent.id, 'SÍ', 1);
      const [deleted, nested] = await Promise.all([
        call('DELETE', `answers/delete/${yes.id}`),
        nest(yes.id, questionBody('ABIERTA')),
      ]);
      // One of the two wins: the nesting finds the answer gone, or the answer has a question.
      expect(
        [deleted.status, nested.status].filter((status) => status < 300),
        JSON.stringify([deleted.body, nested.body]),
      ).toHaveLength(1);
      const links = await t.database.db
        .select({ deletedAt: answers.deletedAt })
        .from(answersQuestions)
        .innerJoin(answers, eq(answers.id, answersQuestions.answerId))
        .where(eq(answersQuestions.answerId, yes.id));
      expect(links.every((link) => link.deletedAt === null)).toBe(true);
    }
  });
});
