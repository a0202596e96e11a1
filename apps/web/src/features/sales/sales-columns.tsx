import type { Sale } from '@iris/domain/sales/sale.schemas';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { shownDate } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { PaymentStatusChip, SaleStatusChip } from '../../components/sales-chips';

const money = (field: 'total' | 'paid' | 'remaining', headerName: string) =>
  moneyColumn<Sale>(field, headerName);

/**
 * The sales list's columns (SPEC.md §2), narrow enough to fit beside the side menu on a laptop,
 * chips included. The folio is the link to the sale (the keyboard's way in; a click anywhere on
 * the row opens it too), which spares the list an actions column. Only serial, date and total
 * are sort keys of the API. A phone shows the folio, the customer and the status. `withBranch`:
 * an administrator's list of every branch says whose each sale is.
 */
export function salesColumns(t: TFunction, withBranch: boolean): TableColumn<Sale>[] {
  return [
    {
      field: 'serial',
      headerName: t('sales.serial'),
      width: 70,
      phone: true,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component={RouterLink}
          to={salePath(row.id)}
          tabIndex={tabIndex}
          aria-label={t('sales.open', { serial: row.serial })}
          // The row's own click would open the same page a second time.
          onClick={(event) => event.stopPropagation()}
        >
          {row.serial}
        </Link>
      ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('sales.branch'),
            flex: 1,
            minWidth: 120,
            sortable: false,
            valueGetter: (value: Sale['branch']) => value.name,
          } satisfies TableColumn<Sale>,
        ]
      : []),
    {
      field: 'customer',
      headerName: t('sales.customer'),
      flex: 1.4,
      minWidth: 130,
      sortable: false,
      phone: true,
      valueGetter: (value: Sale['customer']) => value.name,
    },
    {
      field: 'date',
      headerName: t('sales.date'),
      width: 100,
      valueFormatter: (value: string) => shownDate(value),
    },
    { field: 'time', headerName: t('sales.time'), width: 60, sortable: false },
    {
      field: 'salesman',
      headerName: t('sales.salesman'),
      flex: 1,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: Sale['salesman']) => value.name,
    },
    money('total', t('sales.total')),
    { ...money('paid', t('sales.paid')), sortable: false },
    { ...money('remaining', t('sales.remaining')), sortable: false },
    {
      field: 'status',
      headerName: t('sales.status'),
      width: 114,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => <SaleStatusChip status={row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: t('sales.paymentStatus'),
      width: 114,
      sortable: false,
      renderCell: ({ row }) => <PaymentStatusChip status={row.paymentStatus} />,
    },
  ];
}
