import QuizIcon from '@mui/icons-material/Quiz';
import { listPage, type Feature } from '../../lib/feature';
import type { QuestionnaireMessages } from './questionnaire-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    questionnaire: QuestionnaireMessages;
  }
}

export const questionnaireFeature = {
  messages: {
    questionnaire: {
      es: () => import('./questionnaire-es').then((m) => m.questionnaireEs),
      en: () => import('./questionnaire-en').then((m) => m.questionnaireEn),
    },
  },
  pages: {
    questionnaire: listPage(
      () => import('./questions-page').then((m) => m.QuestionsPage),
      ['questionnaire'],
    ),
  },
  icons: { questions: QuizIcon },
} satisfies Feature;
