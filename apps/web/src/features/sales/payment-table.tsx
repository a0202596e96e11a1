import type { Payment } from '@iris/domain/sales/payment.schemas';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { useConfirm } from '../../components/use-confirm';
import { shownDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { useNotify } from '../../lib/notifications';
import { deletePayment, PAYMENTS_TABLE } from './sale-api';

/** Why a payment cannot be deleted, or null when it can (docs/rules.md). */
function lockedBecause(payment: Payment, saleCancelled: boolean) {
  if (payment.kind === 'DEVOLUCION') return 'sale.payments.lockedRefund' as const;
  if (payment.audit.status === 'CERRADA') return 'sale.payments.lockedAudit' as const;
  if (saleCancelled) return 'sale.payments.lockedCancelled' as const;
  return null;
}

const when = (payment: Payment) => `${shownDate(payment.date)} ${payment.time.slice(0, 5)}`;
const money = (field: 'amount' | 'vat' | 'total', headerName: string) =>
  moneyColumn<Payment>(field, headerName, { sortable: false });

/**
 * The payments' columns, each whole at 1366 px (the method has the room the figures leave). A
 * phone shows the method with its date and time (and DEVOLUCIÓN for a refund) in one column,
 * beside the total: a payment reads whole without the table running off the screen.
 */
function paymentColumns(t: TFunction): TableColumn<Payment>[] {
  const kind = (payment: Payment) => t(`sale.payments.kinds.${payment.kind}`);
  return [
    {
      field: 'kind',
      headerName: t('sale.payments.kind'),
      width: 116,
      sortable: false,
      valueGetter: (_value, row) => kind(row),
    },
    {
      field: 'date',
      headerName: t('sale.payments.date'),
      // 27/11/2026 13:55
      width: 132,
      whole: true,
      valueGetter: (_value, row) => when(row),
    },
    {
      field: 'method',
      headerName: t('sale.payments.method'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_value, row) => row.method.name,
    },
    {
      field: 'payment',
      headerName: t('sale.payments.method'),
      flex: 1,
      sortable: false,
      phone: 'only',
      renderCell: ({ row }) => (
        <Stack>
          <span>
            {row.kind === 'DEVOLUCION' ? `${row.method.name} · ${kind(row)}` : row.method.name}
          </span>
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {when(row)}
          </Box>
        </Stack>
      ),
    },
    money('amount', t('sale.payments.amount')),
    {
      field: 'vat_rate',
      headerName: t('sale.payments.vatRate'),
      type: 'number',
      width: 100,
      whole: true,
      sortable: false,
      valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
    },
    money('vat', t('sale.payments.vat')),
    { ...money('total', t('sale.payments.total')), sortable: true, phone: true },
  ];
}

/**
 * docs/spec.md §2 payments tab: delete (after confirming; not a refund, nor a payment of a closed cash
 * register), kind, date, method, amount, VAT rate as a percentage, VAT and total.
 */
export function PaymentTable({
  saleId,
  saleCancelled,
  onChanged,
}: {
  saleId: number;
  saleCancelled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();
  const columns = useMemo(() => paymentColumns(t), [t]);

  const remove = useCallback(
    async (payment: Payment) => {
      const yes = await confirm({
        title: t('sale.payments.deleteTitle'),
        text: t('sale.payments.deleteText', {
          total: formatMoney(payment.total),
          method: payment.method.name,
        }),
      });
      if (!yes) return;
      try {
        notify.success((await deletePayment(payment.id)).message);
      } catch (error) {
        notify.error(error);
      }
      onChanged();
    },
    [confirm, notify, onChanged, t],
  );

  const actions = useCallback(
    (payment: Payment) => {
      const locked = lockedBecause(payment, saleCancelled);
      const label = locked
        ? t(locked)
        : t('sale.payments.deleteLabel', { total: formatMoney(payment.total) });
      return (
        <Tooltip title={label}>
          {/* A disabled button hears no pointer: the span keeps the tooltip's reason reachable. */}
          <span>
            <IconButton
              size="small"
              color="error"
              aria-label={label}
              disabled={locked !== null}
              onClick={() => void remove(payment)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      );
    },
    [remove, saleCancelled, t],
  );

  return (
    <>
      <DataTable<Payment>
        endpoint={PAYMENTS_TABLE}
        urlPrefix="payments"
        columns={columns}
        defaultSortBy="id"
        filters={{ shoppingId: saleId }}
        searchable={false}
        emptyText={t('sale.payments.empty')}
        actions={actions}
        // One button, and its header.
        actionsWidth={88}
      />
      {confirmDialog}
    </>
  );
}
