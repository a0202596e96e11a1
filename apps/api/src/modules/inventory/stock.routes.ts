import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productsByStorageSchema,
  stockByDetailSchema,
  storageProductSchema,
} from '@iris/domain/inventory/stock.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { stock } from '../../db/schema/inventory.schema.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/crud.routes.js';
import { assertReference } from '../../lib/resource-scope.js';
import { searchCondition } from '../../lib/table-engine.js';
import { storagesResource } from './storages.resource.js';

/** The most products one picker call lists; typing narrows it. */
const MAX_PRODUCTS = 200;

/**
 * API.md stock: getStockByDetail and getProductsByStorage. By hand: they answer one number and a
 * bounded list for a form, not a paged table. The storage must be within the session's reach.
 */
export async function stockRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: { roles: ROLES } };
  const tags = ['stock'];

  app.post(
    '/stock/getStockByDetail',
    {
      config,
      schema: {
        tags,
        body: stockByDetailSchema,
        response: { 200: envelopeSchema(z.object({ stock: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      const { product, storage } = request.body;
      await assertReference(
        contextOf(app, request),
        { field: 'storage', to: storagesResource },
        storage.id,
      );
      const [row] = await app.db
        .select({ qty: stock.qty })
        .from(stock)
        .where(and(eq(stock.storageId, storage.id), eq(stock.productId, product.id)));
      return ok(request, { stock: row?.qty ?? 0 });
    },
  );

  app.post(
    '/stock/getProductsByStorage',
    {
      config,
      schema: {
        tags,
        body: productsByStorageSchema,
        response: {
          200: envelopeSchema(z.object({ data: z.array(storageProductSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { storage, subcategoryId, search } = request.body;
      await assertReference(
        contextOf(app, request),
        { field: 'storage', to: storagesResource },
        storage.id,
      );
      const rows = await app.db
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
            searchCondition([products.name], search),
          ),
        )
        .orderBy(asc(products.name), asc(products.id))
        .limit(MAX_PRODUCTS);
      return ok(request, {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          price: Number(row.price),
          stock: row.qty,
          documentUrl: row.documentKey ? app.files.url(row.documentKey) : null,
          category: { id: row.categoryId, name: row.categoryName },
          subcategory: { id: row.subcategoryId, name: row.subcategoryName },
        })),
      });
    },
  );
}
