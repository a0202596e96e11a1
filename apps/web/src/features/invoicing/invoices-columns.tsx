import { formatDateTime } from '@iris/domain/common/dates';
import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { moneyShown } from '../../lib/cash-money';
import { shownDate } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { InvoiceStatusChip, TestStampChip } from './invoice-status-chip';
import { folioOf } from './invoices-api';

/** The status over "SIN VALIDEZ FISCAL" for a test stamp, at the row's end or beside its total. */
function StatusCell({ invoice, align }: { invoice: Invoice; align: 'flex-start' | 'flex-end' }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: align }}>
      <InvoiceStatusChip status={invoice.status} />
      {!invoice.production && <TestStampChip />}
    </Stack>
  );
}

/** The receiver's name over their RFC (which a phone's narrow column breaks anywhere). */
function Receiver({ invoice }: { invoice: Invoice }) {
  return (
    <Box>
      <Box>{invoice.name}</Box>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {invoice.rfc}
      </Typography>
    </Box>
  );
}

/** What the CFDI is worth to the clinic: a complement's is the payment it reports. */
const shownTotal = (invoice: Invoice) => invoice.payment?.total ?? invoice.total;

/** The folio, and under it what a CFDI other than an invoice is (complemento, nota de crédito). */
function FolioCell({ t, invoice }: { t: TFunction; invoice: Invoice }) {
  if (invoice.kind === 'I') return folioOf(invoice);
  return (
    <Box>
      <div>{folioOf(invoice)}</div>
      {/* The folio reads whole; its kind wraps between words in the narrow column. */}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ whiteSpace: 'normal', lineHeight: 1.2 }}
      >
        {t(`invoices.kindShort.${invoice.kind}`)}
      </Typography>
    </Box>
  );
}

/** `01/11–07/11`: a global invoice's period, its year in the date column already. */
const dayMonth = (date: string) => shownDate(date).slice(0, 5);

/** What the CFDI covers: a link to its sale, or the global invoice's period and its sales. */
function CoveredCell({
  t,
  invoice,
  tabIndex,
}: {
  t: TFunction;
  invoice: Invoice;
  tabIndex: number;
}) {
  if (invoice.period) {
    const { from, to, sales } = invoice.period;
    return t('invoices.globalPeriod', { from: dayMonth(from), to: dayMonth(to), count: sales });
  }
  if (!invoice.shopping) return '';
  return (
    <Link component={RouterLink} to={salePath(invoice.shopping.id)} tabIndex={tabIndex}>
      {t('invoices.saleLink', { serial: invoice.shopping.serial })}
    </Link>
  );
}

/**
 * The Facturas list's columns: folio (series-folio), date and time of issue, the receiver's name
 * over their RFC, the sale (a link) or the global invoice's period, the total, the payment method
 * and the status (with "SIN VALIDEZ FISCAL" for a test stamp). Folio, date and total are sort
 * keys of the API. A phone shows the folio over the receiver, and the total over the status.
 * `withBranch`: super_admin's list of every branch says whose each CFDI is.
 */
export function invoicesColumns(t: TFunction, withBranch: boolean): TableColumn<Invoice>[] {
  return [
    {
      field: 'folio',
      headerName: t('invoices.columns.folio'),
      width: 104,
      whole: true,
      valueGetter: (_value, row) => folioOf(row),
      renderCell: ({ row }) => <FolioCell t={t} invoice={row} />,
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('invoices.columns.branch'),
            flex: 0.8,
            minWidth: 128,
            sortable: false,
            valueGetter: (value: Invoice['branch']) => value.name,
          } satisfies TableColumn<Invoice>,
        ]
      : []),
    {
      field: 'issuedAt',
      headerName: t('invoices.columns.issuedAt'),
      // 28/11/2026 over 13:50: the columns read whole beside the side menu at 1366 px.
      width: 100,
      whole: true,
      renderCell: ({ row }) => {
        const [date, time] = formatDateTime(row.issuedAt).split(' ');
        return (
          <Box>
            <div>{date}</div>
            <div>{time}</div>
          </Box>
        );
      },
    },
    {
      field: 'name',
      headerName: t('invoices.columns.receiver'),
      flex: 1.4,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <Receiver invoice={row} />,
    },
    {
      field: 'shopping',
      headerName: t('invoices.columns.sale'),
      flex: 1,
      minWidth: 110,
      sortable: false,
      renderCell: ({ row, tabIndex }) => <CoveredCell t={t} invoice={row} tabIndex={tabIndex} />,
    },
    // A payment complement's own Total is 0 (Pagos 2.0): the money is its payment's.
    moneyColumn<Invoice>('total', t('invoices.columns.total'), {
      valueGetter: (_value, row) => shownTotal(row),
    }),
    {
      field: 'paymentMethod',
      headerName: t('invoices.columns.method'),
      width: 72,
      sortable: false,
      // A payment complement has no method of its own.
      renderCell: ({ row }) =>
        row.paymentMethod && (
          <span title={t(`invoices.methods.${row.paymentMethod}`)}>{row.paymentMethod}</span>
        ),
    },
    {
      field: 'status',
      headerName: t('invoices.columns.status'),
      width: 186,
      whole: true,
      sortable: false,
      renderCell: ({ row }) => <StatusCell invoice={row} align="flex-start" />,
    },
    {
      field: 'phoneInvoice',
      headerName: t('invoices.columns.invoice'),
      flex: 1,
      sortable: false,
      phone: 'only',
      renderCell: ({ row }) => (
        <Box>
          <Box sx={{ fontWeight: 500 }}>
            <FolioCell t={t} invoice={row} />
          </Box>
          <Receiver invoice={row} />
        </Box>
      ),
    },
    {
      field: 'phoneTotal',
      headerName: t('invoices.columns.total'),
      width: 128,
      whole: true,
      sortable: false,
      phone: 'only',
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <span>{moneyShown(shownTotal(row))}</span>
          <StatusCell invoice={row} align="flex-end" />
        </Stack>
      ),
    },
  ];
}
