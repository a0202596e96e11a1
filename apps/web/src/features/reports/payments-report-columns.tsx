import type { PaymentsReportItem } from '@iris/domain/reports/payments-report.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { shownDate, shownTime } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { wrappedHeader } from './report-cells';

type Money = 'sale_amount' | 'amount' | 'vat' | 'total';

const money = (field: Money, headerName: string) =>
  moneyColumn<PaymentsReportItem>(field, headerName, {
    renderHeader: wrappedHeader(headerName),
    sortable: false,
  });

/**
 * docs/spec.md §2's columns of the payments report: the sale's folio (its page's link), date and time
 * (in one column), the payment's time, method, salesman, the sale's total, and the payment's amount, VAT and total,
 * money as $1,234.56. The payment's date is the day the report is of (its filter), the same on
 * every row: left to the filter, its column's room goes to the method, so that a refund's marker
 * reads whole at 1366 px, beside its method, its money negative. Names and methods take the lines
 * they need (the table's rows grow). The API sorts by the payment's moment (`date`): the payment's
 * time is that column. A phone shows folio, method and total.
 */
export function paymentsReportColumns(t: TFunction): TableColumn<PaymentsReportItem>[] {
  return [
    {
      field: 'serial',
      headerName: t('paymentsReport.serial'),
      width: 64,
      sortable: false,
      phone: true,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component={RouterLink}
          to={salePath(row.shopping.id)}
          tabIndex={tabIndex}
          aria-label={t('paymentsReport.openSale', { serial: row.serial })}
        >
          {row.serial}
        </Link>
      ),
    },
    {
      field: 'sale_date',
      headerName: t('paymentsReport.saleDate'),
      renderHeader: wrappedHeader(t('paymentsReport.saleDate')),
      // 23/11/2026 16:27: the sale's day and time.
      width: 132,
      whole: true,
      sortable: false,
      valueGetter: (_value: string, row: PaymentsReportItem) =>
        `${shownDate(row.sale_date)} ${shownTime(row.sale_time)}`,
    },
    {
      // The payment's moment, the API's sort key: its day is the report's.
      field: 'date',
      headerName: t('paymentsReport.payTime'),
      renderHeader: wrappedHeader(t('paymentsReport.payTime')),
      // "Hora de" beside the sort arrow.
      width: 100,
      whole: true,
      valueGetter: (_value: string, row: PaymentsReportItem) => shownTime(row.time),
    },
    {
      field: 'method',
      headerName: t('paymentsReport.methodColumn'),
      renderHeader: wrappedHeader(t('paymentsReport.methodColumn')),
      flex: 1,
      minWidth: 120,
      sortable: false,
      phone: true,
      valueGetter: (value: PaymentsReportItem['method'], row: PaymentsReportItem) =>
        row.kind === 'DEVOLUCION' ? t('paymentsReport.refund', { method: value.name }) : value.name,
    },
    {
      field: 'salesman',
      headerName: t('paymentsReport.salesman'),
      flex: 1,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: PaymentsReportItem['salesman']) => value.name,
    },
    money('sale_amount', t('paymentsReport.saleAmount')),
    money('amount', t('paymentsReport.amount')),
    money('vat', t('paymentsReport.vat')),
    { ...money('total', t('paymentsReport.total')), phone: true },
  ];
}
