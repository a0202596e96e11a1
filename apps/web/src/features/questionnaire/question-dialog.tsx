import {
  createQuestionSchema,
  updateQuestionSchema,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { QuestionFields } from './question-fields';
import { createQuestion, updateQuestion } from './questionnaire-api';

export interface QuestionDialogProps {
  open: boolean;
  /** `null`: a new main question; otherwise the question to edit. */
  question: QuestionNode | null;
  onClose: () => void;
  onSaved: () => void;
}

/** docs/spec.md §2: the question create/edit dialog. */
export function QuestionDialog({ open, question, onClose, onSaved }: QuestionDialogProps) {
  const { t } = useTranslation();
  if (question === null) {
    return (
      <FormDialog
        open={open}
        title={t('questionnaire.newQuestion')}
        schema={createQuestionSchema}
        defaultValues={{
          question: '',
          description: '',
          type: 'OPCION MULTÍPLE',
          multipleAnswers: false,
        }}
        onSubmit={createQuestion}
        onSaved={onSaved}
        onClose={onClose}
      >
        <QuestionFields />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('questionnaire.editQuestion')}
      schema={updateQuestionSchema}
      defaultValues={{
        id: question.id,
        question: question.question,
        description: question.description,
        type: question.type,
        category: question.category,
        multipleAnswers: question.multipleAnswers,
      }}
      onSubmit={updateQuestion}
      onSaved={onSaved}
      onClose={onClose}
    >
      <QuestionFields typeLocked />
    </FormDialog>
  );
}
