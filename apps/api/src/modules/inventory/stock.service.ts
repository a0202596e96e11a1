import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  productsByStorageSchema,
  stockByDetailSchema,
  StorageProduct,
} from '@iris/domain/inventory/stock.schemas';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { stock } from '../../db/schema/inventory.schema.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { assertReference } from '../../lib/recipe/resource-scope.js';
import { searchCondition } from '../../lib/table/table-search.js';
import { storagesResource } from './storages.resource.js';
import { jsonDecimal } from '../../lib/json-decimal.js';

/** The most products one picker call lists; typing narrows it. */
const MAX_PRODUCTS = 200;

/*
 * docs/api.md stock: getStockByDetail and getProductsByStorage. By hand: they answer one number and a
 * bounded list for a form, not a paged table. The storage must be within the session's reach.
 */

const assertStorage = (context: ResourceContext, id: number) =>
  assertReference(context, { field: 'storage', to: storagesResource }, id);

/** What one storage holds of one product (0 when it never held any). */
export async function stockByDetail(
  context: ResourceContext,
  { product, storage }: z.infer<typeof stockByDetailSchema>,
): Promise<number> {
  await assertStorage(context, storage.id);
  const [row] = await context.db
    .select({ qty: stock.qty })
    .from(stock)
    .where(and(eq(stock.storageId, storage.id), eq(stock.productId, product.id)));
  return row?.qty ?? 0;
}

/** The products in stock in one storage, by name, for a picker. */
export async function productsByStorage(
  context: ResourceContext,
  {
    storage,
    subcategoryId,
    categoryId,
    search,
    max = MAX_PRODUCTS,
  }: z.infer<typeof productsByStorageSchema> & { categoryId?: number | undefined; max?: number },
  item: ItemContext,
): Promise<StorageProduct[]> {
  await assertStorage(context, storage.id);
  const rows = await context.db
    .select({
      id: products.id,
      name: products.name,
      documentKey: products.documentKey,
      qty: stock.qty,
      price: stock.price,
      categoryId: categories.id,
      categoryName: categories.name,
      subcategoryId: subcategories.id,
      subcategoryName: subcategories.name,
    })
    .from(stock)
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(
      and(
        eq(stock.storageId, storage.id),
        gt(stock.qty, 0),
        subcategoryId === undefined ? undefined : eq(products.subcategoryId, subcategoryId),
        categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
        searchCondition([products.name], search),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(max);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: jsonDecimal(row.price),
    stock: row.qty,
    documentUrl: item.fileUrl(row.documentKey),
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
  }));
}
