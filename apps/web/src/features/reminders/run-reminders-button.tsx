import type { ReminderRun } from '@iris/domain/reminders/reminder.schemas';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNotify } from '../../lib/notifications';
import { runReminders, useRefreshReminders } from './reminders-api';

/** What a run planned, in words: each kind only when there is some, nothing planned said so. */
export function runOutcome(t: TFunction, { appointments, recalls }: ReminderRun): string {
  if (appointments > 0 && recalls > 0) {
    return t('reminders.run.both', {
      appointments: t('reminders.run.bothAppointments', { count: appointments }),
      recalls: t('reminders.run.bothRecalls', { count: recalls }),
    });
  }
  if (appointments > 0) return t('reminders.run.appointments', { count: appointments });
  if (recalls > 0) return t('reminders.run.recalls', { count: recalls });
  return t('reminders.run.none');
}

/**
 * super_admin's "Enviar pendientes ahora": after asking, plans now what goes out today (tomorrow's
 * appointments, the recalls due) rather than at the configured hour, says how many, and reads the
 * table again. The dialog stays, its buttons busy, until the server answers.
 */
export function RunRemindersButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefreshReminders();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      notify.success(runOutcome(t, await runReminders()));
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
      setAsking(false);
      refresh();
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setAsking(true)}>
        {t('reminders.run.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('reminders.run.title')}
        text={t('reminders.run.text')}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
