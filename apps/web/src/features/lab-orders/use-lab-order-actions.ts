import { LAB_ORDER_STAGES, labOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { ApiError } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { advanceLabOrder, cancelLabOrder, useRefreshLabOrders } from './lab-orders-api';

/** The stage one click takes an order to, none once it is ENTREGADO or CANCELADO. */
export const nextStage = (order: LabOrder) =>
  LAB_ORDER_STAGES.find((stage) => labOrderStatus.canTransition(order.status, stage));

export const canCancel = (order: LabOrder) =>
  labOrderStatus.canTransition(order.status, 'CANCELADO');

/** An ENTREGADO refused for the sale's balance: the server's words, beside the order they stop. */
export interface Unpaid {
  orderId: number;
  message: string;
}

/**
 * A card's two changes, each asked first: one step forward and cancelling. A refusal comes back
 * as the server's message; the unpaid sale's (409 lab_order_unpaid) stays on its card with the way
 * to its payments, the others are notified. After a change every list of orders is refreshed.
 */
export function useLabOrderActions() {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefreshLabOrders();
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  const [unpaid, setUnpaid] = useState<Unpaid | null>(null);

  const run = async (order: LabOrder, change: () => Promise<unknown>, done: string) => {
    setBusy(order.id);
    setUnpaid(null);
    try {
      await change();
      notify.success(done);
    } catch (error) {
      if (error instanceof ApiError && error.codeError === 'lab_order_unpaid') {
        setUnpaid({ orderId: order.id, message: error.message });
      } else {
        notify.error(error);
      }
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const advance = async (order: LabOrder) => {
    const status = nextStage(order);
    if (!status) return;
    const words = {
      serial: order.serial,
      customer: order.customer.name,
      stage: t(`labOrders.stages.${status}`),
    };
    const asked = {
      title: t('labOrders.board.advanceTitle', words),
      text: t('labOrders.board.advanceText', words),
    };
    if (!(await confirm(asked))) return;
    await run(
      order,
      () => advanceLabOrder({ id: order.id, status }),
      t('labOrders.board.advanced', words),
    );
  };

  const cancel = async (order: LabOrder) => {
    const words = { serial: order.serial, customer: order.customer.name };
    const asked = {
      title: t('labOrders.board.cancelTitle', words),
      text: t('labOrders.board.cancelText', words),
    };
    if (!(await confirm(asked))) return;
    await run(order, () => cancelLabOrder(order.id), t('labOrders.board.cancelledOne', words));
  };

  return {
    advance,
    cancel,
    busy,
    unpaid,
    dismissUnpaid: () => setUnpaid(null),
    dialog,
  };
}
