import type { Sale } from '@iris/domain/sales/sale.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { PaymentStatusChip, SaleStatusChip } from '../../components/sales-chips';
import { shownDate, shownTime } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { WrappedText, wrappedHeader } from './report-cells';

const money = (field: 'total' | 'paid' | 'remaining', headerName: string) =>
  moneyColumn<Sale>(field, headerName);

/**
 * The sales report's columns: the sales list's, each sale's folio the way to its page. Serial,
 * date and total are the API's sort keys. `withBranch`: the administrator's report of every
 * branch says whose each sale is, in the place of the sale's time (still in the CSV), so that
 * the table fits beside the menu on a laptop. A phone shows the folio, the customer and the total.
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
            renderCell: ({ value }) => <WrappedText text={String(value)} />,
          } satisfies TableColumn<Sale>,
        ]
      : []),
    {
      field: 'customer',
      headerName: t('salesReport.customer'),
      flex: 1.4,
      minWidth: 110,
      sortable: false,
      phone: true,
      valueGetter: (value: Sale['customer']) => value.name,
      renderCell: ({ value }) => <WrappedText text={String(value)} />,
    },
    {
      field: 'date',
      headerName: t('salesReport.date'),
      width: 96,
      valueFormatter: (value: string) => shownDate(value),
    },
    ...(withBranch
      ? []
      : [
          {
            field: 'time',
            headerName: t('salesReport.time'),
            width: 60,
            sortable: false,
            valueFormatter: (value: string) => shownTime(value),
          } satisfies TableColumn<Sale>,
        ]),
    {
      field: 'salesman',
      headerName: t('salesReport.salesman'),
      flex: 1,
      minWidth: 96,
      sortable: false,
      valueGetter: (value: Sale['salesman']) => value.name,
      renderCell: ({ value }) => <WrappedText text={String(value)} />,
    },
    { ...money('total', t('salesReport.total')), phone: true },
    { ...money('paid', t('salesReport.paid')), sortable: false },
    { ...money('remaining', t('salesReport.remaining')), sortable: false },
    {
      field: 'status',
      headerName: t('salesReport.status'),
      width: 118,
      sortable: false,
      renderCell: ({ row }) => <SaleStatusChip status={row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: t('salesReport.paymentStatus'),
      renderHeader: wrappedHeader(t('salesReport.paymentStatus')),
      width: 112,
      sortable: false,
      renderCell: ({ row }) => <PaymentStatusChip status={row.paymentStatus} />,
    },
  ];
}
