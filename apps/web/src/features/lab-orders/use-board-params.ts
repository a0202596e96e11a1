import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { LAB_ORDER_STATUSES, type LabOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import { useCallback } from 'react';
import { useUrlFilters } from '../../components/url-filters';
import { useChosenBranch } from '../../lib/working-branch';

/** The stages of an order still on its way, in the board's column order. */
export const BOARD_STAGES = [
  'PEDIDO',
  'ENVIADO',
  'RECIBIDO',
  'ENTREGADO',
] as const satisfies readonly LabOrderStatus[];

export type BoardView = 'open' | 'cancelled';

export interface BoardParams {
  /** The branch super_admin chose, the session's (useChosenBranch); null: none yet. */
  branchId: number | null;
  /** The patient's name, as the table searches it. */
  search: string;
  onlyOverdue: boolean;
  /** The four stages, or the cancelled orders alone. */
  view: BoardView;
  /** The one column a phone shows. */
  stage: LabOrderStatus;
}

export type BoardParam = 'branch' | 'search' | 'overdue' | 'view' | 'stage';

/**
 * The board's choices kept in the address (`?overdue=1&stage=ENVIADO`), as the lists' are, so
 * that the back button from a sale or a patient returns to the same board; its branch is the
 * session's, as every page's (a link's `?branch=3` chooses it).
 */
export function useBoardParams() {
  const [params, setFilters] = useUrlFilters();
  const { isAdmin, branchId, choose } = useChosenBranch();
  const view: BoardView = params.get('view') === 'cancelled' ? 'cancelled' : 'open';
  const stage = LAB_ORDER_STATUSES.find((status) => status === params.get('stage'));
  const values: BoardParams = {
    branchId: isAdmin ? branchId : null,
    search: params.get('search') ?? '',
    onlyOverdue: params.get('overdue') === '1',
    view,
    stage: view === 'cancelled' ? 'CANCELADO' : stage && stage !== 'CANCELADO' ? stage : 'PEDIDO',
  };
  const set = useCallback(
    (key: BoardParam, value: string) => {
      if (key === 'branch') {
        choose(value === '' ? null : Number(value));
        return;
      }
      setFilters({ [key]: value });
    },
    [choose, setFilters],
  );
  return [values, set] as const;
}

/**
 * The board where `order` is: its branch, its patient searched and its stage the column a phone
 * shows (or the cancelled orders), from a sale's or a patient's list.
 */
export function boardPathOf(order: LabOrder): string {
  const params = new URLSearchParams({
    branch: String(order.branch.id),
    search: order.customer.name,
    ...(order.status === 'CANCELADO' ? { view: 'cancelled' } : { stage: order.status }),
  });
  return `/lab-orders?${params.toString()}`;
}

/** getTable's filters of one column (docs/api.md lab-orders). */
export function columnFilters(values: BoardParams, branchId: number, status: LabOrderStatus) {
  return {
    branchId,
    status,
    ...(values.search ? { search: values.search } : {}),
    ...(values.onlyOverdue ? { overdue: true } : {}),
  };
}
