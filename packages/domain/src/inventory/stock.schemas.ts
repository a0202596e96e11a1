import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { idField, relation } from '../common/fields.js';
import { idFilter } from '../common/table.js';

/** docs/api.md stock/getTable: the cascading category → subcategory → product, a storage, a branch. */
export const stockFilters = {
  storageId: idFilter(),
  branchId: idFilter(),
  categoryId: idFilter(),
  subcategoryId: idFilter(),
  productId: idFilter(),
};

/** docs/spec.md §3 Stock row. */
export const stockRowSchema = z.object({
  id: z.number(),
  product: refSchema,
  storage: refSchema,
  category: refSchema,
  subcategory: refSchema,
  stock: z.number(),
  price: z.number(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** POST stock/getStockByDetail -> data.stock (0 when the storage never held the product). */
export const stockByDetailSchema = z.object({ product: relation(), storage: relation() });

/** POST stock/getProductsByStorage: the products a storage has in stock, for a picker. */
export const productsByStorageSchema = z.object({
  storage: relation(),
  subcategoryId: idField().optional(),
  search: z.string().trim().max(100).optional(),
});

/** docs/spec.md §3: sellable products carry id, name, price, stock, documentUrl. */
export const storageProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  documentUrl: z.string().nullable(),
  category: refSchema,
  subcategory: refSchema,
});
export type StorageProduct = z.infer<typeof storageProductSchema>;

/**
 * GET products/byCode/{code}?storage=: the product a scanner read, with its stock and price in a
 * storage: the one asked for (within the caller's reach), else the caller's branch's default; a
 * caller without a branch (super_admin) asks for one or gets null stock and price.
 */
export const productByCodeQuery = z.object({ storage: idField().optional() });
export const productByCodeParams = z.object({ code: z.string().trim().min(1).max(40) });

export const productByCodeSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  kind: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  category: refSchema,
  subcategory: refSchema,
  documentUrl: z.string().nullable(),
  storage: refSchema.nullable(),
  stock: z.number().nullable(),
  price: z.number().nullable(),
});
export type ProductByCode = z.infer<typeof productByCodeSchema>;
