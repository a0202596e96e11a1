import type { Sale } from '@iris/domain/sales/sale.schemas';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { moneyShown } from './audit-summary-table';
import { PaymentStatusChip, SaleStatusChip } from './sales-chips';

const money = (field: 'total' | 'paid' | 'remaining', headerName: string): TableColumn<Sale> => ({
  field,
  headerName,
  width: 120,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => moneyShown(value),
});

/**
 * The sales list's columns (SPEC.md §2). Only serial, date and total are sort keys of the API;
 * a phone shows the folio, the customer and the status beside the open button. `withBranch`:
 * an administrator's list of every branch says whose each sale is.
 */
export function salesColumns(t: TFunction, withBranch: boolean): TableColumn<Sale>[] {
  return [
    { field: 'serial', headerName: t('sales.serial'), width: 90, phone: true },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('sales.branch'),
            flex: 1,
            minWidth: 150,
            sortable: false,
            valueGetter: (value: Sale['branch']) => value.name,
          } satisfies TableColumn<Sale>,
        ]
      : []),
    {
      field: 'customer',
      headerName: t('sales.customer'),
      flex: 1.4,
      minWidth: 180,
      sortable: false,
      phone: true,
      valueGetter: (value: Sale['customer']) => value.name,
    },
    {
      field: 'date',
      headerName: t('sales.date'),
      width: 115,
      valueFormatter: (value: string) => shownDate(value),
    },
    { field: 'time', headerName: t('sales.time'), width: 80, sortable: false },
    {
      field: 'salesman',
      headerName: t('sales.salesman'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (value: Sale['salesman']) => value.name,
    },
    money('total', t('sales.total')),
    { ...money('paid', t('sales.paid')), sortable: false },
    { ...money('remaining', t('sales.remaining')), sortable: false },
    {
      field: 'status',
      headerName: t('sales.status'),
      width: 125,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => <SaleStatusChip status={row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: t('sales.paymentStatus'),
      width: 125,
      sortable: false,
      renderCell: ({ row }) => <PaymentStatusChip status={row.paymentStatus} />,
    },
  ];
}
