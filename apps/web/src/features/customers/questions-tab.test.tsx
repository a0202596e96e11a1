import { withChoice } from '@iris/domain/questionnaire/questionnaire-tree';
import {
  questionNodeSchema,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { QuestionsTab } from './questions-tab';

const node = (
  id: number,
  question: string,
  answers: QuestionNode['answers'] = [],
  multipleAnswers = false,
) => ({
  id,
  question,
  description: `Descripción ${id}`,
  type: answers.length > 0 ? ('OPCION MULTÍPLE' as const) : ('ABIERTA' as const),
  category: 'customers' as const,
  multipleAnswers,
  nestingId: null,
  textAnswer: null,
  answers,
});
const answer = (id: number, questionId: number, text: string, questions: QuestionNode[] = []) => ({
  id,
  text,
  sequence: id,
  question: { id: questionId },
  isSelected: false,
  questions,
});

// Checked by the API's own response schema: a fake the API could not send fails here.
const TREE = z
  .array(questionNodeSchema)
  .parse([
    node(1, '¿PADECE DIABETES?', [
      answer(11, 1, 'SÍ', [
        node(2, '¿DESDE CUÁNDO?'),
        node(3, '¿USA INSULINA?', [answer(31, 3, 'SÍ'), answer(32, 3, 'NO')]),
      ]),
      answer(12, 1, 'NO'),
    ]),
    node(4, '¿ALERGIAS?'),
    node(5, '¿SÍNTOMAS?', [answer(51, 5, 'ARDOR'), answer(52, 5, 'VISIÓN BORROSA')], true),
  ]);

const fetchMock = vi.fn<typeof fetch>();
let saved: unknown[] = [];

/** The API: answers `tree` to the read; each save is recorded and answered with `next`. */
function serve(tree: QuestionNode[], next: (body: unknown) => Response) {
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path === 'answers-customers/getAnswersByCustomer/7') {
      return Promise.resolve(
        envelopeResponse(200, {
          result: true,
          message: 'ok',
          codeError: null,
          data: { data: tree },
        }),
      );
    }
    const body: unknown = JSON.parse(init?.body as string);
    saved.push(body);
    return Promise.resolve(next(body));
  });
}

const answered = (tree: QuestionNode[]) =>
  envelopeResponse(200, {
    result: true,
    message: 'Registro actualizado correctamente.',
    codeError: null,
    data: { data: tree },
  });

// The tab's strings, as the route table loads them with the patient's page.
beforeAll(() => loadMessages(['customers']));
beforeEach(() => {
  saved = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const yes = () => screen.getAllByRole('radio', { name: 'SÍ' })[0]!;
const no = () => screen.getAllByRole('radio', { name: 'NO' })[0]!;

describe("the patient's questions tab", () => {
  it('saves a chosen answer and shows the questions nested under it, numbered by level', async () => {
    serve(TREE, () => answered(withChoice(TREE, 11, true)));
    renderWithProviders(<QuestionsTab customerId={7} />);
    expect(await screen.findByText('1. ¿PADECE DIABETES?')).toBeTruthy();
    expect(screen.getByText('2. ¿ALERGIAS?')).toBeTruthy();
    expect(screen.queryByText('1.1. ¿DESDE CUÁNDO?')).toBeNull();

    await userEvent.click(yes());
    expect(await screen.findByText('1.1. ¿DESDE CUÁNDO?')).toBeTruthy();
    expect(screen.getByText('1.2. ¿USA INSULINA?')).toBeTruthy();
    expect(saved).toEqual([
      {
        customer: { id: 7 },
        answers: [{ question: { id: 1 } }, { question: { id: 1 }, answer: { id: 11 } }],
      },
    ]);
  });

  it("clears the nested questions' answers when an answer is un-chosen, after confirming", async () => {
    const chosen = withChoice(withChoice(TREE, 11, true), 31, true);
    serve(chosen, () => answered(withChoice(chosen, 11, false)));
    renderWithProviders(<QuestionsTab customerId={7} />);
    await screen.findByText('1.2. ¿USA INSULINA?');

    await userEvent.click(
      screen.getByRole('button', { name: 'Quitar la respuesta de ¿PADECE DIABETES?' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Quitar respuesta' })).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('1.2. ¿USA INSULINA?')).toBeNull());
    expect(saved).toEqual([
      {
        customer: { id: 7 },
        answers: [{ question: { id: 1 } }, { question: { id: 2 } }, { question: { id: 3 } }],
      },
    ]);
  });

  it('on a one-answer question, ticking NO unticks SÍ and clears what hung under it, after confirming', async () => {
    const chosen = withChoice(withChoice(TREE, 11, true), 31, true);
    serve(chosen, () => answered(withChoice(chosen, 12, true)));
    renderWithProviders(<QuestionsTab customerId={7} />);
    await screen.findByText('1.2. ¿USA INSULINA?');
    expect(screen.queryAllByRole('checkbox', { name: 'SÍ' })).toEqual([]);

    await userEvent.click(no());
    expect(await screen.findByRole('dialog', { name: 'Cambiar respuesta' })).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('1.2. ¿USA INSULINA?')).toBeNull());
    // The closing dialog keeps the page hidden from the accessibility tree for its transition.
    await waitFor(() => expect((no() as HTMLInputElement).checked).toBe(true));
    expect((yes() as HTMLInputElement).checked).toBe(false);
    expect(saved).toEqual([
      {
        customer: { id: 7 },
        answers: [
          { question: { id: 1 } },
          { question: { id: 1 }, answer: { id: 12 } },
          { question: { id: 2 } },
          { question: { id: 3 } },
        ],
      },
    ]);
  });

  it('on a multiple-answer question, keeps every answer ticked', async () => {
    const chosen = withChoice(TREE, 51, true);
    serve(chosen, () => answered(withChoice(chosen, 52, true)));
    renderWithProviders(<QuestionsTab customerId={7} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'VISIÓN BORROSA' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      customer: { id: 7 },
      answers: [
        { question: { id: 5 } },
        { question: { id: 5 }, answer: { id: 51 } },
        { question: { id: 5 }, answer: { id: 52 } },
      ],
    });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'ARDOR' }).checked).toBe(true);
  });

  it('puts the answer back when the save is refused', async () => {
    serve(TREE, () =>
      envelopeResponse(403, {
        result: false,
        message: 'No tienes permiso para realizar esta acción.',
        codeError: 'forbidden',
        data: {},
      }),
    );
    renderWithProviders(<QuestionsTab customerId={7} />);
    await screen.findByText('1. ¿PADECE DIABETES?');
    await userEvent.click(yes());
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
    expect((yes() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('1.1. ¿DESDE CUÁNDO?')).toBeNull();
  });
});
