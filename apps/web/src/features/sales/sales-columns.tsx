import type { Sale } from '@iris/domain/sales/sale.schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { CHIP_COLUMN_WIDTH, SaleStatusChips } from '../../components/sales-chips';
import { shownDate, shownTime } from '../../lib/format-date';
import { moneyShown } from '../../lib/cash-money';
import { salePath } from '../../lib/route-id';

const money = (field: 'total' | 'paid' | 'remaining', headerName: string) =>
  moneyColumn<Sale>(field, headerName);

/**
 * The sales list's columns (docs/spec.md §2), every one whole beside the side menu at 1366 px: the
 * date with its time in one column, both statuses in one (their chips stacked), and names on as
 * many lines as they need (the table's rows grow). The folio is the link to the sale (the
 * keyboard's way in; a click anywhere on the row opens it too), which spares the list an actions
 * column. Only serial, date and total are sort keys of the API. A phone shows the folio, the
 * customer, and the total over the statuses. `withBranch`: an administrator's list of every branch
 * says whose each sale is (not when one branch is chosen: it would say that branch on every row).
 */
export function salesColumns(t: TFunction, withBranch: boolean): TableColumn<Sale>[] {
  return [
    {
      field: 'serial',
      headerName: t('sales.serial'),
      width: 64,
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
      flex: 1,
      minWidth: 120,
      sortable: false,
      phone: true,
      valueGetter: (value: Sale['customer']) => value.name,
    },
    {
      field: 'date',
      headerName: t('sales.date'),
      // 27/11/2026 13:50
      width: 132,
      whole: true,
      valueFormatter: (_value: string, row: Sale) =>
        `${shownDate(row.date)} ${shownTime(row.time)}`,
    },
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
      width: CHIP_COLUMN_WIDTH,
      whole: true,
      sortable: false,
      renderCell: ({ row }) => (
        <SaleStatusChips status={row.status} paymentStatus={row.paymentStatus} />
      ),
    },
    {
      field: 'phoneTotal',
      headerName: t('sales.total'),
      width: CHIP_COLUMN_WIDTH,
      whole: true,
      sortable: false,
      phone: 'only',
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <span>{moneyShown(row.total)}</span>
          <SaleStatusChips status={row.status} paymentStatus={row.paymentStatus} align="flex-end" />
        </Stack>
      ),
    },
  ];
}
