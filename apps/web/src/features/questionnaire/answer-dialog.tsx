import {
  createAnswerSchema,
  updateAnswerSchema,
  type AnswerNode,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { NumberInput } from '../../components/number-input';
import { TextInput } from '../../components/text-input';
import { createAnswer, updateAnswer } from './questionnaire-api';

/** 554 and 555 (docs/rules.md, Uniqueness) belong on these inputs. */
const CODE_FIELDS = { 554: 'sequence', 555: 'text' };

export interface AnswerDialogProps {
  /** The multiple-choice question the answer is of; `null` closes the dialog. */
  question: QuestionNode | null;
  /** `null`: a new answer; otherwise the answer to edit. */
  answer: AnswerNode | null;
  onClose: () => void;
  onSaved: () => void;
}

function AnswerFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextInput name="text" label={t('questionnaire.fields.text')} upperCase autoFocus />
      <NumberInput name="sequence" label={t('questionnaire.fields.sequence')} />
    </>
  );
}

/** docs/spec.md §2: the answer create/edit dialog; a new answer takes the next sequence. */
export function AnswerDialog({ question, answer, onClose, onSaved }: AnswerDialogProps) {
  const { t } = useTranslation();
  const open = question !== null;
  const title = question?.question ?? '';
  if (answer === null) {
    const next = Math.max(0, ...(question?.answers ?? []).map((a) => a.sequence)) + 1;
    return (
      <FormDialog
        open={open}
        title={t('questionnaire.newAnswer', { question: title })}
        schema={createAnswerSchema}
        defaultValues={{ text: '', sequence: String(next), question: { id: question?.id ?? 0 } }}
        onSubmit={createAnswer}
        onSaved={onSaved}
        onClose={onClose}
        codeFields={CODE_FIELDS}
      >
        <AnswerFields />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('questionnaire.editAnswerTitle', { question: title })}
      schema={updateAnswerSchema}
      defaultValues={{ id: answer.id, text: answer.text, sequence: String(answer.sequence) }}
      onSubmit={updateAnswer}
      onSaved={onSaved}
      onClose={onClose}
      codeFields={CODE_FIELDS}
    >
      <AnswerFields />
    </FormDialog>
  );
}
