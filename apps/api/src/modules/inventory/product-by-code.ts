import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  productByCodeParams,
  productByCodeQuery,
  productByCodeSchema,
  type ProductByCode,
} from '@iris/domain/inventory/stock.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { stock, storages } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { jsonDecimal } from '../../lib/json-decimal.js';
import { contextOf, itemContext } from '../../lib/recipe/crud.routes.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { assertReference } from '../../lib/recipe/resource-scope.js';
import { storagesResource } from './storages.resource.js';

/** The storage asked for (within reach), else the caller's branch's default, else none. */
export async function storageFor(context: ResourceContext, asked: number | undefined) {
  if (asked !== undefined) {
    await assertReference(context, { field: 'storage', to: storagesResource }, asked);
    return eq(storages.id, asked);
  }
  const branchId = context.session.branchId;
  return branchId === null
    ? undefined
    : and(eq(storages.branchId, branchId), eq(storages.isDefault, true));
}

/** docs/api.md optical catalogue: the code compared as the unique index folds it (index-backed). */
export async function productByCode(
  context: ResourceContext,
  code: string,
  storageId: number | undefined,
  item: ItemContext,
): Promise<ProductByCode> {
  const storageCondition = await storageFor(context, storageId);
  const [storage] = storageCondition
    ? await context.db
        .select({ id: storages.id, name: storages.name })
        .from(storages)
        .where(storageCondition)
    : [];
  const [row] = await context.db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      kind: products.kind,
      attributes: products.attributes,
      documentKey: products.documentKey,
      category: { id: categories.id, name: categories.name },
      subcategory: { id: subcategories.id, name: subcategories.name },
      qty: stock.qty,
      price: stock.price,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.storageId, storage?.id ?? 0)))
    .where(sql`lower(trim(${products.code})) = lower(trim(${code}))`);
  if (!row) throw new AppError('not_found');
  const { documentKey, qty, price, ...product } = row;
  return {
    ...product,
    documentUrl: item.fileUrl(documentKey),
    storage: storage ?? null,
    // A storage that never held the product has none of it, at no price yet.
    stock: storage ? (qty ?? 0) : null,
    price: storage ? jsonDecimal(price ?? '0') : null,
  };
}

export async function productByCodeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products/byCode/:code',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['products'],
        params: productByCodeParams,
        querystring: productByCodeQuery,
        response: { 200: envelopeSchema(productByCodeSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        request,
        await productByCode(
          contextOf(app, request),
          request.params.code,
          request.query.storage,
          itemContext(app),
        ),
      ),
  );
}
