import type { RecordData } from '@iris/domain/common/envelope';
import type { Option } from '@iris/domain/common/table';
import type {
  CreateDetailInput,
  CreateMovementInput,
  Movement,
  MovementDetail,
  UpdateDetailInput,
  UpdateMovementInput,
} from '@iris/domain/inventory/movement.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const STOCK_TABLE = 'stock/getTable';
export const MOVEMENTS_TABLE = 'movements/getTable';
export const DETAILS_TABLE = 'movement-details/getTable';

export const movementKey = (id: number | null) => ['movements', 'record', id] as const;

export function useMovement(id: number | null) {
  return useQuery({
    queryKey: movementKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Movement>>(`movements/get/${id}`, { signal })).data.data,
    enabled: id !== null,
    retry: false,
  });
}

/** Options under a parent (`subcategories/getOptionsByCategory/3`), none until it is chosen. */
export function useChildOptions(path: string, parentId: number | null | undefined) {
  return useQuery({
    queryKey: ['options', path, parentId],
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Option[]>>(`${path}/${parentId}`, { method: 'GET', signal }))
        .data.data,
    enabled: typeof parentId === 'number',
  });
}

export async function stockOf(productId: number, storageId: number, signal?: AbortSignal) {
  return (
    await apiRequest<{ stock: number }>('stock/getStockByDetail', {
      body: { product: { id: productId }, storage: { id: storageId } },
      signal,
    })
  ).data.stock;
}

export function createMovement(values: CreateMovementInput) {
  return apiRequest<RecordData<Movement>>('movements/create', { body: values });
}

export function updateMovement(values: UpdateMovementInput) {
  return apiRequest<RecordData<Movement>>('movements/update', { method: 'PUT', body: values });
}

export function executeMovement(id: number) {
  return apiRequest<RecordData<Movement>>('movements/executed', { method: 'PUT', body: { id } });
}

export function cancelMovement(id: number) {
  return apiRequest<RecordData<Movement>>(`movements/cancel/${id}`, { method: 'PUT' });
}

export function createDetail(values: CreateDetailInput) {
  return apiRequest<RecordData<MovementDetail>>('movement-details/create', { body: values });
}

export function updateDetail(values: UpdateDetailInput) {
  return apiRequest<RecordData<MovementDetail>>('movement-details/update', {
    method: 'PUT',
    body: values,
  });
}

export function deleteDetail(id: number) {
  return apiRequest<RecordData<{ id: number }>>(`movement-details/delete/${id}`, {
    method: 'DELETE',
  });
}
