// A questionnaire of 500 nodes (questions and answers, five levels deep) for getQuestions under
// load, and the time the /questions screen takes to open every one of them in Chromium.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Db } from '../apps/api/src/db/client.js';
import {
  answers,
  answersQuestions,
  questions,
} from '../apps/api/src/db/schema/questionnaire.schema.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';

export const QUESTIONNAIRE_NODES = 500;
const MAIN_QUESTIONS = 5;
const ANSWERS_PER_QUESTION = 3;

/**
 * Main questions with three answers each, and under every answer a nested question (every fourth
 * one open), breadth first, until the tree holds QUESTIONNAIRE_NODES questions and answers.
 */
export async function generateQuestionnaire(db: Db): Promise<void> {
  let nodes = 0;
  let made = 0;
  const queue: { under: number | null; depth: number }[] = Array.from(
    { length: MAIN_QUESTIONS },
    () => ({ under: null, depth: 1 }),
  );
  while (queue.length > 0 && nodes < QUESTIONNAIRE_NODES) {
    const { under, depth } = queue.shift()!;
    const open = made % 4 === 3;
    const [question] = await db
      .insert(questions)
      .values({
        question: `PREGUNTA ${++made} (NIVEL ${depth})`,
        description: 'Pregunta generada para medir el árbol.',
        type: open ? 'ABIERTA' : 'OPCION MULTÍPLE',
      })
      .returning({ id: questions.id });
    nodes++;
    if (under !== null) {
      await db.insert(answersQuestions).values({ answerId: under, questionId: question!.id });
    }
    if (open) continue;
    for (
      let sequence = 1;
      sequence <= ANSWERS_PER_QUESTION && nodes < QUESTIONNAIRE_NODES;
      sequence++
    ) {
      const [answer] = await db
        .insert(answers)
        .values({ questionId: question!.id, text: `RESPUESTA ${sequence}`, sequence })
        .returning({ id: answers.id });
      nodes++;
      queue.push({ under: answer!.id, depth: depth + 1 });
    }
  }
}

export interface TreeRender {
  nodes: number;
  /** From the click on "Expandir todo" to the frame with every node on the page. */
  expandAllMs: number;
  /** The longest gap between two frames meanwhile: how long the page stopped answering. */
  longestFrameMs: number;
  /** From the click on "Contraer todo" to the frame with only the main questions left. */
  collapseAllMs: number;
}

// Plain JavaScript for the page (a function compiled here would carry this side's helpers):
// clicks the button, then records every frame until the tree holds the expected count of nodes.
const TIME_CLICK = `async ([label, wanted]) => {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent.trim().toLowerCase() === label.toLowerCase(),
  );
  const nodes = () => document.querySelectorAll('ul[aria-label="Cuestionario"] li').length;
  const started = performance.now();
  let last = started;
  let longest = 0;
  button.click();
  while (true) {
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    longest = Math.max(longest, now - last);
    last = now;
    if (wanted(nodes())) return { total: now - started, longest };
  }
}`;

/** null when Chromium is not installed. The median of three runs each, after one to warm up. */
export async function measureTreeRender(
  baseUrl: string,
  token: string,
): Promise<TreeRender | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript((value) => localStorage.setItem('iris.token', value), token);
    await page.goto(`${baseUrl}/questions`);
    await page.getByText('1. PREGUNTA 1', { exact: false }).first().waitFor();
    const click = (label: string, all: boolean) =>
      page.evaluate<{ total: number; longest: number }>(
        `(${TIME_CLICK})(["${label}", (n) => ${all ? `n >= ${QUESTIONNAIRE_NODES}` : `n <= ${MAIN_QUESTIONS}`}])`,
      );
    const runs = { expand: [] as number[], frame: [] as number[], collapse: [] as number[] };
    for (let i = 0; i < 4; i++) {
      const expanded = await click('Expandir todo', true);
      const collapsed = await click('Contraer todo', false);
      if (i === 0) continue;
      runs.expand.push(expanded.total);
      runs.frame.push(expanded.longest);
      runs.collapse.push(collapsed.total);
    }
    const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[1]!);
    return {
      nodes: QUESTIONNAIRE_NODES,
      expandAllMs: median(runs.expand),
      longestFrameMs: median(runs.frame),
      collapseAllMs: median(runs.collapse),
    };
  } finally {
    await browser.close();
  }
}
