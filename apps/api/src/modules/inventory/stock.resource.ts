import { eq } from 'drizzle-orm';
import { stockFilters, stockRowSchema } from '@iris/domain/inventory/stock.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { stock, storages } from '../../db/schema/inventory.schema.js';
import { sortable } from '../../db/search.js';
import { defineResource } from '../../lib/recipe/resource.js';
import { storagesResource } from './storages.resource.js';
import { jsonDecimal } from '../../lib/json-decimal.js';

/** A stock row with its product's category and subcategory and its storage. */
export const stockJoins = [
  { table: storages, on: eq(storages.id, stock.storageId) },
  { table: products, on: eq(products.id, stock.productId) },
  { table: categories, on: eq(categories.id, products.categoryId) },
  { table: subcategories, on: eq(subcategories.id, products.subcategoryId) },
];

/**
 * Stock per storage and product (docs/spec.md §2 Stock; docs/api.md stock/getTable): read-only here, it
 * changes when a movement or a sale is executed. Visible where its storage is.
 */
export const stockResource = defineResource({
  name: 'stock',
  table: stock,
  id: stock.id,
  scope: { kind: 'parent', parent: storagesResource, column: stock.storageId, field: 'storage' },
  endpoints: { getTable: true },
  readRoles: ROLES,
  list: {
    table: stock,
    joins: stockJoins,
    fields: {
      id: stock.id,
      qty: stock.qty,
      price: stock.price,
      productId: stock.productId,
      productName: products.name,
      storageId: stock.storageId,
      storageName: storages.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      subcategoryId: products.subcategoryId,
      subcategoryName: subcategories.name,
    },
    sortKeys: {
      id: stock.id,
      // The category's sort name as the stock row keeps it (a trigger's copy, migration 0024), so
      // that an index serves a branch's or a storage's first page.
      category: stock.categorySort,
      subcategory: subcategories.sortName,
      product: products.sortName,
      storage: sortable(storages.name),
      stock: stock.qty,
      price: stock.price,
    },
    defaultSort: 'category',
    search: [products.name],
  },
  filters: {
    shape: stockFilters,
    where: (filters) => [
      filters.storageId === undefined ? undefined : eq(stock.storageId, filters.storageId),
      filters.branchId === undefined ? undefined : eq(stock.branchId, filters.branchId),
      filters.categoryId === undefined ? undefined : eq(products.categoryId, filters.categoryId),
      filters.subcategoryId === undefined
        ? undefined
        : eq(products.subcategoryId, filters.subcategoryId),
      filters.productId === undefined ? undefined : eq(stock.productId, filters.productId),
    ],
  },
  tableParents: [
    { filter: 'storageId', to: storagesResource },
    { filter: 'branchId', to: 'branch' },
  ],
  item: stockRowSchema,
  toItem: (row) => ({
    id: row.id,
    product: { id: row.productId, name: row.productName },
    storage: { id: row.storageId, name: row.storageName },
    category: { id: row.categoryId, name: row.categoryName },
    subcategory: { id: row.subcategoryId, name: row.subcategoryName },
    stock: row.qty,
    price: jsonDecimal(row.price),
  }),
});
