import { and, eq, sql } from 'drizzle-orm';
import {
  createSaleLineSchema,
  SALE_PRICE_ROLES,
  saleLineFilters,
  saleLineSchema,
  updateSaleLineSchema,
} from '@iris/domain/sales/sale.schemas';
import { hasRoles, ROLES } from '@iris/domain/users/roles';
import { products } from '../../db/schema/catalogue.schema.js';
import { stock } from '../../db/schema/inventory.schema.js';
import { saleLines, sales } from '../../db/schema/sales.schema.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import {
  defineResource,
  insertValues,
  updateValues,
  type ResourceContext,
} from '../../lib/recipe/resource.js';
import { defaultStorageOf, recomputeTotals } from './sale-money.js';
import { salesResource } from './sales.resource.js';
import { jsonDecimal } from '../../lib/json-decimal.js';

interface Line {
  saleId: number;
  productId: number;
  qty: number;
  price: string | null | undefined;
  /** The line being edited: its own quantity is replaced, not added. */
  id?: number;
}

/**
 * docs/rules.md: a sale sells what its branch's default storage has, at that stock's price. The lines
 * of a product may not add up past the stock (666; executing checks again); another price than
 * the stock's is for doctor and super_admin (403). Answers the line's price.
 */
async function checkLine({ db, session }: ResourceContext, line: Line): Promise<string> {
  const [sale] = await db
    .select({ branchId: sales.branchId })
    .from(sales)
    .where(eq(sales.id, line.saleId));
  if (!sale) throw new AppError('not_found');
  const storageId = await defaultStorageOf(db, sale.branchId);
  const [row] =
    storageId === null
      ? []
      : await db
          .select({
            available: stock.qty,
            price: stock.price,
            listed: sql<number>`coalesce((select sum(d.qty) from ${saleLines} as d
              where d.shopping_id = ${line.saleId} and d.product_id = ${line.productId}
              ${line.id === undefined ? sql`` : sql`and d.id <> ${line.id}`}), 0)::int`,
          })
          .from(stock)
          .where(and(eq(stock.storageId, storageId), eq(stock.productId, line.productId)));
  if (!row || line.qty + row.listed > row.available) throw new AppError(666);
  const price = line.price ?? row.price;
  // Exact decimal texts compare as they are ('120.00' both ways): no float.
  if (price !== row.price && !hasRoles(session.roles, SALE_PRICE_ROLES)) throw forbidden();
  return price;
}

/**
 * The lines of a sale (docs/spec.md §2 sale page; docs/api.md shopping-details): added, changed and
 * deleted only while the sale is NUEVO (the recipe locks it and asks its state machine); each
 * change recomputes the sale's amount and total in the same transaction.
 */
export const saleLinesResource = defineResource({
  name: 'shopping-details',
  messages: { created: 'saleLineCreated', updated: 'saleLineUpdated', deleted: 'saleLineDeleted' },
  table: saleLines,
  id: saleLines.id,
  scope: {
    kind: 'parent',
    parent: salesResource,
    column: saleLines.saleId,
    field: 'shopping',
  },
  endpoints: {
    getTable: { path: ['getDetails', 'getTable'] },
    create: true,
    update: true,
    delete: true,
  },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: saleLines,
    joins: [{ table: products, on: eq(products.id, saleLines.productId) }],
    fields: {
      id: saleLines.id,
      productId: saleLines.productId,
      productName: products.name,
      qty: saleLines.qty,
      price: saleLines.price,
      amount: sql<string>`(${saleLines.qty} * ${saleLines.price})::text`,
      saleId: saleLines.saleId,
    },
    sortKeys: { id: saleLines.id, product: products.name, qty: saleLines.qty },
    defaultSort: 'id',
    search: [products.name],
  },
  filters: {
    shape: saleLineFilters,
    where: (filters) => [eq(saleLines.saleId, filters.shoppingId)],
  },
  tableParents: [{ filter: 'shoppingId', to: salesResource }],
  item: saleLineSchema,
  toItem: (row) => ({
    id: row.id,
    product: { id: row.productId, name: row.productName },
    product_name: row.productName,
    qty: row.qty,
    price: jsonDecimal(row.price),
    amount: jsonDecimal(row.amount),
    shopping: { id: row.saleId },
    shoppingId: row.saleId,
  }),
  create: {
    schema: createSaleLineSchema,
    async values(input, context) {
      const line = {
        saleId: input.shopping.id,
        productId: input.product.id,
        qty: input.qty,
        price: input.price,
      };
      return insertValues(saleLines, {
        saleId: input.shopping.id,
        productId: input.product.id,
        qty: input.qty,
        price: await checkLine(context, line),
      });
    },
  },
  update: {
    schema: updateSaleLineSchema,
    async values(input, context) {
      const [current] = await context.db
        .select({ saleId: saleLines.saleId })
        .from(saleLines)
        .where(eq(saleLines.id, input.id));
      const line = {
        id: input.id,
        saleId: current?.saleId ?? 0,
        productId: input.product.id,
        qty: input.qty,
        price: input.price,
      };
      return updateValues(saleLines, {
        productId: input.product.id,
        qty: input.qty,
        price: await checkLine(context, line),
      });
    },
  },
  after: {
    insert: ({ db }, { input }) => recomputeTotals(db, input.shopping.id),
    update: ({ db }, { before }) => recomputeTotals(db, before.saleId),
    delete: ({ db }, { before }) => recomputeTotals(db, before.saleId),
  },
});
