import {
  MULTIPLE_CHOICE,
  type AnswerNode,
  type QuestionNode,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, memo, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/questionnaire-messages';
import { useExpanded } from './expanded-store';

/** What an administrator can do from a node of the tree; `null` for those who only read. */
export interface TreeActions {
  editQuestion(question: QuestionNode): void;
  addAnswer(question: QuestionNode): void;
  unnest(question: QuestionNode, answer: AnswerNode): void;
  nestUnder(answer: AnswerNode): void;
  editAnswer(question: QuestionNode, answer: AnswerNode): void;
  deleteAnswer(answer: AnswerNode): void;
}

export const TreeActionsContext = createContext<TreeActions | null>(null);

const nestedList = { listStyle: 'none', m: 0, pl: { xs: 2, sm: 4 } } as const;

function Action({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  // A native title, not a Tooltip: 500 nodes with three each would be 1,500 poppers.
  return (
    <IconButton size="small" aria-label={label} title={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}

interface QuestionItemProps {
  question: QuestionNode;
  /** Its place: 1, 1.2, 1.2.1 … */
  number: string;
  /** The answer it is nested under, for a nested question. */
  parent: AnswerNode | null;
}

/**
 * A question of the administration's tree: its number, title, type and description, its
 * actions, and, when open, its answers with the questions nested under each.
 */
export const QuestionItem = memo(function QuestionItem({
  question,
  number,
  parent,
}: QuestionItemProps) {
  const { t } = useTranslation();
  const actions = use(TreeActionsContext);
  const [open, store] = useExpanded(question.id);
  const multiple = question.type === MULTIPLE_CHOICE;
  const name = { question: question.question };
  let offset = 0;
  const starts = question.answers.map((answer) => {
    const start = offset;
    offset += answer.questions.length;
    return start;
  });

  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25, flexWrap: 'wrap' }}>
        {multiple ? (
          <IconButton
            size="small"
            aria-label={t(open ? 'questionnaire.collapse' : 'questionnaire.expand', name)}
            aria-expanded={open}
            onClick={() => store.toggle(question.id)}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {number}. {question.question}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={multiple ? 'primary' : 'default'}
          label={t(`questionnaire.types.${question.type}`)}
        />
        {actions && (
          <span>
            <Action
              label={t('questionnaire.edit', name)}
              onClick={() => actions.editQuestion(question)}
            >
              <EditIcon fontSize="small" />
            </Action>
            {multiple && (
              <Action
                label={t('questionnaire.addAnswer', name)}
                onClick={() => actions.addAnswer(question)}
              >
                <AddIcon fontSize="small" />
              </Action>
            )}
            {parent && (
              <Action
                label={t('questionnaire.unnest', name)}
                onClick={() => actions.unnest(question, parent)}
              >
                <LinkOffIcon fontSize="small" />
              </Action>
            )}
          </span>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ pl: '42px' }}>
        {question.description}
      </Typography>
      {multiple && open && (
        <Box component="ul" sx={nestedList}>
          {question.answers.length === 0 && (
            <li>
              <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
                {t('questionnaire.emptyAnswers')}
              </Typography>
            </li>
          )}
          {question.answers.map((answer, index) => (
            <AnswerItem
              key={answer.id}
              question={question}
              answer={answer}
              number={number}
              start={starts[index] ?? 0}
            />
          ))}
        </Box>
      )}
    </li>
  );
});

interface AnswerItemProps {
  question: QuestionNode;
  answer: AnswerNode;
  /** The question's number; the answer's nested questions continue its count from `start`. */
  number: string;
  start: number;
}

function AnswerItem({ question, answer, number, start }: AnswerItemProps) {
  const { t } = useTranslation();
  const actions = use(TreeActionsContext);
  const name = { answer: answer.text };
  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25, pl: '42px' }}>
        <Typography component="span" color="text.secondary" sx={{ minWidth: 32 }}>
          {answer.sequence}.
        </Typography>
        <Typography component="span">{answer.text}</Typography>
        {actions && (
          <span>
            <Action
              label={t('questionnaire.nestUnder', name)}
              onClick={() => actions.nestUnder(answer)}
            >
              <SubdirectoryArrowRightIcon fontSize="small" />
            </Action>
            <Action
              label={t('questionnaire.editAnswer', name)}
              onClick={() => actions.editAnswer(question, answer)}
            >
              <EditIcon fontSize="small" />
            </Action>
            <Action
              label={t('questionnaire.deleteAnswer', name)}
              onClick={() => actions.deleteAnswer(answer)}
            >
              <DeleteIcon fontSize="small" />
            </Action>
          </span>
        )}
      </Stack>
      {answer.questions.length > 0 && (
        <Box
          component="ul"
          sx={{ ...nestedList, borderLeft: 1, borderColor: 'divider', ml: '58px' }}
        >
          {answer.questions.map((nested, index) => (
            <QuestionItem
              key={nested.id}
              question={nested}
              number={`${number}.${start + index + 1}`}
              parent={answer}
            />
          ))}
        </Box>
      )}
    </li>
  );
}
