import QuizIcon from '@mui/icons-material/Quiz';
import { listPage, type Feature } from '../../lib/feature';

export const questionnaireFeature = {
  pages: {
    questionnaire: listPage(
      () => import('./questions-page').then((m) => m.QuestionsPage),
      ['questionnaire'],
    ),
  },
  icons: { questions: QuizIcon },
} satisfies Feature;
