import type { PaymentsReportItem } from '@iris/domain/reports/payments-report.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { shownDate, shownTime } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { WrappedText, wrappedHeader } from './report-cells';

type Money = 'sale_amount' | 'amount' | 'vat' | 'total';

const money = (field: Money, headerName: string) =>
  moneyColumn<PaymentsReportItem>(field, headerName, {
    renderHeader: wrappedHeader(headerName),
    width: 100,
    sortable: false,
  });

const day = (field: 'sale_date' | 'date', headerName: string, sortable: boolean) =>
  ({
    field,
    headerName,
    renderHeader: wrappedHeader(headerName),
    width: 100,
    sortable,
    valueFormatter: (value: string) => shownDate(value),
  }) satisfies TableColumn<PaymentsReportItem>;

const time = (field: 'sale_time' | 'time', headerName: string) =>
  ({
    field,
    headerName,
    renderHeader: wrappedHeader(headerName),
    width: 76,
    sortable: false,
    valueFormatter: (value: string) => shownTime(value),
  }) satisfies TableColumn<PaymentsReportItem>;

/**
 * SPEC.md §2's columns of the payments report: the sale's folio (its page's link), date and time,
 * the payment's date and time, method, salesman, the sale's total, and the payment's amount, VAT
 * and total, money as $1,234.56. A refund reads as one beside its method, its money negative.
 * The API sorts by the payment's moment (`date`). A phone shows folio, method and total.
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
    day('sale_date', t('paymentsReport.saleDate'), false),
    time('sale_time', t('paymentsReport.saleTime')),
    day('date', t('paymentsReport.payDate'), true),
    time('time', t('paymentsReport.payTime')),
    {
      field: 'method',
      renderHeader: wrappedHeader(t('paymentsReport.methodColumn')),
      flex: 1,
      minWidth: 100,
      sortable: false,
      phone: true,
      valueGetter: (value: PaymentsReportItem['method'], row: PaymentsReportItem) =>
        row.kind === 'DEVOLUCION' ? t('paymentsReport.refund', { method: value.name }) : value.name,
      renderCell: ({ value }) => <WrappedText text={String(value)} />,
    },
    {
      field: 'salesman',
      headerName: t('paymentsReport.salesman'),
      flex: 1,
      minWidth: 100,
      sortable: false,
      valueGetter: (value: PaymentsReportItem['salesman']) => value.name,
      renderCell: ({ value }) => <WrappedText text={String(value)} />,
    },
    money('sale_amount', t('paymentsReport.saleAmount')),
    money('amount', t('paymentsReport.amount')),
    { ...money('vat', t('paymentsReport.vat')), width: 88 },
    { ...money('total', t('paymentsReport.total')), phone: true },
  ];
}
