import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { resourceQueries } from '../../lib/resource-queries';
import { LAB_ORDERS_TABLE } from './lab-orders-api';

/** Orders a column loads at a time: a busy branch's column grows by "Ver más", never whole. */
export const COLUMN_PAGE_SIZE = 10;

/**
 * One column of the board: its orders, the soonest promised date first (`urgency`), page after
 * page of the table as "Ver más" asks for them. Other filters start it again at its first page.
 */
export function useLabOrderColumn(filters: Record<string, unknown>) {
  const key = JSON.stringify(filters);
  const [shown, setShown] = useState({ key, pages: 1 });
  const pageCount = shown.key === key ? shown.pages : 1;
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      resourceQueries.table(LAB_ORDERS_TABLE, {
        page: index + 1,
        rowsPerPage: COLUMN_PAGE_SIZE,
        sortBy: 'urgency',
        descending: true,
        filters,
      }),
    ),
  });
  const first = pages[0]?.data;
  const last = pages.at(-1)?.data;
  // A page refetched after a change may repeat an order a later page still holds, for a moment.
  const seen = new Set<number>();
  const orders: LabOrder[] = pages
    .flatMap((page) => page.data?.items ?? [])
    .filter((order) => !seen.has(order.id) && Boolean(seen.add(order.id)));
  const hasMore =
    last !== undefined &&
    last.items.length === last.limit &&
    (last.total_estimated || last.current * last.limit < last.total_items);
  return {
    orders,
    total: first?.total_items,
    estimated: first?.total_estimated === true,
    /** Nothing to show yet (not a page kept from other filters). */
    loading: pages[0]?.isPending === true,
    loadingMore: pages.length > 1 && pages.at(-1)?.isPending === true,
    error: pages.find((page) => page.error)?.error ?? null,
    hasMore,
    more: () => setShown({ key, pages: pageCount + 1 }),
  };
}
