import {
  MULTIPLE_CHOICE,
  type AnswerNode,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import AddIcon from '@mui/icons-material/Add';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { useIsSuperAdmin } from '../../lib/session-context';
import { AnswerDialog } from './answer-dialog';
import { ExpandedContext, ExpandedStore } from './expanded-store';
import { NestQuestionDialog } from './nest-question-dialog';
import { QuestionDialog } from './question-dialog';
import { QuestionItem, TreeContext, TreeList, type TreeActions } from './question-tree';
import {
  deleteAnswer,
  deleteNesting,
  questionnaireQueries,
  useQuestionTree,
} from './questionnaire-api';

/** Every question of the tree that has answers to open, to any depth. */
function everyMultipleChoice(roots: readonly QuestionNode[]): number[] {
  return roots.flatMap((question) =>
    question.type === MULTIPLE_CHOICE
      ? [
          question.id,
          ...everyMultipleChoice(question.answers.flatMap((answer) => answer.questions)),
        ]
      : [],
  );
}

const holds = (question: QuestionNode, answerId: number): boolean =>
  question.answers.some(
    (answer) => answer.id === answerId || answer.questions.some((q) => holds(q, answerId)),
  );

type Confirming =
  | { kind: 'deleteAnswer'; answer: AnswerNode }
  | { kind: 'unnest'; question: QuestionNode; answer: AnswerNode };

/**
 * `/questions` (docs/spec.md §2, Questionnaire admin): the tree of questions, everyone reads it;
 * the administrator writes questions and answers and nests questions under answers.
 */
export function QuestionsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tree = useQuestionTree();
  const isAdmin = useIsSuperAdmin();
  const [store] = useState(() => new ExpandedStore());
  // `undefined` closed, `null` a new question.
  const [editing, setEditing] = useState<QuestionNode | null | undefined>(undefined);
  const [answering, setAnswering] = useState<{
    question: QuestionNode;
    answer: AnswerNode | null;
  } | null>(null);
  const [nesting, setNesting] = useState<AnswerNode | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: questionnaireQueries.tree().queryKey });

  const actions = useMemo<TreeActions | null>(
    () =>
      isAdmin
        ? {
            editQuestion: (question) => setEditing(question),
            addAnswer: (question) => setAnswering({ question, answer: null }),
            unnest: (question, answer) => setConfirming({ kind: 'unnest', question, answer }),
            nestUnder: (answer) => setNesting(answer),
            editAnswer: (question, answer) => setAnswering({ question, answer }),
            deleteAnswer: (answer) => setConfirming({ kind: 'deleteAnswer', answer }),
          }
        : null,
    [isAdmin],
  );
  const treeContext = useMemo(() => ({ t, actions }), [t, actions]);

  const roots = tree.data ?? [];
  // A question cannot move under its own answers: the main question holding the answer is left out.
  const candidates = nesting ? roots.filter((question) => !holds(question, nesting.id)) : [];

  const confirm = async (what: Confirming) => {
    setBusy(true);
    try {
      const done =
        what.kind === 'deleteAnswer'
          ? await deleteAnswer(what.answer.id)
          : await deleteNesting(what.question.nestingId ?? 0);
      notify.success(done.message);
      await refresh();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  let body;
  if (tree.isError) body = <Alert severity="warning">{errorText(tree.error)}</Alert>;
  else if (!tree.data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (roots.length === 0) {
    body = <Typography color="text.secondary">{t('questionnaire.empty')}</Typography>;
  } else {
    body = (
      <TreeList aria-label={t('questionnaire.title')}>
        {roots.map((question, index) => (
          <QuestionItem
            key={question.id}
            question={question}
            number={String(index + 1)}
            parent={null}
          />
        ))}
      </TreeList>
    );
  }

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('questionnaire.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('questionnaire.intro')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {isAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('questionnaire.newQuestion')}
          </Button>
        )}
        <Button
          startIcon={<UnfoldMoreIcon />}
          onClick={() => store.set(everyMultipleChoice(roots))}
          disabled={roots.length === 0}
        >
          {t('questionnaire.expandAll')}
        </Button>
        <Button
          startIcon={<UnfoldLessIcon />}
          onClick={() => store.set([])}
          disabled={roots.length === 0}
        >
          {t('questionnaire.collapseAll')}
        </Button>
      </Stack>
      <ExpandedContext value={store}>
        <TreeContext value={treeContext}>{body}</TreeContext>
      </ExpandedContext>
      <QuestionDialog
        open={editing !== undefined}
        question={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => void refresh()}
      />
      <AnswerDialog
        question={answering?.question ?? null}
        answer={answering?.answer ?? null}
        onClose={() => setAnswering(null)}
        onSaved={() => {
          if (answering) store.expand(answering.question.id);
          void refresh();
        }}
      />
      <NestQuestionDialog
        answer={nesting}
        candidates={candidates}
        onClose={() => setNesting(null)}
        onSaved={() => void refresh()}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming?.kind === 'unnest'
            ? 'questionnaire.unnestTitle'
            : 'questionnaire.deleteAnswerTitle',
        )}
        text={
          confirming?.kind === 'unnest'
            ? t('questionnaire.unnestText', {
                question: confirming.question.question,
                answer: confirming.answer.text,
              })
            : t('questionnaire.deleteAnswerText', { answer: confirming?.answer.text ?? '' })
        }
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void confirm(confirming)}
      />
    </Paper>
  );
}
