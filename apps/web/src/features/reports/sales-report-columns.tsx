import type { Sale } from '@iris/domain/sales/sale.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { CHIP_COLUMN_WIDTH, SaleStatusChips } from '../../components/sales-chips';
import { shownDate, shownTime } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';

const money = (field: 'total' | 'paid' | 'remaining', headerName: string) =>
  moneyColumn<Sale>(field, headerName);

/**
 * The sales report's columns: the sales list's, each sale's folio the way to its page, every one
 * whole at 1366 px beside the menu: the date with its time in one column, both statuses in one
 * (their chips stacked), names on the lines they need (the table's rows grow). Serial, date and
 * total are the API's sort keys. `withBranch`: the administrator's report of every branch says
 * whose each sale is. A phone shows the folio, the customer and the total.
 */
export function salesReportColumns(t: TFunction, withBranch: boolean): TableColumn<Sale>[] {
  return [
    {
      field: 'serial',
      headerName: t('salesReport.serial'),
      width: 64,
      phone: true,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component={RouterLink}
          to={salePath(row.id)}
          tabIndex={tabIndex}
          aria-label={t('salesReport.open', { serial: row.serial })}
        >
          {row.serial}
        </Link>
      ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('salesReport.branch'),
            flex: 1,
            minWidth: 120,
            sortable: false,
            valueGetter: (value: Sale['branch']) => value.name,
          } satisfies TableColumn<Sale>,
        ]
      : []),
    {
      field: 'customer',
      headerName: t('salesReport.customer'),
      flex: 1,
      minWidth: 120,
      sortable: false,
      phone: true,
      valueGetter: (value: Sale['customer']) => value.name,
    },
    {
      field: 'date',
      headerName: t('salesReport.date'),
      // 27/11/2026 13:50
      width: 132,
      whole: true,
      valueFormatter: (_value: string, row: Sale) =>
        `${shownDate(row.date)} ${shownTime(row.time)}`,
    },
    {
      field: 'salesman',
      headerName: t('salesReport.salesman'),
      flex: 1,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: Sale['salesman']) => value.name,
    },
    { ...money('total', t('salesReport.total')), phone: true },
    { ...money('paid', t('salesReport.paid')), sortable: false },
    { ...money('remaining', t('salesReport.remaining')), sortable: false },
    {
      field: 'status',
      headerName: t('salesReport.status'),
      width: CHIP_COLUMN_WIDTH,
      whole: true,
      sortable: false,
      renderCell: ({ row }) => (
        <SaleStatusChips status={row.status} paymentStatus={row.paymentStatus} />
      ),
    },
  ];
}
