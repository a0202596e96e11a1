import { queryOptions } from '@tanstack/react-query';
import { stockOf } from './inventory-api';

/** Inventory reads that are not a resource's record, table or options (resource-queries.ts). */
export const inventoryQueries = {
  /** A product's stock in a storage, while a movement's line is written. */
  stockOf: (storageId: number | null, productId: number) =>
    queryOptions({
      queryKey: ['stock', 'detail', storageId, productId] as const,
      queryFn: ({ signal }) => stockOf(productId, storageId ?? 0, signal),
      enabled: storageId !== null && productId > 0,
    }),
};
