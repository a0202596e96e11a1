import type { QuestionnaireMessages } from './questionnaire-es';

export const questionnaireEn: QuestionnaireMessages = {
  questionnaire: {
    title: 'Questionnaire',
    intro:
      'The questions every patient is asked. Under an answer of a multiple-choice question other questions can be nested, which the patient sees only when choosing that answer.',
    empty: 'The questionnaire has no questions yet.',
    emptyAnswers: 'No answers yet.',
    newQuestion: 'New question',
    editQuestion: 'Edit question',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    expand: 'Expand {{question}}',
    collapse: 'Collapse {{question}}',
    edit: 'Edit the question {{question}}',
    addAnswer: 'Add an answer to {{question}}',
    unnest: 'Remove {{question}} from the answer',
    nestUnder: 'Nest a question under the answer {{answer}}',
    editAnswer: 'Edit the answer {{answer}}',
    deleteAnswer: 'Delete the answer {{answer}}',
    deleteAnswerBlocked:
      'The answer {{answer}} cannot be deleted: it has nested questions. Remove them first.',
    multipleAnswers: 'Several answers',
    types: { ABIERTA: 'Open', 'OPCION MULTÍPLE': 'Multiple' },
    fields: {
      question: 'Question',
      description: 'Description',
      type: 'Type',
      typeLocked: 'The type cannot change once the question is created.',
      multipleAnswers: 'Several answers',
      multipleAnswersHint:
        'The patient may choose more than one answer. Otherwise choosing one replaces the previous.',
      text: 'Answer',
      sequence: 'Sequence',
    },
    typeOptions: { ABIERTA: 'Open', 'OPCION MULTÍPLE': 'Multiple choice' },
    newAnswer: 'New answer of “{{question}}”',
    editAnswerTitle: 'Edit answer of “{{question}}”',
    alternate: 'Question nested under “{{answer}}”',
    alternateNew: 'New question',
    alternateExisting: 'Existing question',
    alternateMode: 'Which question to nest',
    existing: 'Main question',
    existingHint: 'Only main questions can be nested; the question stops being a main one.',
    noExisting: 'There are no main questions that can be nested here.',
    deleteAnswerTitle: 'Delete answer',
    deleteAnswerText:
      'Delete the answer “{{answer}}”? Patients who already chose it keep it in their record.',
    unnestTitle: 'Remove nested question',
    unnestText:
      'Remove “{{question}}” from the answer “{{answer}}”? The question is not deleted: it becomes a main question.',
  },
};
