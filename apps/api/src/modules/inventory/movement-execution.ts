import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { destinationOf, MOVEMENT_TYPE, originOf } from '@iris/domain/inventory/movement.schemas';
import type { Db } from '../../db/client.js';
import { movementDetails, movements, stock } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A movement's lines, one per product: quantities added up (a product counted in two places of a
 * storage is two lines) and the price of its last line that gives one.
 */
const linesOf = (movementId: number) => sql`(
  select d.product_id, sum(d.qty)::int as qty,
    (array_agg(d.price order by d.id desc) filter (where d.price is not null))[1] as price
  from ${movementDetails} as d where d.movement_id = ${movementId} group by d.product_id
) as line`;

/** The quantities a movement needs from its origin, product by product. */
async function neededQuantities(db: Db, movementId: number) {
  return db
    .select({
      productId: movementDetails.productId,
      qty: sql<number>`sum(${movementDetails.qty})::int`,
    })
    .from(movementDetails)
    .where(eq(movementDetails.movementId, movementId))
    .groupBy(movementDetails.productId);
}

/** Applies one storage's side of the movement, set-based: one statement for all its lines. */
function applyTo(db: Db, movementId: number, storageId: number, qty: SQL, price: SQL) {
  return db.execute(sql`
    update ${stock} as s set qty = ${qty}, price = ${price}, updated_at = now()
    from ${linesOf(movementId)}
    where s.storage_id = ${storageId} and s.product_id = line.product_id`);
}

/**
 * Executes a movement inside the recipe's transaction (the movement is locked and NUEVO): every
 * stock row it touches is created at zero if new and locked in (storage, product) order, so that
 * concurrent executions queue instead of deadlocking; an origin short of any product refuses the
 * whole movement with 666 (checked again here, not only when the line was added); then each side
 * is updated. Physical inventory sets the counted quantity; an entry adds; an exit subtracts; a
 * transfer moves. A price given on a line becomes the stock's price where the stock arrives.
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
  const storages = [from, to].filter((storage) => storage !== null).sort((a, b) => a - b);
  const products = db
    .select({ id: movementDetails.productId })
    .from(movementDetails)
    .where(eq(movementDetails.movementId, id));

  await db.execute(sql`
    insert into ${stock} (storage_id, product_id)
    select storage.id, line.product_id
    from unnest(${sql.raw(`array[${storages.join(',')}]::int[]`)}) as storage(id)
      cross join (select distinct product_id from ${movementDetails} where movement_id = ${id}) as line
    order by storage.id, line.product_id
    on conflict do nothing`);
  const locked = await db
    .select({ storageId: stock.storageId, productId: stock.productId, qty: stock.qty })
    .from(stock)
    .where(and(inArray(stock.storageId, storages), inArray(stock.productId, products)))
    .orderBy(asc(stock.storageId), asc(stock.productId))
    .for('no key update');

  if (from !== null) {
    const available = new Map(
      locked.filter((row) => row.storageId === from).map((row) => [row.productId, row.qty]),
    );
    const short = (await neededQuantities(db, id)).filter(
      (line) => line.qty > (available.get(line.productId) ?? 0),
    );
    if (short.length > 0) {
      throw new AppError(666, { products: short.map((line) => line.productId) });
    }
    await applyTo(db, id, from, sql`s.qty - line.qty`, sql`s.price`);
  }
  if (to !== null) {
    const qty = movement.type === MOVEMENT_TYPE.physical ? sql`line.qty` : sql`s.qty + line.qty`;
    // A transfer brings the origin's price to a storage that had none for the product.
    const price =
      movement.type === MOVEMENT_TYPE.transfer
        ? sql`case when s.price = 0 then (select o.price from ${stock} as o
            where o.storage_id = ${from} and o.product_id = s.product_id) else s.price end`
        : sql`coalesce(line.price, s.price)`;
    await applyTo(db, id, to, qty, price);
  }
}
