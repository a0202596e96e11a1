/** Strings of the questionnaire's administration (`/questions`); they travel with that page. */
export const questionnaireEs = {
  questionnaire: {
    title: 'Cuestionario',
    intro:
      'Las preguntas que se hacen a cada paciente. Bajo una respuesta de opción múltiple pueden anidarse otras preguntas, que el paciente ve solo al elegir esa respuesta.',
    empty: 'El cuestionario aún no tiene preguntas.',
    emptyAnswers: 'Sin respuestas todavía.',
    newQuestion: 'Nueva pregunta',
    editQuestion: 'Editar pregunta',
    expandAll: 'Expandir todo',
    collapseAll: 'Contraer todo',
    expand: 'Expandir {{question}}',
    collapse: 'Contraer {{question}}',
    edit: 'Editar la pregunta {{question}}',
    addAnswer: 'Agregar respuesta a {{question}}',
    unnest: 'Quitar {{question}} de la respuesta',
    nestUnder: 'Anidar una pregunta bajo la respuesta {{answer}}',
    editAnswer: 'Editar la respuesta {{answer}}',
    deleteAnswer: 'Eliminar la respuesta {{answer}}',
    deleteAnswerBlocked:
      'La respuesta {{answer}} no puede eliminarse: tiene preguntas anidadas. Quítalas primero.',
    multipleAnswers: 'Varias respuestas',
    types: { ABIERTA: 'Abierta', 'OPCION MULTÍPLE': 'Múltiple' },
    fields: {
      question: 'Pregunta',
      description: 'Descripción',
      type: 'Tipo',
      typeLocked: 'El tipo no puede cambiarse después de crear la pregunta.',
      multipleAnswers: 'Varias respuestas',
      multipleAnswersHint:
        'El paciente puede elegir más de una respuesta. Si no, elegir una reemplaza la anterior.',
      text: 'Respuesta',
      sequence: 'Secuencia',
    },
    typeOptions: { ABIERTA: 'Abierta', 'OPCION MULTÍPLE': 'Opción múltiple' },
    newAnswer: 'Nueva respuesta de «{{question}}»',
    editAnswerTitle: 'Editar respuesta de «{{question}}»',
    alternate: 'Pregunta anidada bajo «{{answer}}»',
    alternateNew: 'Nueva pregunta',
    alternateExisting: 'Pregunta existente',
    alternateMode: 'Qué pregunta anidar',
    existing: 'Pregunta principal',
    existingHint: 'Solo las preguntas principales pueden anidarse; la pregunta deja de serlo.',
    noExisting: 'No hay preguntas principales que puedan anidarse aquí.',
    deleteAnswerTitle: 'Eliminar respuesta',
    deleteAnswerText:
      '¿Deseas eliminar la respuesta «{{answer}}»? Los pacientes que ya la eligieron la conservan en su expediente.',
    unnestTitle: 'Quitar pregunta anidada',
    unnestText:
      '¿Deseas quitar «{{question}}» de la respuesta «{{answer}}»? La pregunta no se borra: pasará a ser una pregunta principal.',
  },
};

export type QuestionnaireMessages = typeof questionnaireEs;
