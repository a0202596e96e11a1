import {
  nestExistingQuestionSchema,
  nestNewQuestionSchema,
  type AnswerNode,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { QuestionFields } from './question-fields';
import { nestQuestion } from './questionnaire-api';

type Mode = 'new' | 'existing';

export interface NestQuestionDialogProps {
  /** The answer to nest a question under; `null` closes the dialog. */
  answer: AnswerNode | null;
  /** The main questions that may move under it (not the one it hangs from: a cycle). */
  candidates: QuestionNode[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * docs/spec.md §2: the "alternate" question, nested under an answer (answers-questions/create): a new
 * question written here, or an existing main question moved under the answer.
 */
export function NestQuestionDialog({
  answer,
  candidates,
  onClose,
  onSaved,
}: NestQuestionDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('new');
  const close = () => {
    setMode('new');
    onClose();
  };
  const common = {
    open: answer !== null,
    title: t('questionnaire.alternate', { answer: answer?.text ?? '' }),
    onSubmit: nestQuestion,
    onSaved,
    onClose: close,
    formKey: mode,
  };
  const modes = (
    <RadioGroup
      row
      aria-label={t('questionnaire.alternateMode')}
      value={mode}
      onChange={(event) => setMode(event.target.value as Mode)}
    >
      <FormControlLabel value="new" control={<Radio />} label={t('questionnaire.alternateNew')} />
      <FormControlLabel
        value="existing"
        control={<Radio />}
        label={t('questionnaire.alternateExisting')}
      />
    </RadioGroup>
  );
  const answerId = answer?.id ?? 0;
  if (mode === 'new') {
    return (
      <FormDialog
        {...common}
        schema={nestNewQuestionSchema}
        defaultValues={{
          answer: { id: answerId },
          question: { question: '', description: '', type: 'ABIERTA', multipleAnswers: false },
        }}
      >
        {modes}
        <QuestionFields prefix="question." />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      {...common}
      schema={nestExistingQuestionSchema}
      defaultValues={{ answer: { id: answerId }, question: { id: '' } }}
    >
      {modes}
      {candidates.length === 0 ? (
        <Typography color="text.secondary">{t('questionnaire.noExisting')}</Typography>
      ) : (
        <SelectInput
          name="question.id"
          label={t('questionnaire.existing')}
          helperText={t('questionnaire.existingHint')}
          options={candidates.map((question) => ({ value: question.id, label: question.question }))}
        />
      )}
    </FormDialog>
  );
}
