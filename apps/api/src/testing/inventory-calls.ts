import { and, eq } from 'drizzle-orm';
import type { Movement, MovementDetail } from '@iris/domain/inventory/movement.schemas';
import { stock } from '../db/schema/inventory.schema.js';
import type { TestApp } from './test-app.js';

/** The inventory calls of docs/api.md, as the tests make them. */
export function inventoryCalls(t: TestApp) {
  const createMovement = (token: string, storageId: number, type: number, estorageId?: number) =>
    t.call<{ data: Movement }>('POST', '/api/movements/create', {
      token,
      body: {
        type,
        date: '2031-03-05',
        time: '09:30',
        storage: { id: storageId },
        ...(estorageId === undefined ? {} : { estorage: { id: estorageId } }),
      },
    });
  const addDetail = (
    token: string,
    movementId: number,
    productId: number,
    qty: number,
    price?: number | string | null,
  ) =>
    t.call<{ data: MovementDetail }>('POST', '/api/movement-details/create', {
      token,
      body: {
        movement: { id: movementId },
        product: { id: productId },
        qty,
        ...(price === undefined ? {} : { price }),
      },
    });
  const execute = (token: string, id: number) =>
    t.call<{ data: Movement }>('PUT', '/api/movements/executed', { token, body: { id } });
  const cancel = (token: string, id: number) =>
    t.call<{ data: Movement }>('PUT', `/api/movements/cancel/${id}`, { token });
  /** The stored quantity and price, or undefined when the storage never held the product. */
  const stockOf = async (storageId: number, productId: number) => {
    const [row] = await t.database.db
      .select({ qty: stock.qty, price: stock.price })
      .from(stock)
      .where(and(eq(stock.storageId, storageId), eq(stock.productId, productId)));
    return row;
  };
  return { createMovement, addDetail, execute, cancel, stockOf };
}
