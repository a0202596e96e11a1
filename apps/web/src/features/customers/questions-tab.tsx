import {
  isAnswered,
  numberedQuestions,
  questionsBelow,
  replacedBy,
  withChoice,
  type NumberedQuestion,
} from '@iris/domain/questionnaire/questionnaire-tree';
import {
  MULTIPLE_CHOICE,
  type AnswerNode,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { AnswerTextDialog } from './answer-text-dialog';
import { saveCustomerAnswers, useCustomerAnswers } from './customers-api';
import { customerQueries } from './customers-queries';

/**
 * The patient's questionnaire (docs/spec.md §2, Questions tab): a numbered tree, indented by level.
 * Choosing an answer saves it and shows the questions nested under it; un-choosing one clears
 * those questions' answers (after confirming, when they had any). A one-answer question is a
 * group of radio buttons: choosing another answer replaces the one chosen (docs/rules.md), clearing
 * what hung under it the same way; a multiple-answer question is a group of checkboxes. An open
 * question is answered in a dialog.
 */
export function QuestionsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const tree = useCustomerAnswers(customerId);
  const [saving, setSaving] = useState(false);
  const [answering, setAnswering] = useState<QuestionNode | null>(null);

  const choose = async (question: QuestionNode, answer: AnswerNode, chosen: boolean) => {
    // Un-chosen now: the answer itself, or those a one-answer question's new choice replaces.
    const dropped = chosen ? replacedBy(question, answer.id) : [answer];
    const cleared = dropped.flatMap(questionsBelow);
    const from = dropped.map((a) => a.text).join(', ');
    if (
      cleared.some(isAnswered) &&
      !(await confirm(
        chosen
          ? {
              title: t('answers.replaceTitle'),
              text: t('answers.replaceText', { from, to: answer.text }),
            }
          : { title: t('answers.clearTitle'), text: t('answers.clearText', { answer: from }) },
      ))
    ) {
      return;
    }
    const selected = question.answers.filter((a) =>
      a.id === answer.id ? chosen : a.isSelected && !dropped.includes(a),
    );
    const { queryKey: key } = customerQueries.answers(customerId);
    const before = queryClient.getQueryData(key) ?? [];
    // Shown at once; the server's answer replaces it, a refusal puts the old one back.
    queryClient.setQueryData(key, withChoice(before, answer.id, chosen));
    setSaving(true);
    try {
      const saved = await saveCustomerAnswers({
        customer: { id: customerId },
        answers: [
          { question: { id: question.id } },
          ...selected.map((a) => ({ question: { id: question.id }, answer: { id: a.id } })),
          ...cleared.map((q) => ({ question: { id: q.id } })),
        ],
      });
      queryClient.setQueryData(key, saved.data.data);
      notify.success(saved.message);
    } catch (error) {
      queryClient.setQueryData(key, before);
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  if (tree.isError) return <Alert severity="warning">{errorText(tree.error)}</Alert>;
  if (!tree.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (tree.data.length === 0) {
    return <Typography color="text.secondary">{t('answers.empty')}</Typography>;
  }
  const rows = numberedQuestions(tree.data, (answer) => answer.isSelected);

  const row = ({ number, depth, question }: NumberedQuestion) => {
    const title = `${number}. ${question.question}`;
    return (
      <Box
        component="li"
        key={question.id}
        sx={{
          py: 1,
          ml: depth * 4,
          pl: depth > 0 ? 2 : 0,
          borderLeft: depth > 0 ? 2 : 0,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {question.description}
        </Typography>
        {question.type === MULTIPLE_CHOICE ? (
          <Choices question={question} saving={saving} onChoose={choose} />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography color={question.textAnswer === null ? 'text.secondary' : 'text.primary'}>
              {question.textAnswer ?? t('answers.unanswered')}
            </Typography>
            <Button
              size="small"
              startIcon={<EditIcon />}
              disabled={saving}
              aria-label={t(question.textAnswer === null ? 'answers.answer' : 'answers.change', {
                question: question.question,
              })}
              onClick={() => setAnswering(question)}
            >
              {t(question.textAnswer === null ? 'answers.answerButton' : 'answers.changeButton')}
            </Button>
          </Box>
        )}
      </Box>
    );
  };

  return (
    <>
      {saving && <LinearProgress aria-label={t('answers.saving')} sx={{ mb: 1 }} />}
      <Box component="ol" aria-label={t('answers.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map(row)}
      </Box>
      <AnswerTextDialog
        customerId={customerId}
        question={answering}
        onClose={() => setAnswering(null)}
      />
      {confirmDialog}
    </>
  );
}

interface ChoicesProps {
  question: QuestionNode;
  saving: boolean;
  onChoose: (question: QuestionNode, answer: AnswerNode, chosen: boolean) => Promise<void>;
}

/**
 * A multiple-choice question's answers: checkboxes when it takes several, otherwise radio buttons
 * (one answer; "Quitar" leaves it unanswered, since a radio cannot be un-ticked).
 */
function Choices({ question, saving, onChoose }: ChoicesProps) {
  const { t } = useTranslation();
  const label = t('answers.choices', { question: question.question });
  if (question.multipleAnswers) {
    return (
      <FormGroup row aria-label={label}>
        {question.answers.map((answer) => (
          <FormControlLabel
            key={answer.id}
            label={answer.text}
            disabled={saving}
            control={
              <Checkbox
                checked={answer.isSelected}
                onChange={(event) => void onChoose(question, answer, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    );
  }
  const chosen = question.answers.find((answer) => answer.isSelected);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <RadioGroup
        row
        aria-label={label}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) => {
          const answer = question.answers.find((a) => String(a.id) === event.target.value);
          if (answer) void onChoose(question, answer, true);
        }}
      >
        {question.answers.map((answer) => (
          <FormControlLabel
            key={answer.id}
            value={String(answer.id)}
            label={answer.text}
            disabled={saving}
            control={<Radio />}
          />
        ))}
      </RadioGroup>
      {chosen && (
        <Button
          size="small"
          disabled={saving}
          aria-label={t('answers.clearChoiceLabel', { question: question.question })}
          onClick={() => void onChoose(question, chosen, false)}
        >
          {t('answers.clearChoice')}
        </Button>
      )}
    </Box>
  );
}
