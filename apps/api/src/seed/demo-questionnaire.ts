import { and, asc, eq, notExists } from 'drizzle-orm';
import type { QuestionType } from '@iris/domain/questionnaire/questionnaire.schemas';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema/customers.schema.js';
import {
  answers,
  answersQuestions,
  customerAnswers,
  questions,
} from '../db/schema/questionnaire.schema.js';
import { insertedRow } from '../lib/recipe/inserted-row.js';

/**
 * A question of the demo: open (no answers) or multiple choice, with questions under answers;
 * `multiple` when a patient may choose several of its answers (one otherwise).
 */
interface DemoQuestion {
  question: string;
  description: string;
  multiple?: boolean;
  answers?: { text: string; nested?: DemoQuestion[] }[];
}

const open = (question: string, description: string): DemoQuestion => ({ question, description });
const yesNo = (nested: DemoQuestion[] = []) => [{ text: 'SÍ', nested }, { text: 'NO' }];

/** An optical clinic's intake questionnaire, three levels deep (follow-ups under "Sí"). */
const INTAKE: DemoQuestion[] = [
  {
    question: '¿CUÁNDO FUE SU ÚLTIMO EXAMEN DE LA VISTA?',
    description: 'Con un optometrista u oftalmólogo.',
    answers: [
      { text: 'HACE MENOS DE UN AÑO' },
      { text: 'HACE 1 A 2 AÑOS' },
      { text: 'HACE MÁS DE 2 AÑOS' },
      { text: 'NUNCA' },
    ],
  },
  {
    question: '¿USA LENTES ACTUALMENTE?',
    description: 'Lentes de armazón o de contacto.',
    answers: yesNo([
      {
        question: '¿QUÉ TIPO DE LENTES USA?',
        description: 'Puede elegir más de uno.',
        multiple: true,
        answers: [
          { text: 'ARMAZÓN PARA VER DE LEJOS' },
          { text: 'ARMAZÓN PARA LEER' },
          { text: 'BIFOCALES O PROGRESIVOS' },
          {
            text: 'LENTES DE CONTACTO',
            nested: [
              open(
                '¿CUÁNTAS HORAS AL DÍA USA LOS LENTES DE CONTACTO?',
                'Promedio en un día normal.',
              ),
            ],
          },
        ],
      },
      open('¿QUÉ EDAD TIENE SU GRADUACIÓN ACTUAL?', 'Aproximadamente, en años o meses.'),
    ]),
  },
  {
    question: '¿TIENE ALGUNA MOLESTIA EN LA VISTA?',
    description: 'Marque todas las que apliquen.',
    multiple: true,
    answers: [
      { text: 'VISIÓN BORROSA DE LEJOS' },
      { text: 'VISIÓN BORROSA DE CERCA' },
      { text: 'DOLOR DE CABEZA AL LEER' },
      { text: 'OJO SECO O ARDOR' },
      { text: 'NINGUNA' },
    ],
  },
  {
    question: '¿PADECE DIABETES?',
    description: 'Diagnosticada por un médico.',
    answers: yesNo([
      open('¿DESDE HACE CUÁNTO TIEMPO?', 'Años desde el diagnóstico.'),
      {
        question: '¿CÓMO CONTROLA LA DIABETES?',
        description: 'Tratamiento actual.',
        answers: [
          { text: 'DIETA Y EJERCICIO' },
          { text: 'PASTILLAS' },
          {
            text: 'INSULINA',
            nested: [open('¿CUÁL FUE SU ÚLTIMA GLUCOSA EN AYUNAS?', 'Valor en mg/dL y fecha.')],
          },
        ],
      },
    ]),
  },
  {
    question: '¿PADECE HIPERTENSIÓN?',
    description: 'Presión arterial alta diagnosticada.',
    answers: yesNo([
      {
        question: '¿TOMA MEDICAMENTO PARA LA PRESIÓN?',
        description: 'Actualmente.',
        answers: yesNo([open('¿CUÁL MEDICAMENTO Y EN QUÉ DOSIS?', 'Nombre y dosis diaria.')]),
      },
    ]),
  },
  {
    question: '¿ES ALÉRGICO A ALGÚN MEDICAMENTO?',
    description: 'Incluye gotas oftálmicas y anestésicos.',
    answers: yesNo([open('¿A CUÁLES?', 'Medicamento y reacción que le causa.')]),
  },
  {
    question: '¿ALGUIEN EN SU FAMILIA TIENE GLAUCOMA O CEGUERA?',
    description: 'Padres, hermanos o abuelos.',
    answers: [{ text: 'SÍ' }, { text: 'NO' }, { text: 'NO SÉ' }],
  },
  {
    question: '¿HA TENIDO CIRUGÍAS O GOLPES EN LOS OJOS?',
    description: 'Incluye cirugía láser.',
    answers: yesNo([open('¿CUÁLES Y CUÁNDO?', 'Tipo de cirugía o lesión y el año.')]),
  },
  open('OBSERVACIONES', 'Cualquier otro dato que el paciente quiera comentar.'),
];

/** What the first patient of each branch answered: a question's title and a choice or a text. */
const FIRST_CUSTOMER_ANSWERS: [string, string][] = [
  ['¿CUÁNDO FUE SU ÚLTIMO EXAMEN DE LA VISTA?', 'HACE 1 A 2 AÑOS'],
  ['¿USA LENTES ACTUALMENTE?', 'SÍ'],
  ['¿QUÉ TIPO DE LENTES USA?', 'ARMAZÓN PARA VER DE LEJOS'],
  ['¿QUÉ EDAD TIENE SU GRADUACIÓN ACTUAL?', 'Dos años'],
  ['¿TIENE ALGUNA MOLESTIA EN LA VISTA?', 'VISIÓN BORROSA DE LEJOS'],
  ['¿TIENE ALGUNA MOLESTIA EN LA VISTA?', 'DOLOR DE CABEZA AL LEER'],
  ['¿PADECE DIABETES?', 'SÍ'],
  ['¿DESDE HACE CUÁNTO TIEMPO?', 'Cinco años'],
  ['¿CÓMO CONTROLA LA DIABETES?', 'PASTILLAS'],
  ['¿PADECE HIPERTENSIÓN?', 'NO'],
  ['¿ES ALÉRGICO A ALGÚN MEDICAMENTO?', 'NO'],
];

interface Written {
  questions: Map<string, { id: number; answers: Map<string, number> }>;
}

async function writeQuestion(db: Db, demo: DemoQuestion, under: number | null, written: Written) {
  const type: QuestionType = demo.answers ? 'OPCION MULTÍPLE' : 'ABIERTA';
  const id = insertedRow(
    await db
      .insert(questions)
      .values({
        question: demo.question,
        description: demo.description,
        type,
        multipleAnswers: demo.multiple ?? false,
      })
      .returning({ id: questions.id }),
  ).id;
  if (under !== null) await db.insert(answersQuestions).values({ answerId: under, questionId: id });
  const ids = new Map<string, number>();
  written.questions.set(demo.question, { id, answers: ids });
  for (const [index, answer] of (demo.answers ?? []).entries()) {
    const answerId = insertedRow(
      await db
        .insert(answers)
        .values({ questionId: id, text: answer.text, sequence: index + 1 })
        .returning({ id: answers.id }),
    ).id;
    ids.set(answer.text, answerId);
    for (const nested of answer.nested ?? []) await writeQuestion(db, nested, answerId, written);
  }
}

/**
 * The demo questionnaire, once: when its first main question is already there, nothing is
 * written. The first patient of each branch has answered part of it.
 */
export async function seedDemoQuestionnaire(db: Db, branchIds: number[]) {
  const first = INTAKE[0]?.question ?? '';
  const [existing] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.question, first),
        notExists(
          db.select().from(answersQuestions).where(eq(answersQuestions.questionId, questions.id)),
        ),
      ),
    );
  if (existing) return;
  await db.transaction(async (tx) => {
    const written: Written = { questions: new Map() };
    for (const demo of INTAKE) await writeQuestion(tx, demo, null, written);
    for (const branchId of branchIds) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.branchId, branchId))
        .orderBy(asc(customers.id))
        .limit(1);
      if (!customer) continue;
      await tx.insert(customerAnswers).values(
        FIRST_CUSTOMER_ANSWERS.map(([title, given]) => {
          const question = written.questions.get(title);
          if (!question) throw new Error(`the demo answers a question it lacks: ${title}`);
          const answerId = question.answers.get(given) ?? null;
          return {
            customerId: customer.id,
            questionId: question.id,
            answerId,
            text: answerId === null ? given : null,
          };
        }),
      );
    }
  });
}
