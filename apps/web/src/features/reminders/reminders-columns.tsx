import { formatDateTime } from '@iris/domain/common/dates';
import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { customerPath } from '../../lib/route-id';
import { ChannelLabel, reasonText, ReminderStatusCell } from './reminder-cells';

/**
 * A cell's text on up to two lines: nine columns fit beside the side menu on a laptop only if a
 * long name, reason or "Revisión anual" may wrap rather than be cut. What does not fit ends in
 * "…" and is whole in the tooltip; a phone's rows grow to the whole text instead.
 */
function twoLines(content: ReactNode, title?: string) {
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <Box
        component="span"
        title={title}
        sx={{
          whiteSpace: 'normal',
          lineHeight: 1.3,
          overflowWrap: 'anywhere',
          overflow: 'hidden',
          display: { xs: 'block', sm: '-webkit-box' },
          WebkitLineClamp: { xs: 'none', sm: 2 },
          WebkitBoxOrient: 'vertical',
        }}
      >
        {content}
      </Box>
    </Box>
  );
}

/**
 * The reminders' columns: the day it goes out, its kind, the patient (a link to the record), the
 * branch when super_admin looks at every branch, the appointment reminded, the channel, the status
 * (a WhatsApp message's delivery, the patient's answer), why it was skipped or failed, the attempts
 * and when it was sent. Only the day is a sort key of the API. A phone shows the day, the patient
 * and the status (with the channel's icon).
 */
export function remindersColumns(t: TFunction, withBranch: boolean): TableColumn<Reminder>[] {
  return [
    {
      field: 'dueDate',
      headerName: t('reminders.columns.dueDate'),
      // Narrow enough that a phone keeps it fixed and gives the rest to the patient and status.
      width: 92,
      phone: true,
      valueFormatter: (value: string) => shownDate(value),
    },
    {
      field: 'kind',
      headerName: t('reminders.columns.kind'),
      width: 92,
      sortable: false,
      renderCell: ({ row }) => twoLines(t(`reminders.kinds.${row.kind}`)),
    },
    {
      field: 'customer',
      headerName: t('reminders.columns.customer'),
      flex: 1.2,
      minWidth: 120,
      sortable: false,
      phone: true,
      valueGetter: (value: Reminder['customer']) => value.name,
      renderCell: ({ row, tabIndex }) =>
        twoLines(
          <Link
            component={RouterLink}
            to={customerPath(row.customer.id)}
            tabIndex={tabIndex}
            aria-label={t('reminders.openCustomer', { name: row.customer.name })}
          >
            {row.customer.name}
          </Link>,
          row.customer.name,
        ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('reminders.columns.branch'),
            flex: 1,
            minWidth: 100,
            sortable: false,
            renderCell: ({ row }) => twoLines(row.branch.name, row.branch.name),
          } satisfies TableColumn<Reminder>,
        ]
      : []),
    {
      field: 'appointment',
      headerName: t('reminders.columns.appointment'),
      width: 96,
      sortable: false,
      // The appointment's day and time are the clinic's wall clock, shown as they were booked.
      renderCell: ({ row: { appointment } }) =>
        twoLines(appointment ? `${shownDate(appointment.date)} ${appointment.time}` : '—'),
    },
    {
      field: 'channel',
      headerName: t('reminders.columns.channel'),
      width: 108,
      sortable: false,
      renderCell: ({ row }) => twoLines(<ChannelLabel channel={row.channel} />),
    },
    {
      field: 'status',
      headerName: t('reminders.columns.status'),
      width: 124,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => <ReminderStatusCell reminder={row} />,
    },
    {
      field: 'reason',
      headerName: t('reminders.columns.reason'),
      flex: 1.2,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => twoLines(reasonText(t, row), reasonText(t, row)),
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
      width: 96,
      sortable: false,
      renderCell: ({ row }) => twoLines(row.sentAt ? formatDateTime(row.sentAt) : ''),
    },
  ];
}
