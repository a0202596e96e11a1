import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { remindersColumns } from './reminders-columns';
import { REMINDERS_TABLE } from './reminders-api';
import {
  hasFilters,
  reminderTableFilters,
  RemindersFilters,
  TABLE_PREFIX,
  useReminderFilters,
} from './reminders-filters';
import { RunRemindersButton } from './run-reminders-button';
import { WhatsappCostsPanel } from './whatsapp-costs-panel';

/**
 * `/reminders` (docs/rules.md, Reminders and recalls): the appointment reminders and yearly recalls,
 * latest first, by kind, status, channel, days and patient, each with why it was skipped or failed
 * and, by WhatsApp, how far it got and what the patient answered; under them, what the month's
 * WhatsApp messages cost. Branch staff see their branch's (the API keeps them to it); super_admin
 * sees every branch's or one, and may send now what goes out today.
 */
export function RemindersPage() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const [values, setFilter] = useReminderFilters();
  const branchId = isAdmin ? values.branchId : (profile?.branchId ?? null);
  const columns = useMemo(
    () => remindersColumns(t, isAdmin && branchId === null),
    [t, isAdmin, branchId],
  );

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('reminders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reminders.intro')}
      </Typography>
      <RemindersFilters values={values} onChange={setFilter} showBranch={isAdmin} />
      {/* Once the profile says who is looking: a first read without the branch would be wasted. */}
      {profile && (
        <DataTable<Reminder>
          endpoint={REMINDERS_TABLE}
          urlPrefix={TABLE_PREFIX}
          columns={columns}
          defaultSortBy="dueDate"
          filters={reminderTableFilters(values, branchId)}
          searchable={false}
          emptyText={t(hasFilters(values) ? 'reminders.emptyFiltered' : 'reminders.empty')}
          toolbar={isAdmin ? <RunRemindersButton /> : undefined}
        />
      )}
      <WhatsappCostsPanel branchId={branchId} enabled={profile !== null} />
    </Paper>
  );
}
