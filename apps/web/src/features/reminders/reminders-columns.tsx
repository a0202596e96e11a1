import { formatDateTime } from '@iris/domain/common/dates';
import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { customerPath } from '../../lib/route-id';
import { ReminderStatusChip } from './reminder-status-chip';

/** Why a reminder was skipped or failed, in words; the SMTP server's reply code when it gave one. */
export function reasonText(t: TFunction, reminder: Pick<Reminder, 'reason' | 'detail'>): string {
  if (!reminder.reason) return '';
  if (reminder.reason === 'SMTP_REJECTED' && reminder.detail) {
    return t('reminders.rejectedWithCode', { code: reminder.detail });
  }
  return t(`reminders.reasons.${reminder.reason}`);
}

/**
 * The reminders' columns: the day it goes out, its kind, the patient (a link to the record), the
 * branch when super_admin looks at every branch, the appointment reminded, the status, why it was
 * skipped or failed, the attempts and when it was sent. Only the day is a sort key of the API. A
 * phone shows the day, the patient and the status.
 */
export function remindersColumns(t: TFunction, withBranch: boolean): TableColumn<Reminder>[] {
  return [
    {
      field: 'dueDate',
      headerName: t('reminders.columns.dueDate'),
      width: 100,
      phone: true,
      valueFormatter: (value: string) => shownDate(value),
    },
    {
      field: 'kind',
      headerName: t('reminders.columns.kind'),
      width: 120,
      sortable: false,
      valueFormatter: (value: Reminder['kind']) => t(`reminders.kinds.${value}`),
    },
    {
      field: 'customer',
      headerName: t('reminders.columns.patient'),
      flex: 1.2,
      minWidth: 170,
      sortable: false,
      phone: true,
      valueGetter: (value: Reminder['customer']) => value.name,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component={RouterLink}
          to={customerPath(row.customer.id)}
          tabIndex={tabIndex}
          aria-label={t('reminders.openPatient', { name: row.customer.name })}
        >
          {row.customer.name}
        </Link>
      ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('reminders.columns.branch'),
            flex: 1,
            minWidth: 130,
            sortable: false,
            valueGetter: (value: Reminder['branch']) => value.name,
          } satisfies TableColumn<Reminder>,
        ]
      : []),
    {
      field: 'appointment',
      headerName: t('reminders.columns.appointment'),
      width: 140,
      sortable: false,
      // The appointment's day and time are the clinic's wall clock, shown as they were booked.
      valueGetter: (value: Reminder['appointment']) =>
        value ? `${shownDate(value.date)} ${value.time}` : '—',
    },
    {
      field: 'status',
      headerName: t('reminders.columns.status'),
      width: 130,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => <ReminderStatusChip status={row.status} />,
    },
    {
      field: 'reason',
      headerName: t('reminders.columns.reason'),
      flex: 1.4,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value: Reminder['reason'], row: Reminder) => reasonText(t, row),
    },
    {
      field: 'attempts',
      headerName: t('reminders.columns.attempts'),
      width: 80,
      type: 'number',
      sortable: false,
    },
    {
      field: 'sentAt',
      headerName: t('reminders.columns.sentAt'),
      width: 140,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : ''),
    },
  ];
}
