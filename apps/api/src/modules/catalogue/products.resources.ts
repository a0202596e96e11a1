import { eq, sql } from 'drizzle-orm';
import { attributesSchemaOf, type ProductKind } from '@iris/domain/catalogue/product-attributes';
import { assignedCode } from '@iris/domain/catalogue/product-code';
import { categories, products, subcategories } from '../../db/schema/catalogue.schema.js';
import { insertValues } from '../../lib/recipe/resource.js';
import { catalogueResource, refOf } from './catalogue-resource.js';

/** Categories: a unique name and the SAT keys their products default to. */
export const categoriesResource = catalogueResource('categories', {
  table: categories,
  list: {
    table: categories,
    fields: {
      id: categories.id,
      name: categories.name,
      satProductKey: categories.satProductKey,
      satUnitKey: categories.satUnitKey,
    },
    sortKeys: { id: categories.id, name: categories.name },
    defaultSort: 'id',
    search: [categories.name],
  },
  toItem: (row) => row,
  // Absent: none on create, kept on update; null removes it.
  values: (input) =>
    insertValues(categories, {
      name: input.name,
      satProductKey: input.satProductKey,
      satUnitKey: input.satUnitKey,
    }),
  options: { fields: { id: categories.id, name: categories.name }, orderBy: categories.name },
});

/**
 * docs/rules.md Invoicing, Keys: a product created without a key of its own, or whose key is
 * removed (null), takes its category's as it is then; an update that leaves the key out (a client
 * of the first contract) keeps it. Applied on write, so that the product's form shows the keys its
 * invoices will carry and a product never changes key behind its back when its category's changes.
 */
const keyOrCategorys = (
  given: string | null | undefined,
  write: 'create' | 'update',
  categoryId: number,
  column: typeof categories.satProductKey | typeof categories.satUnitKey,
) =>
  given ??
  (given === undefined && write === 'update'
    ? undefined
    : sql`(select ${column} from ${categories} where ${categories.id} = ${categoryId})`);

export const subcategoriesResource = catalogueResource('subcategories', {
  table: subcategories,
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
  where: (filters) => [
    filters.categoryId === undefined ? undefined : eq(subcategories.categoryId, filters.categoryId),
  ],
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    category: refOf(row.categoryId, row.categoryName),
    category_id: row.categoryId,
  }),
  values: (input) =>
    insertValues(subcategories, { name: input.name, categoryId: input.category.id }),
  options: {
    fields: {
      id: subcategories.id,
      name: subcategories.name,
      category_id: subcategories.categoryId,
    },
    orderBy: subcategories.name,
    byParent: [{ path: 'getOptionsByCategory', column: subcategories.categoryId }],
  },
});

/**
 * docs/rules.md Optical catalogue. The code: absent on update keeps it; blank or null assigns
 * Iris's (on create the trigger of migration 0038 does, the id being known only there). The kind
 * and attributes: absent (a client of the first contract) is OTRO without attributes on create and
 * kept on update; the body's schema has checked the attributes against the kind.
 */
const codeValue = (code: string | null | undefined, write: 'create' | 'update', id?: number) => {
  if (code) return code;
  if (code === undefined && write === 'update') return undefined;
  return write === 'update' && id !== undefined ? assignedCode(id) : '';
};

const kindValues = (kind: ProductKind | undefined, attributes: unknown, write: string) =>
  kind === undefined
    ? write === 'create'
      ? { kind: 'OTRO' as const, attributes: {} }
      : {}
    : { kind, attributes: attributesSchemaOf(kind).parse(attributes) as Record<string, unknown> };

export const productsResource = catalogueResource('products', {
  table: products,
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
      satProductKey: products.satProductKey,
      satUnitKey: products.satUnitKey,
      code: products.code,
      kind: products.kind,
      attributes: products.attributes,
    },
    sortKeys: {
      id: products.id,
      name: products.name,
      code: products.code,
      kind: products.kind,
      category: categories.name,
      subcategory: subcategories.name,
    },
    defaultSort: 'id',
    search: [products.name, categories.name, subcategories.name],
  },
  where: (filters) => [
    filters.kind === undefined ? undefined : eq(products.kind, filters.kind),
    filters.code === undefined
      ? undefined
      : sql`lower(trim(${products.code})) = lower(${filters.code})`,
    filters.subcategoryId === undefined
      ? undefined
      : eq(products.subcategoryId, filters.subcategoryId),
    filters.categoryId === undefined ? undefined : eq(products.categoryId, filters.categoryId),
  ],
  toItem: (row, context) => ({
    id: row.id,
    name: row.name,
    category: refOf(row.categoryId, row.categoryName),
    subcategory: refOf(row.subcategoryId, row.subcategoryName),
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    documentUrl: context.fileUrl(row.documentKey),
    satProductKey: row.satProductKey,
    satUnitKey: row.satUnitKey,
    code: row.code,
    kind: row.kind,
    attributes: row.attributes,
  }),
  values: (input, write) =>
    insertValues(products, {
      name: input.name,
      code: codeValue(input.code, write, (input as { id?: number }).id),
      ...kindValues(input.kind, input.attributes, write),
      categoryId: input.category.id,
      subcategoryId: input.subcategory.id,
      satProductKey: keyOrCategorys(
        input.satProductKey,
        write,
        input.category.id,
        categories.satProductKey,
      ),
      satUnitKey: keyOrCategorys(input.satUnitKey, write, input.category.id, categories.satUnitKey),
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
    // Products grow into the thousands: a searchable autocomplete, never the whole table.
    max: 50,
    byParent: [{ path: 'getOptionsByDetails', column: products.subcategoryId }],
  },
});
