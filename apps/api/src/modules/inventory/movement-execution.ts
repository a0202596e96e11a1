import { asc, eq, sql } from 'drizzle-orm';
import { destinationOf, MOVEMENT_TYPE, originOf } from '@iris/domain/inventory/movement.schemas';
import type { Db } from '../../db/client.js';
import { movementDetails, movements } from '../../db/schema/inventory.schema.js';
import { receive, setCounted, takeOut, transfer, type StockLine } from './stock-ledger.js';

/**
 * A movement's lines, one per product: quantities added up (a product counted in two places of a
 * storage is two lines) and the price of its last line that gives one (as text: exact money).
 */
function linesOf(db: Db, movementId: number): Promise<StockLine[]> {
  return db
    .select({
      productId: movementDetails.productId,
      qty: sql<number>`sum(${movementDetails.qty})::int`,
      price: sql<string | null>`((array_agg(${movementDetails.price} order by ${movementDetails.id}
        desc) filter (where ${movementDetails.price} is not null))[1])::text`,
    })
    .from(movementDetails)
    .where(eq(movementDetails.movementId, movementId))
    .groupBy(movementDetails.productId)
    .orderBy(asc(movementDetails.productId));
}

/**
 * Executes a movement inside the recipe's transaction (the movement is locked and NUEVO) by
 * handing its lines to the stock ledger, which locks, checks and changes the stock (an origin
 * short of any product refuses the whole movement with 666, checked again here, not only when the
 * line was added). Physical inventory sets the counted quantity; an entry adds; an exit
 * subtracts; a transfer moves.
 */
export async function executeMovement(db: Db, id: number) {
  const [movement] = await db
    .select({
      type: movements.type,
      storageId: movements.storageId,
      estorageId: movements.estorageId,
    })
    .from(movements)
    .where(eq(movements.id, id));
  if (!movement) return;
  const [from, to] = [originOf(movement), destinationOf(movement)];
  const lines = await linesOf(db, id);
  if (from !== null && to !== null) return transfer(db, from, to, lines);
  if (from !== null) return takeOut(db, from, lines);
  if (to === null) return;
  return movement.type === MOVEMENT_TYPE.physical
    ? setCounted(db, to, lines)
    : receive(db, to, lines);
}
