import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { shownDate, shownTime } from '../../lib/format-date';
import { AuditBalanceChip } from './audit-balance-chip';
import { WrappedText, wrappedHeader } from './report-cells';

// An open register has counted nothing yet: an empty cell, not $0.00.
const money = (field: 'openAmount' | 'expectedCash' | 'closeAmount', headerName: string) =>
  moneyColumn<AuditSummary>(field, headerName, {
    renderHeader: wrappedHeader(headerName),
    width: 112,
    sortable: false,
  });

/**
 * The registers' columns: when each was opened and by whom, its opening cash, the cash expected
 * and counted, and how it stood. The API sorts them by date only (`date`: the opening day). The
 * date is the way in for the keyboard (a button naming the day); a click on the row opens the
 * same summary. A phone shows the day and how the register stood (the difference says by how much).
 */
export function auditsReportColumns(
  t: TFunction,
  withBranch: boolean,
  open: (audit: AuditSummary) => void,
): TableColumn<AuditSummary>[] {
  return [
    {
      field: 'date',
      headerName: t('auditsReport.openDate'),
      width: 110,
      phone: true,
      valueGetter: (_value: unknown, row: AuditSummary) => row.openDate,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component="button"
          type="button"
          tabIndex={tabIndex}
          aria-label={t('auditsReport.open', { date: shownDate(row.openDate) })}
          onClick={(event) => {
            // The row's own click would open it a second time.
            event.stopPropagation();
            open(row);
          }}
        >
          {shownDate(row.openDate)}
        </Link>
      ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('auditsReport.branch'),
            flex: 1,
            minWidth: 130,
            sortable: false,
            valueGetter: (value: AuditSummary['branch']) => value.name,
            renderCell: ({ value }) => <WrappedText text={String(value)} />,
          } satisfies TableColumn<AuditSummary>,
        ]
      : []),
    {
      field: 'openTime',
      headerName: t('auditsReport.openTime'),
      width: 70,
      sortable: false,
      valueFormatter: (value: string) => shownTime(value),
    },
    {
      field: 'openedBy',
      headerName: t('auditsReport.openedBy'),
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (value: AuditSummary['openedBy']) => value.name,
      renderCell: ({ value }) => <WrappedText text={String(value)} />,
    },
    money('openAmount', t('auditsReport.openAmount')),
    money('expectedCash', t('auditsReport.expectedCash')),
    money('closeAmount', t('auditsReport.counted')),
    {
      field: 'difference',
      headerName: t('auditsReport.difference'),
      width: 150,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => <AuditBalanceChip audit={row} />,
    },
  ];
}
