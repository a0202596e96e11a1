import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  createDetailSchema,
  detailFilters,
  isExitType,
  movementDetailSchema,
  originOf,
  PRICE_ROLES,
  updateDetailSchema,
} from '@iris/domain/inventory/movement.schemas';
import { hasRoles, ROLES } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { movementDetails, movements, stock } from '../../db/schema/inventory.schema.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import {
  defineResource,
  insertValues,
  updateValues,
  type ResourceContext,
} from '../../lib/recipe/resource.js';
import { movementsResource } from './movements.resource.js';
import { jsonDecimalOrNull } from '../../lib/json-decimal.js';

/** The stock of the storage a movement takes from (an exit's own, a transfer's origin). */
const originStock = alias(stock, 'origin_stock');
const originOfMovement = sql`case ${movements.type} when 3 then ${movements.storageId}
  when 4 then ${movements.estorageId} end`;

interface Line {
  movementId: number;
  productId: number;
  qty: number;
  price: string | null | undefined;
  /** The line being edited: its own quantity is replaced, not added. */
  id?: number;
}

/**
 * docs/rules.md: a price on a line that brings stock in is for doctor and super_admin (403 for
 * anyone else); a line that takes stock out carries none. For an exit or a transfer, the lines
 * of the product may not add up past the origin's stock (666); execution checks again.
 */
async function checkLine({ db, session }: ResourceContext, line: Line): Promise<string | null> {
  const [movement] = await db
    .select({
      type: movements.type,
      storageId: movements.storageId,
      estorageId: movements.estorageId,
    })
    .from(movements)
    .where(eq(movements.id, line.movementId));
  if (!movement) throw new AppError('not_found');
  if (!isExitType(movement.type)) {
    // The price is canonical decimal text (moneyField): zero is '0.00', compared without a float.
    const priced = line.price !== null && line.price !== undefined && line.price !== '0.00';
    if (priced && !hasRoles(session.roles, PRICE_ROLES)) throw forbidden();
    return line.price ?? null;
  }
  const from = originOf(movement);
  if (from !== null) await assertAvailable(db, from, line);
  return null;
}

async function assertAvailable(db: Db, storageId: number, line: Line) {
  const [row] = await db
    .select({
      available: sql<number>`coalesce((select ${stock.qty} from ${stock}
        where ${stock.storageId} = ${storageId} and ${stock.productId} = ${line.productId}), 0)`,
      listed: sql<number>`coalesce(sum(${movementDetails.qty}), 0)::int`,
    })
    .from(movementDetails)
    .where(
      and(
        eq(movementDetails.movementId, line.movementId),
        eq(movementDetails.productId, line.productId),
        line.id === undefined ? undefined : ne(movementDetails.id, line.id),
      ),
    );
  if (line.qty + (row?.listed ?? 0) > (row?.available ?? 0)) {
    throw new AppError(666);
  }
}

/**
 * The lines of a movement (docs/spec.md §2 Movement details; docs/api.md movement-details): added, changed
 * and deleted only while the movement is NUEVO (the recipe locks it and asks its state machine).
 */
export const movementDetailsResource = defineResource({
  name: 'movement-details',
  table: movementDetails,
  id: movementDetails.id,
  scope: {
    kind: 'parent',
    parent: movementsResource,
    column: movementDetails.movementId,
    field: 'movement',
  },
  endpoints: { getTable: true, create: true, update: true, delete: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: movementDetails,
    joins: [
      { table: products, on: eq(products.id, movementDetails.productId) },
      { table: categories, on: eq(categories.id, products.categoryId) },
      { table: subcategories, on: eq(subcategories.id, products.subcategoryId) },
      { table: movements, on: eq(movements.id, movementDetails.movementId) },
      {
        table: originStock,
        on: sql`${eq(originStock.storageId, originOfMovement)}
          and ${eq(originStock.productId, movementDetails.productId)}`,
      },
    ],
    fields: {
      id: movementDetails.id,
      productId: movementDetails.productId,
      productName: products.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      subcategoryId: products.subcategoryId,
      subcategoryName: subcategories.name,
      qty: movementDetails.qty,
      price: movementDetails.price,
      movementId: movementDetails.movementId,
      movementType: movements.type,
      // Left-joined: none when the origin never held the product.
      remaining: sql<number | null>`${originStock.qty}`,
    },
    sortKeys: { id: movementDetails.id, product: products.name, qty: movementDetails.qty },
    defaultSort: 'id',
    search: [products.name],
  },
  filters: {
    shape: detailFilters,
    where: (filters) => [eq(movementDetails.movementId, filters.movementId)],
  },
  tableParents: [{ filter: 'movementId', to: movementsResource }],
  item: movementDetailSchema,
  toItem: (row) => ({
    id: row.id,
    product: { id: row.productId, name: row.productName },
    product_name: row.productName,
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
    qty: row.qty,
    price: jsonDecimalOrNull(row.price),
    movement: { id: row.movementId },
    movementId: row.movementId,
    remaining: isExitType(row.movementType) ? (row.remaining ?? 0) : null,
  }),
  create: {
    schema: createDetailSchema,
    async values(input, context) {
      const line = {
        movementId: input.movement.id,
        productId: input.product.id,
        qty: input.qty,
        price: input.price,
      };
      return insertValues(movementDetails, {
        movementId: input.movement.id,
        productId: input.product.id,
        qty: input.qty,
        price: await checkLine(context, line),
      });
    },
  },
  update: {
    schema: updateDetailSchema,
    async values(input, context) {
      const [current] = await context.db
        .select({ movementId: movementDetails.movementId })
        .from(movementDetails)
        .where(eq(movementDetails.id, input.id));
      const line = {
        id: input.id,
        movementId: current?.movementId ?? 0,
        productId: input.product.id,
        qty: input.qty,
        price: input.price,
      };
      return updateValues(movementDetails, {
        productId: input.product.id,
        qty: input.qty,
        price: await checkLine(context, line),
      });
    },
  },
});
