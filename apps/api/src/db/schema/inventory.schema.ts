import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
