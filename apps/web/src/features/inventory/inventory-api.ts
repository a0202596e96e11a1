import type {
  CreateDetailInput,
  CreateMovementInput,
  UpdateDetailInput,
  UpdateMovementInput,
} from '@iris/domain/inventory/movement.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueries, type ChildOptionsRoute } from '../../lib/resource-queries';

export const STOCK_TABLE = 'stock/getTable';
export const MOVEMENTS_TABLE = 'movements/getTable';
export const DETAILS_TABLE = 'movement-details/getTable';

export function useMovement(id: number | null) {
  return useQuery({ ...resourceQueries.record('movements', id), retry: false });
}

/** Options under a parent (`subcategories/getOptionsByCategory/{id}`), none until it is chosen. */
export function useChildOptions(route: ChildOptionsRoute, parentId: number | null | undefined) {
  return useQuery(resourceQueries.childOptions(route, parentId));
}

/** How much of a product a storage holds: what a movement's line may take from it. */
export async function stockOf(productId: number, storageId: number, signal?: AbortSignal) {
  const body = { product: { id: productId }, storage: { id: storageId } };
  return (await apiRequest('POST', 'stock/getStockByDetail', { body, signal })).data.stock;
}

export function createMovement(values: CreateMovementInput) {
  return apiRequest('POST', 'movements/create', { body: values });
}

export function updateMovement(values: UpdateMovementInput) {
  return apiRequest('PUT', 'movements/update', { body: values });
}

export function executeMovement(id: number) {
  return apiRequest('PUT', 'movements/executed', { body: { id } });
}

export function cancelMovement(id: number) {
  return apiRequest('PUT', 'movements/cancel/{id}', { params: { id } });
}

export function createDetail(values: CreateDetailInput) {
  return apiRequest('POST', 'movement-details/create', { body: values });
}

export function updateDetail(values: UpdateDetailInput) {
  return apiRequest('PUT', 'movement-details/update', { body: values });
}

export function deleteDetail(id: number) {
  return apiRequest('DELETE', 'movement-details/delete/{id}', { params: { id } });
}
