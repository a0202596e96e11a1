import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  AnswerNode,
  QuestionCategory,
  QuestionNode,
  QuestionType,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import type { Db } from '../../db/client.js';
import {
  answers,
  answersQuestions,
  customerAnswers,
  questions,
} from '../../db/schema/questionnaire.schema.js';

/** One row per question and answer of the tree (a question without answers: one row, no answer). */
interface TreeRow {
  question_id: number;
  nesting_id: number | null;
  parent_answer_id: number | null;
  question: string;
  description: string;
  type: QuestionType;
  category: QuestionCategory;
  multiple_answers: boolean;
  answer_id: number | null;
  answer_text: string | null;
  answer_sequence: number | null;
}

/**
 * The whole questionnaire in one query (docs/rules.md: getQuestions returns the whole tree in one
 * call): a recursive walk from the main questions (those nested nowhere) down through each answer
 * to the questions nested under it, with every question's answers. Parents come before their
 * children (by depth); children in the order they were nested; answers by sequence. A question
 * reached twice on one path is not followed, though the API never lets such a cycle be written.
 */
export const TREE_QUERY = sql`
    with recursive tree(question_id, nesting_id, parent_answer_id, depth, path) as (
      select q.id, null::int, null::int, 0, array[q.id]
        from ${questions} q
        where not exists (select 1 from ${answersQuestions} n where n.question_id = q.id)
      union all
      select n.question_id, n.id, n.answer_id, t.depth + 1, t.path || n.question_id
        from tree t
        join ${answers} a on a.question_id = t.question_id and a.deleted_at is null
        join ${answersQuestions} n on n.answer_id = a.id
        where n.question_id <> all(t.path)
    )
    select t.question_id, t.nesting_id, t.parent_answer_id, q.question, q.description, q.type,
        q.category, q.multiple_answers, a.id as answer_id, a.text as answer_text, a.sequence as answer_sequence
      from tree t
      join ${questions} q on q.id = t.question_id
      left join ${answers} a on a.question_id = t.question_id and a.deleted_at is null
      order by t.depth, t.nesting_id nulls first, t.question_id, a.sequence`;

/** The rows as a tree, in one pass: every parent is already placed when its children arrive. */
function buildTree(rows: TreeRow[]): QuestionNode[] {
  const roots: QuestionNode[] = [];
  const byQuestion = new Map<number, QuestionNode>();
  const byAnswer = new Map<number, AnswerNode>();
  for (const row of rows) {
    let question = byQuestion.get(row.question_id);
    if (!question) {
      question = {
        id: row.question_id,
        question: row.question,
        description: row.description,
        type: row.type,
        category: row.category,
        multipleAnswers: row.multiple_answers,
        nestingId: row.nesting_id,
        textAnswer: null,
        answers: [],
      };
      byQuestion.set(question.id, question);
      const parent = row.parent_answer_id === null ? undefined : byAnswer.get(row.parent_answer_id);
      (parent ? parent.questions : roots).push(question);
    }
    if (row.answer_id !== null) {
      const answer: AnswerNode = {
        id: row.answer_id,
        text: row.answer_text ?? '',
        sequence: row.answer_sequence ?? 0,
        question: { id: question.id },
        isSelected: false,
        questions: [],
      };
      byAnswer.set(answer.id, answer);
      question.answers.push(answer);
    }
  }
  return roots;
}

export async function readTree(db: Db): Promise<QuestionNode[]> {
  const result = (await db.execute(TREE_QUERY)) as { rows: TreeRow[] };
  return buildTree(result.rows);
}

/** A patient's answers as they stand (the replaced ones are kept, stamped deleted). */
export function liveAnswers(db: Db, customerId: number) {
  return db
    .select({
      id: customerAnswers.id,
      questionId: customerAnswers.questionId,
      answerId: customerAnswers.answerId,
      text: customerAnswers.text,
    })
    .from(customerAnswers)
    .where(and(eq(customerAnswers.customerId, customerId), isNull(customerAnswers.deletedAt)));
}

/** The tree with one patient's answers on it: chosen answers selected, open questions' texts. */
export async function readTreeOf(db: Db, customerId: number): Promise<QuestionNode[]> {
  const tree = await readTree(db);
  const chosen = new Set<number>();
  const texts = new Map<number, string | null>();
  for (const row of await liveAnswers(db, customerId)) {
    if (row.answerId === null) texts.set(row.questionId, row.text);
    else chosen.add(row.answerId);
  }
  const mark = (question: QuestionNode) => {
    question.textAnswer = texts.get(question.id) ?? null;
    for (const answer of question.answers) {
      answer.isSelected = chosen.has(answer.id);
      answer.questions.forEach(mark);
    }
  };
  tree.forEach(mark);
  return tree;
}
