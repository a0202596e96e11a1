import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MOVEMENT_TYPE, type MovementType } from '@iris/domain/inventory/movement.schemas';
import type { Db } from '../db/client.js';
import { categories, products } from '../db/schema/catalogue.schema.js';
import { movementDetails, movements, storages } from '../db/schema/inventory.schema.js';
import { insertedRow } from '../lib/recipe/inserted-row.js';
import { executeMovement } from '../modules/inventory/movement-execution.js';

/** A plausible price range per category, in pesos. */
const PRICES: Record<string, [number, number]> = {
  ARMAZONES: [1890, 3490],
  MICAS: [450, 2400],
  'LENTES DE CONTACTO': [520, 980],
  SOLUCIONES: [149, 289],
};

const priceOf = (category: string, productId: number) => {
  const [low, high] = PRICES[category] ?? [100, 500];
  return (low + Math.round(((productId * 137) % (high - low)) / 10) * 10).toFixed(2);
};

interface Line {
  productId: number;
  qty: number;
  price?: string;
}

/** A movement with its lines, executed as the API executes it (the stock changes with it). */
async function executed(
  db: Db,
  storageId: number,
  type: MovementType,
  lines: Line[],
  { estorageId, execute = true }: { estorageId?: number; execute?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ serial: sql<number>`coalesce(max(${movements.serial}), 0)::int + 1` })
      .from(movements)
      .where(eq(movements.storageId, storageId));
    const movement = insertedRow(
      await tx
        .insert(movements)
        .values({
          serial: next?.serial ?? 1,
          type,
          date: new Date().toLocaleDateString('en-CA'),
          time: '09:00',
          storageId,
          estorageId: estorageId ?? null,
        })
        .returning({ id: movements.id }),
    );
    await tx
      .insert(movementDetails)
      .values(lines.map((line) => ({ movementId: movement.id, price: null, ...line })));
    if (!execute) return;
    await executeMovement(tx, movement.id);
    await tx.update(movements).set({ status: 'EJECUTADO' }).where(eq(movements.id, movement.id));
  });
}

/**
 * Stock in every demo storage, brought by executed entries (priced), then one transfer from each
 * branch's default storage to its second, one physical count that corrects two products, and an
 * entry left NUEVO to be finished. Skipped when the branches already have movements.
 */
export async function seedDemoInventory(db: Db, branchIds: number[]) {
  const rooms = await db
    .select({ id: storages.id, branchId: storages.branchId })
    .from(storages)
    .where(inArray(storages.branchId, branchIds))
    .orderBy(asc(storages.branchId), asc(storages.id));
  const [already] = await db
    .select({ id: movements.id })
    .from(movements)
    .where(
      inArray(
        movements.storageId,
        rooms.map((room) => room.id),
      ),
    )
    .limit(1);
  if (already || rooms.length === 0) return;
  const catalogue = await db
    .select({ id: products.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.id));
  for (const branchId of branchIds) {
    const [main, second] = rooms.filter((room) => room.branchId === branchId);
    if (!main) continue;
    await executed(
      db,
      main.id,
      MOVEMENT_TYPE.entry,
      catalogue.map((product) => ({
        productId: product.id,
        qty: 6 + ((product.id * 7) % 30),
        price: priceOf(product.category, product.id),
      })),
    );
    if (!second) continue;
    const some = catalogue.filter((_, index) => index % 3 === 0);
    await executed(
      db,
      second.id,
      MOVEMENT_TYPE.entry,
      some.map((product) => ({ productId: product.id, qty: 2 + (product.id % 5) })),
    );
    await executed(
      db,
      second.id,
      MOVEMENT_TYPE.transfer,
      catalogue.slice(0, 3).map((product) => ({ productId: product.id, qty: 2 })),
      { estorageId: main.id },
    );
    await executed(
      db,
      main.id,
      MOVEMENT_TYPE.physical,
      catalogue.slice(3, 5).map((product) => ({ productId: product.id, qty: 4 })),
    );
    await executed(
      db,
      main.id,
      MOVEMENT_TYPE.entry,
      catalogue.slice(5, 8).map((product) => ({ productId: product.id, qty: 10 })),
      { execute: false },
    );
  }
}
