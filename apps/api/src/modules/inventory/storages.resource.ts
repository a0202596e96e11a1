import { and, count, eq, ne } from 'drizzle-orm';
import {
  createStorageSchema,
  storageFilters,
  storageSchema,
  updateStorageSchema,
} from '@iris/domain/inventory/storage.schemas';
import { ROLES } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/geography.schema.js';
import { storages } from '../../db/schema/inventory.schema.js';
import {
  defineAction,
  defineResource,
  insertValues,
  updateValues,
} from '../../lib/recipe/resource.js';

/** docs/rules.md, Access: renaming a storage and choosing the default are for these two. */
const MANAGERS = ['super_admin', 'doctor'] as const;

/**
 * Changes to a branch's default storage happen one at a time: each locks the branch's row first,
 * so that the partial unique index (one default per branch) is never raced into a violation.
 */
const lockBranch = (db: Db, branchId: number) =>
  db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId))
    .for('no key update');

/**
 * Storages of a branch (docs/spec.md §3; docs/api.md storages). Everyone of the branch lists and creates
 * them; a branch's first storage becomes its default; doctor and super_admin rename them and
 * move the default star.
 */
export const storagesResource = defineResource({
  name: 'storages',
  table: storages,
  id: storages.id,
  scope: { kind: 'branch', column: storages.branchId },
  endpoints: {
    getTable: true,
    get: true,
    create: { roles: ROLES },
    update: { roles: MANAGERS },
  },
  list: {
    table: storages,
    joins: [{ table: branches, on: eq(branches.id, storages.branchId) }],
    fields: {
      id: storages.id,
      name: storages.name,
      isDefault: storages.isDefault,
      branchId: storages.branchId,
      branchName: branches.name,
    },
    sortKeys: { id: storages.id, name: storages.name },
    defaultSort: 'id',
    search: [storages.name],
  },
  filters: {
    shape: storageFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(storages.branchId, filters.branchId),
    ],
  },
  item: storageSchema,
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    default: row.isDefault,
    branch: { id: row.branchId, name: row.branchName },
    branchId: row.branchId,
  }),
  create: {
    schema: createStorageSchema,
    async values(input, { db }) {
      await lockBranch(db, input.branch.id);
      const [existing] = await db
        .select({ n: count() })
        .from(storages)
        .where(eq(storages.branchId, input.branch.id));
      return insertValues(storages, {
        name: input.name,
        branchId: input.branch.id,
        isDefault: (existing?.n ?? 0) === 0,
      });
    },
  },
  update: {
    schema: updateStorageSchema,
    values: (input) => updateValues(storages, { name: input.name }),
  },
  references: [{ field: 'branch', to: 'branch' }],
  options: {
    fields: { id: storages.id, name: storages.name, default: storages.isDefault },
    orderBy: storages.name,
    byParent: [{ path: 'options', column: storages.branchId, parent: 'branch' }],
  },
  actions: [
    defineAction(storages, {
      name: 'setDefaultStorage',
      method: 'PUT',
      idIn: 'body',
      roles: MANAGERS,
      // The branch first, then this storage (the recipe's lock), then its siblings.
      async lock({ db }, id) {
        const [storage] = await db
          .select({ branchId: storages.branchId })
          .from(storages)
          .where(eq(storages.id, id));
        if (storage) await lockBranch(db, storage.branchId);
      },
      // Starring the default again changes nothing; there is no unsetting (docs/spec.md §4).
      async run({ db }, { id, before }) {
        await db
          .update(storages)
          .set({ isDefault: false, updatedAt: new Date() })
          .where(
            and(
              eq(storages.branchId, before.branchId),
              eq(storages.isDefault, true),
              ne(storages.id, id),
            ),
          );
        await db
          .update(storages)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(storages.id, id));
      },
    }),
  ],
});
