import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOW_STOCK_THRESHOLD } from '@iris/domain/dashboard/dashboard.schemas';
import { users } from './accounts.schema.js';
import { products } from './catalogue.schema.js';
import { auditColumns, branches } from './geography.schema.js';

/**
 * A branch's storages (warehouses). At most one is the branch's default, held by a partial unique
 * index; the setDefaultStorage action moves the flag under a lock of the branch.
 */
export const storages = pgTable(
  'storages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('storages_branch_name_u550').on(t.branchId, sql`lower(trim(${t.name}))`),
    uniqueIndex('storages_one_default_per_branch')
      .on(t.branchId)
      .where(sql`${t.isDefault}`),
    index('storages_branch_idx').on(t.branchId, t.id),
    index('storages_name_idx').on(t.name, t.id),
  ],
);

/**
 * Stock per (storage, product) (docs/rules.md, Stock and movements): it changes only when a movement
 * or a sale is executed, under row locks; the CHECK is the last line of defence against a
 * negative quantity (its `_c666` suffix answers 666). Prices are exact decimals.
 */
export const stock = pgTable(
  'stock',
  {
    id: serial('id').primaryKey(),
    storageId: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Copies kept by triggers (migration 0024), never written by the API: the storage's branch
     * and the sort name of the product's category, so that a branch's or a storage's stock pages
     * in category order from an index instead of joining and sorting all of it.
     */
    branchId: integer('branch_id'),
    categorySort: text('category_sort'),
  },
  (t) => [
    uniqueIndex('stock_storage_product_key').on(t.storageId, t.productId),
    index('stock_branch_category_idx').on(t.branchId, t.categorySort, t.id),
    index('stock_storage_category_idx').on(t.storageId, t.categorySort, t.id),
    index('stock_product_idx').on(t.productId),
    // The dashboard's low stock: only the few rows at or below its threshold, per storage.
    index('stock_low_idx')
      .on(t.storageId, t.qty)
      .where(sql`${t.qty} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}`),
    check('stock_qty_not_negative_c666', sql`${t.qty} >= 0`),
  ],
);

/**
 * A movement of a storage (docs/spec.md §3): `storage_id` is the storage whose page created it (a
 * transfer's destination), `estorage_id` a transfer's origin. `serial` is gap-free per storage,
 * given under the storage's lock.
 */
export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    serial: integer('serial').notNull(),
    type: smallint('type').notNull(),
    date: date('date').notNull(),
    time: time('time').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('NUEVO'),
    storageId: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    estorageId: integer('estorage_id').references(() => storages.id),
    createdBy: integer('created_by').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('movements_storage_serial_key').on(t.storageId, t.serial),
    index('movements_estorage_idx')
      .on(t.estorageId, t.serial)
      .where(sql`${t.estorageId} is not null`),
    check('movements_type', sql`${t.type} between 1 and 4`),
    check('movements_status', sql`${t.status} in ('NUEVO', 'EJECUTADO', 'CANCELADO')`),
    check(
      'movements_transfer_origin',
      sql`(${t.type} = 4) = (${t.estorageId} is not null) and ${t.estorageId} <> ${t.storageId}`,
    ),
  ],
);

/** A line of a movement: a product and its quantity, with the price an entry brings. */
export const movementDetails = pgTable(
  'movement_details',
  {
    id: serial('id').primaryKey(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    ...auditColumns,
  },
  (t) => [
    index('movement_details_movement_idx').on(t.movementId, t.id),
    check('movement_details_qty_positive', sql`${t.qty} > 0`),
  ],
);
