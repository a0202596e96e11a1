import type { SaleLine } from '@iris/domain/sales/sale.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { SALE_LINES_TABLE } from './sale-api';

/** The API lists at most this many sellable products at once (sales.service.ts MAX_SELLABLE). */
export const MAX_SELLABLE = 1000;

/** The largest page a table answers: a sale's lines are read fifty at a time. */
const LINES_PAGE = 50;

export interface SellableFilters {
  search?: string | undefined;
  categoryId?: number | undefined;
}

/** The sale page's reads that are not a resource's record, table or options (resource-queries.ts). */
export const saleQueries = {
  /** What the sale can sell (stock > 0 in the branch's default storage), by name. */
  sellable: (saleId: number, filters: SellableFilters = {}) =>
    queryOptions({
      queryKey: ['shoppings', 'sellable', saleId, filters] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('POST', 'shoppings/getProducts', {
            body: { shopping: { id: saleId }, ...filters },
            signal,
          })
        ).data.data,
      // A product's stock changes only when a sale or a movement is executed elsewhere.
      staleTime: 30_000,
    }),

  /**
   * Every line of the sale, for its summary (a sale holds a few): under the lines table's key,
   * so that a change to a line refreshes it with the table.
   */
  allLines: (saleId: number) =>
    queryOptions({
      queryKey: [...resourceQueries.tablePages(SALE_LINES_TABLE), { all: saleId }] as const,
      queryFn: async ({ signal }) => {
        const lines: SaleLine[] = [];
        for (let page = 1; ; page++) {
          const body = {
            page,
            rowsPerPage: LINES_PAGE,
            sortBy: 'id',
            descending: false,
            filters: { shoppingId: saleId },
          };
          const { tableData } = (await apiRequest('POST', SALE_LINES_TABLE, { body, signal })).data;
          lines.push(...tableData.items);
          if (tableData.items.length < LINES_PAGE || lines.length >= tableData.total_items) {
            return lines;
          }
        }
      },
    }),
};
