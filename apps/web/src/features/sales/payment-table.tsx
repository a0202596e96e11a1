import type { Payment } from '@iris/domain/sales/payment.schemas';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useConfirm } from '../../components/use-confirm';
import { shownDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { useNotify } from '../../lib/notifications';
import { deletePayment, PAYMENTS_TABLE } from './sale-api';

/** Why a payment cannot be deleted, or null when it can (RULES.md). */
function lockedBecause(payment: Payment, saleCancelled: boolean) {
  if (payment.kind === 'DEVOLUCION') return 'sale.payments.lockedRefund' as const;
  if (payment.audit.status === 'CERRADA') return 'sale.payments.lockedAudit' as const;
  if (saleCancelled) return 'sale.payments.lockedCancelled' as const;
  return null;
}

/**
 * SPEC.md §2 payments tab: delete (after confirming; not a refund, nor a payment of a closed cash
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
  const columns = useMemo<TableColumn<Payment>[]>(
    () => [
      {
        field: 'kind',
        headerName: t('sale.payments.kind'),
        width: 130,
        sortable: false,
        phone: true,
        valueFormatter: (value: Payment['kind']) => t(`sale.payments.kinds.${value}`),
      },
      {
        field: 'date',
        headerName: t('sale.payments.date'),
        width: 150,
        phone: true,
        valueGetter: (_value, row) => `${shownDate(row.date)} ${row.time.slice(0, 5)}`,
      },
      {
        field: 'method',
        headerName: t('sale.payments.method'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => row.method.name,
      },
      {
        field: 'amount',
        headerName: t('sale.payments.amount'),
        type: 'number',
        width: 130,
        sortable: false,
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'vat_rate',
        headerName: t('sale.payments.vatRate'),
        type: 'number',
        width: 100,
        sortable: false,
        valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
      },
      {
        field: 'vat',
        headerName: t('sale.payments.vat'),
        type: 'number',
        width: 120,
        sortable: false,
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'total',
        headerName: t('sale.payments.total'),
        type: 'number',
        width: 140,
        phone: true,
        valueFormatter: (value: number) => formatMoney(value),
      },
    ],
    [t],
  );

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
      />
      {confirmDialog}
    </>
  );
}
