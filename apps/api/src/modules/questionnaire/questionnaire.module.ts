import { defineModule } from '../../lib/api-module.js';
import { answersResource } from './answers.resource.js';
import { nestingResource } from './nesting.resource.js';
import { questionnaireRoutes } from './questionnaire.routes.js';
import { questionsResource } from './questions.resource.js';

export const questionnaireModule = defineModule({
  name: 'questionnaire',
  resources: {
    questions: questionsResource,
    answers: answersResource,
    'answers-questions': nestingResource,
  },
  routes: [questionnaireRoutes],
});
