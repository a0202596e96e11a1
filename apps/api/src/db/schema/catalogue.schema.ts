import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ProductKind } from '@iris/domain/catalogue/product-attributes';
import { auditColumns } from './geography.schema.js';
import { searchDocument } from '../search.js';

/* Unique index names end in `_u<code>`: see geography.schema.ts. */

/**
 * The name folded as the tables sort it (case and accents ignored, db/search.ts), kept with the
 * row: a stock table sorts thousands of rows by their product's category, subcategory and name,
 * and folding each of them per request cost more than the rest of the query.
 */
const sortName = (name: () => SQL) => text('sort_name').generatedAlwaysAs(name);

/** docs/rules.md Invoicing, Keys: ClaveProdServ (8 digits) and ClaveUnidad, null until given. */
const satKeyColumns = () => ({
  satProductKey: varchar('sat_product_key', { length: 8 }),
  satUnitKey: varchar('sat_unit_key', { length: 3 }),
});
export const applicationVersions = pgTable(
  'application_versions',
  {
    id: serial('id').primaryKey(),
    version: varchar('version', { length: 10 }).notNull(),
    description: text('description').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('application_versions_version_u553').on(sql`trim(${t.version})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    sortName: sortName((): SQL => sql`iris_fold(${categories.name})`),
    ...satKeyColumns(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('categories_name_u550').on(sql`lower(trim(${t.name}))`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    sortName: sortName((): SQL => sql`iris_fold(${subcategories.name})`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('subcategories_category_name_u550').on(t.categoryId, sql`lower(trim(${t.name}))`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    sortName: sortName((): SQL => sql`iris_fold(${products.name})`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    /** The storage key of the product's image or PDF; the API answers a URL for it. */
    documentKey: varchar('document_key', { length: 300 }),
    /** Its own keys or, when written without, its category's (products.resources.ts). */
    ...satKeyColumns(),
    /**
     * docs/rules.md Optical catalogue: the supplier's EAN-13/UPC or, written blank, the one Iris
     * assigns from the id (trigger of migration 0038; product-code.ts says how).
     */
    code: varchar('code', { length: 40 }).notNull().default(''),
    kind: varchar('kind', { length: 20 }).$type<ProductKind>().notNull().default('OTRO'),
    /** The kind's attributes (product-attributes.ts), validated on write. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('products_code_u553').on(sql`lower(trim(${t.code}))`),
    index('products_kind_idx').on(t.kind, t.id),
    uniqueIndex('products_subcategory_name_u550').on(t.subcategoryId, sql`lower(trim(${t.name}))`),
    index('products_category_idx').on(t.categoryId),
    // The stock's, a sale's and a movement's product search (table-search.ts asks it first).
    index('products_search_trgm').using('gin', sql`${searchDocument([t.name])} gin_trgm_ops`),
  ],
);

/** A catalogue that is only a unique name (duplicates are code 550, case and spaces ignored). */
const namedTable = <T extends string>(name: T) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: varchar('name', { length: 150 }).notNull(),
      ...auditColumns,
    },
    (t) => [uniqueIndex(`${name}_name_u550`).on(sql`lower(trim(${t.name}))`)],
  );

export const appointmentTypes = namedTable('appointment_types');

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    /** Counted in the cash drawer (efectivo): what an audit's expected cash adds up (docs/rules.md). */
    isCash: boolean('is_cash').notNull().default(false),
    /** docs/rules.md Invoicing, Keys: its c_FormaPago (01 efectivo, 04 crédito…), null until given. */
    satPaymentForm: varchar('sat_payment_form', { length: 2 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('payment_methods_name_u550').on(sql`lower(trim(${t.name}))`)],
);

/**
 * The catalogues of the registry that are a unique name and nothing else, by resource name: the
 * API builds each one's resource from its table (modules/catalogue/simple.resources.ts).
 */
export const NAMED_CATALOGUE_TABLES = {
  'appointment-type': appointmentTypes,
};
