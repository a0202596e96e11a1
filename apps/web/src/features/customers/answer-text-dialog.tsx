import {
  answerTextSchema,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { saveCustomerAnswers } from './customers-api';
import { customerQueries } from './customers-queries';

export interface AnswerTextDialogProps {
  customerId: number;
  /** The open question to answer; `null` closes the dialog. */
  question: QuestionNode | null;
  onClose: () => void;
}

/** docs/spec.md §2: the customer answer dialog of an open question; a blank text clears it. */
export function AnswerTextDialog({ customerId, question, onClose }: AnswerTextDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      open={question !== null}
      title={question?.question ?? ''}
      schema={answerTextSchema}
      defaultValues={{ text: question?.textAnswer ?? '' }}
      onSubmit={async ({ text }) => {
        const saved = await saveCustomerAnswers({
          customer: { id: customerId },
          answers: [{ question: { id: question?.id ?? 0 }, ...(text ? { text } : {}) }],
        });
        queryClient.setQueryData(customerQueries.answers(customerId).queryKey, saved.data.data);
        return saved;
      }}
      onClose={onClose}
    >
      <TextInput
        name="text"
        label={t('answers.text')}
        helperText={question?.description}
        minRows={3}
        autoFocus
      />
    </FormDialog>
  );
}
