import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { defineResource, relationId } from '../../lib/resource.js';
import { named, ref, refOf } from './catalogue-items.js';

export const subcategoriesResource = defineResource({
  name: 'subcategories',
  table: subcategories,
  id: subcategories.id,
  list: {
    table: subcategories,
    joins: [{ table: categories, on: eq(categories.id, subcategories.categoryId) }],
    fields: {
      id: subcategories.id,
      name: subcategories.name,
      categoryId: subcategories.categoryId,
      categoryName: categories.name,
    },
    sortKeys: { id: subcategories.id, name: subcategories.name, category: categories.name },
    defaultSort: 'id',
    search: [subcategories.name, categories.name],
  },
  item: named.extend({ category: ref, category_id: z.number() }),
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    category: refOf(row.categoryId, row.categoryName),
    category_id: row.categoryId,
  }),
  create: createSchemaOf('subcategories'),
  update: updateSchemaOf('subcategories'),
  values: (input) => ({ name: input.name, categoryId: relationId(input.category) }),
  options: {
    fields: {
      id: subcategories.id,
      name: subcategories.name,
      category_id: subcategories.categoryId,
    },
    orderBy: subcategories.name,
  },
});

export const productsResource = defineResource({
  name: 'products',
  table: products,
  id: products.id,
  list: {
    table: products,
    joins: [
      { table: categories, on: eq(categories.id, products.categoryId) },
      { table: subcategories, on: eq(subcategories.id, products.subcategoryId) },
    ],
    fields: {
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      categoryName: categories.name,
      subcategoryId: products.subcategoryId,
      subcategoryName: subcategories.name,
      documentKey: products.documentKey,
    },
    sortKeys: {
      id: products.id,
      name: products.name,
      category: categories.name,
      subcategory: subcategories.name,
    },
    defaultSort: 'id',
    search: [products.name, categories.name, subcategories.name],
  },
  filters: (filters) => {
    const subcategoryId = Number(filters.subcategoryId) || undefined;
    const categoryId = Number(filters.categoryId) || undefined;
    return [
      subcategoryId ? eq(products.subcategoryId, subcategoryId) : undefined,
      categoryId ? eq(products.categoryId, categoryId) : undefined,
    ];
  },
  item: named.extend({
    category: ref,
    subcategory: ref,
    category_id: z.number(),
    subcategory_id: z.number(),
    documentUrl: z.string().nullable(),
  }),
  toItem: (row, context) => ({
    id: row.id,
    name: row.name,
    category: refOf(row.categoryId, row.categoryName),
    subcategory: refOf(row.subcategoryId, row.subcategoryName),
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    documentUrl: context.fileUrl(row.documentKey),
  }),
  create: createSchemaOf('products'),
  update: updateSchemaOf('products'),
  values: (input) => ({
    name: input.name,
    categoryId: relationId(input.category),
    subcategoryId: relationId(input.subcategory),
  }),
  consistency: [
    {
      child: 'subcategory',
      parent: 'category',
      table: subcategories,
      id: subcategories.id,
      parentColumn: subcategories.categoryId,
    },
  ],
  options: {
    fields: {
      id: products.id,
      name: products.name,
      subcategory_id: products.subcategoryId,
      category_id: products.categoryId,
    },
    orderBy: products.name,
  },
});
