import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stock } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * The one place where `stock` rows change (docs/rules.md, Stock and movements): movements and sales
 * both come through here, so the locking order and the never-below-zero check cannot drift apart
 * between two copies. Every function runs inside the caller's transaction, which keeps the row
 * locks until it ends, and is set-based: one statement per storage side, whatever the number of
 * lines (a physical count has thousands).
 */

/** A product's quantity for one storage side, already summed per product; price as exact text. */
export interface StockLine {
  productId: number;
  qty: number;
  price?: string | null;
}

export interface LockedStock {
  storageId: number;
  productId: number;
  qty: number;
}

/** Ids as one array parameter: a list of thousands of ids would be thousands of parameters. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map(Number).join(',')}}`}::int[]`;

/**
 * The lines as a relation `line(product_id, qty, price)`: one JSON parameter, so the update is a
 * single statement; the price travels as text so that no binary float ever touches money.
 */
const linesRelation = (lines: readonly StockLine[]) => {
  const rows = lines.map((line) => ({
    product_id: line.productId,
    qty: line.qty,
    price: line.price ?? null,
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
    as line(product_id int, qty int, price numeric)`;
};

/**
 * Locks the stock rows of every (storage, product) pair, creating the missing ones at zero, and
 * answers them. Both the creation and the lock go in (storage, product) order, so that concurrent
 * writers touching the same rows queue behind each other instead of deadlocking, whatever order
 * their lines came in. FOR NO KEY UPDATE: it blocks other writers of the quantities but not the
 * inserts of rows that reference stock by key.
 */
export async function lockStock(
  db: Db,
  storageIds: readonly number[],
  productIds: readonly number[],
): Promise<LockedStock[]> {
  if (storageIds.length === 0 || productIds.length === 0) return [];
  await db.execute(sql`
    insert into ${stock} (storage_id, product_id)
    select storage.id, product.id
    from unnest(${idArray(storageIds)}) as storage(id)
      cross join unnest(${idArray(productIds)}) as product(id)
    order by storage.id, product.id
    on conflict do nothing`);
  return db
    .select({ storageId: stock.storageId, productId: stock.productId, qty: stock.qty })
    .from(stock)
    .where(
      sql`${stock.storageId} = any(${idArray(storageIds)})
        and ${stock.productId} = any(${idArray(productIds)})`,
    )
    .orderBy(stock.storageId, stock.productId)
    .for('no key update');
}

const productsOf = (lines: readonly StockLine[]) => lines.map((line) => line.productId);

/** 666 naming every product the storage holds less of than its line asks, before any change. */
function refuseShort(locked: readonly LockedStock[], storageId: number, lines: StockLine[]) {
  const available = new Map(
    locked.filter((row) => row.storageId === storageId).map((row) => [row.productId, row.qty]),
  );
  const short = lines.filter((line) => line.qty > (available.get(line.productId) ?? 0));
  if (short.length > 0) {
    throw new AppError(666, { products: short.map((line) => line.productId) });
  }
}

/** One storage side, in one statement: `s` is the stock row, `line` the line of its product. */
function apply(db: Db, storageId: number, lines: StockLine[], qty: SQL, price: SQL) {
  return db.execute(sql`
    update ${stock} as s set qty = ${qty}, price = ${price}, updated_at = now()
    from ${linesRelation(lines)}
    where s.storage_id = ${storageId} and s.product_id = line.product_id`);
}

/** An exit, an executed sale: refuses the whole set with 666 when any product is short. */
export async function takeOut(db: Db, storageId: number, lines: StockLine[]) {
  if (lines.length === 0) return;
  refuseShort(await lockStock(db, [storageId], productsOf(lines)), storageId, lines);
  await apply(db, storageId, lines, sql`s.qty - line.qty`, sql`s.price`);
}

/** An entry: adds the quantities; a price given on a line becomes the stock's price. */
export async function receive(db: Db, storageId: number, lines: StockLine[]) {
  if (lines.length === 0) return;
  await lockStock(db, [storageId], productsOf(lines));
  await apply(db, storageId, lines, sql`s.qty + line.qty`, sql`coalesce(line.price, s.price)`);
}

/** A cancelled sale's quantities coming back: added, the stock's price left as it is. */
export function putBack(db: Db, storageId: number, lines: StockLine[]) {
  return receive(
    db,
    storageId,
    lines.map(({ productId, qty }) => ({ productId, qty })),
  );
}

/** A physical inventory: the counted quantity replaces the stock's; a price given is taken. */
export async function setCounted(db: Db, storageId: number, lines: StockLine[]) {
  if (lines.length === 0) return;
  await lockStock(db, [storageId], productsOf(lines));
  await apply(db, storageId, lines, sql`line.qty`, sql`coalesce(line.price, s.price)`);
}

/**
 * Moves the quantities from one storage to another. Both sides are locked in one call, so the
 * (storage, product) order holds across them (two transfers in opposite directions would
 * otherwise each hold one side and wait for the other). The destination keeps its own price, or
 * takes the origin's when it had none for the product.
 */
export async function transfer(db: Db, fromId: number, toId: number, lines: StockLine[]) {
  if (lines.length === 0) return;
  refuseShort(await lockStock(db, [fromId, toId], productsOf(lines)), fromId, lines);
  await apply(db, fromId, lines, sql`s.qty - line.qty`, sql`s.price`);
  await apply(
    db,
    toId,
    lines,
    sql`s.qty + line.qty`,
    sql`case when s.price = 0 then (select o.price from ${stock} as o
      where o.storage_id = ${fromId} and o.product_id = s.product_id) else s.price end`,
  );
}
