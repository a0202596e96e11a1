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
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { createContext, memo, use, type ReactNode } from 'react';
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

interface Tree {
  t: TFunction;
  actions: TreeActions | null;
}

export const TreeContext = createContext<Tree | null>(null);

function useTree(): Tree {
  const tree = use(TreeContext);
  if (!tree) throw new Error('a node of the tree must be inside TreeContext');
  return tree;
}

/**
 * The tree's look, written once for all its nodes: a node is plain elements with these classes,
 * not styled components of its own, so that opening 500 nodes at once stays quick.
 */
export const TreeList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& ul': { listStyle: 'none', margin: 0, paddingLeft: theme.spacing(4) },
  '& .row': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.25, 0),
  },
  '& .title': { ...theme.typography.body1, fontWeight: 500 },
  '& .text': theme.typography.body1,
  '& .secondary': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  '& .description, & .answer': { paddingLeft: 42 },
  '& .sequence': { ...theme.typography.body1, color: theme.palette.text.secondary, minWidth: 32 },
  '& .spacer': { width: 30 },
  '& .action': {
    display: 'inline-flex',
    padding: 5,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '& svg': { fontSize: 20 },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
    '&:disabled:hover': { backgroundColor: 'transparent' },
  },
  '& .nested': { borderLeft: `1px solid ${theme.palette.divider}`, marginLeft: 58 },
}));

function Action({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  /** Says why in `label`: the action cannot be taken here at all. */
  disabled?: boolean;
  children: ReactNode;
}) {
  // A plain button with a native title, not an IconButton with a Tooltip: 500 nodes with three
  // each would be 1,500 of them.
  return (
    <button
      type="button"
      className="action"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
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
  const { t, actions } = useTree();
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
      <div className="row">
        {multiple ? (
          <button
            type="button"
            className="action"
            aria-label={t(open ? 'questionnaire.collapse' : 'questionnaire.expand', name)}
            aria-expanded={open}
            onClick={() => store.toggle(question.id)}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </button>
        ) : (
          <span className="spacer" />
        )}
        <span className="title">
          {number}. {question.question}
        </span>
        <Chip
          size="small"
          variant="outlined"
          color={multiple ? 'primary' : 'default'}
          label={t(`questionnaire.types.${question.type}`)}
        />
        {question.multipleAnswers && (
          <Chip size="small" color="primary" label={t('questionnaire.multipleAnswers')} />
        )}
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
      </div>
      <p className="secondary description">{question.description}</p>
      {multiple && open && (
        <ul>
          {question.answers.length === 0 && (
            <li className="secondary row">{t('questionnaire.emptyAnswers')}</li>
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
        </ul>
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
  const { t, actions } = useTree();
  const name = { answer: answer.text };
  return (
    <li>
      <div className="row answer">
        <span className="sequence">{answer.sequence}.</span>
        <span className="text">{answer.text}</span>
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
            {/* The server refuses it while questions hang under it: said before anyone asks. */}
            <Action
              label={t(
                answer.questions.length > 0
                  ? 'questionnaire.deleteAnswerBlocked'
                  : 'questionnaire.deleteAnswer',
                name,
              )}
              disabled={answer.questions.length > 0}
              onClick={() => actions.deleteAnswer(answer)}
            >
              <DeleteIcon fontSize="small" />
            </Action>
          </span>
        )}
      </div>
      {answer.questions.length > 0 && (
        <ul className="nested">
          {answer.questions.map((nested, index) => (
            <QuestionItem
              key={nested.id}
              question={nested}
              number={`${number}.${start + index + 1}`}
              parent={answer}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
