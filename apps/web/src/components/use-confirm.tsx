import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface Question {
  title: string;
  text: string;
}

/**
 * A confirmation asked in the middle of some work (`if (!(await confirm({…}))) return`): the
 * hook answers the function and the dialog to render.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = useCallback(
    (asked: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(asked);
      }),
    [],
  );
  const reply = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      text={question?.text ?? ''}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    />
  );
  return [confirm, dialog] as const;
}
