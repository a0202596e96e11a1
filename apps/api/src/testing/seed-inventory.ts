import { MOVEMENT_TYPE } from '@iris/domain/inventory/movement.schemas';
import type { Database } from '../db/client.js';
import { categories, products, subcategories } from '../db/schema/catalogue.schema.js';
import { movementDetails, movements, stock, storages } from '../db/schema/inventory.schema.js';

type Db = Pick<Database, 'db'>;
let counter = 0;

/** A product of the catalogue, in a category and subcategory of its own unless given. */
export async function seedProduct(
  database: Db,
  values: { name?: string; categoryId?: number; subcategoryId?: number } = {},
) {
  const n = ++counter;
  const categoryId =
    values.categoryId ??
    (
      await database.db
        .insert(categories)
        .values({ name: `CATEGORÍA ${n}` })
        .returning()
    )[0]!.id;
  const subcategoryId =
    values.subcategoryId ??
    (
      await database.db
        .insert(subcategories)
        .values({ name: `SUBCATEGORÍA ${n}`, categoryId })
        .returning()
    )[0]!.id;
  const [row] = await database.db
    .insert(products)
    .values({ name: values.name ?? `PRODUCTO ${n}`, categoryId, subcategoryId })
    .returning({ id: products.id });
  return { id: row!.id, categoryId, subcategoryId };
}

export async function seedStorage(
  database: Db,
  branchId: number,
  name = `BODEGA DE PRUEBA ${++counter}`,
  { isDefault = false }: { isDefault?: boolean } = {},
) {
  const [row] = await database.db
    .insert(storages)
    .values({ name, branchId, isDefault })
    .returning({ id: storages.id });
  return row!.id;
}

/** Stock as if movements had brought it (tests that start from a known quantity). */
export async function seedStock(
  database: Db,
  storageId: number,
  productId: number,
  qty: number,
  price = '0',
) {
  const [row] = await database.db
    .insert(stock)
    .values({ storageId, productId, qty, price })
    .returning({ id: stock.id });
  return row!.id;
}

/** A NUEVO movement of the storage, with the next serial. */
export async function seedMovement(
  database: Db,
  storageId: number,
  values: { type?: number; estorageId?: number; serial?: number } = {},
) {
  const [row] = await database.db
    .insert(movements)
    .values({
      serial: values.serial ?? ++counter,
      type: values.type ?? MOVEMENT_TYPE.entry,
      date: '2031-03-01',
      time: '10:00',
      storageId,
      estorageId: values.estorageId ?? null,
    })
    .returning({ id: movements.id });
  return row!.id;
}

export async function seedDetail(database: Db, movementId: number, productId: number, qty = 1) {
  const [row] = await database.db
    .insert(movementDetails)
    .values({ movementId, productId, qty })
    .returning({ id: movementDetails.id });
  return row!.id;
}
