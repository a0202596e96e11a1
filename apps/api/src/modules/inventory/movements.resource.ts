import { eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  createMovementSchema,
  movementFilters,
  movementSchema,
  updateMovementSchema,
} from '@iris/domain/inventory/movement.schemas';
import { movementStatus } from '@iris/domain/inventory/movement-status';
import { ROLES } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/geography.schema.js';
import { movementDetails, movements, storages } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  defineAction,
  defineResource,
  insertValues,
  updateValues,
} from '../../lib/recipe/resource.js';
import { executeMovement } from './movement-execution.js';
import { storagesResource } from './storages.resource.js';

const origin = alias(storages, 'origin');
const originBranch = alias(branches, 'origin_branch');

// The outer movement is named in full: a one-table query renders its columns unqualified.
const detailsOf = sql<number>`(select count(*)::int from ${movementDetails} as d
  where d.movement_id = ${sql.raw('"movements"."id"')})`;

/** The storages of a branch, for a filter on either end of a movement. */
const storagesOfBranch = (branchId: number) =>
  sql`(select s.id from ${storages} as s where s.branch_id = ${branchId})`;

/** docs/rules.md: a transfer's origin is another storage than its destination. */
async function assertOtherStorage(db: Db, id: number, estorageId: number | undefined) {
  if (estorageId === undefined) return;
  const [movement] = await db
    .select({ storageId: movements.storageId })
    .from(movements)
    .where(eq(movements.id, id));
  if (movement?.storageId === estorageId) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'estorage.id', message: 'validation.sameStorage' }],
    });
  }
}

/**
 * A storage's movements (docs/spec.md §2–§4; docs/rules.md, Stock and movements): created NUEVO with the
 * storage's next serial (under the storage's lock, so gap-free), changed while NUEVO, then
 * executed (stock changes, movement-execution.ts) or cancelled. A transfer is visible from its
 * origin's branch too.
 */
export const movementsResource = defineResource({
  name: 'movements',
  messages: { created: 'movementCreated', updated: 'movementUpdated' },
  table: movements,
  id: movements.id,
  scope: {
    kind: 'parent',
    parent: storagesResource,
    column: movements.storageId,
    field: 'storage',
    also: [movements.estorageId],
  },
  status: { column: movements.status, machine: movementStatus },
  endpoints: { getTable: true, get: true, create: true, update: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: movements,
    joins: [
      { table: storages, on: eq(storages.id, movements.storageId) },
      { table: branches, on: eq(branches.id, storages.branchId) },
      { table: origin, on: eq(origin.id, movements.estorageId) },
      { table: originBranch, on: eq(originBranch.id, origin.branchId) },
    ],
    fields: {
      id: movements.id,
      serial: movements.serial,
      type: movements.type,
      date: movements.date,
      time: movements.time,
      status: movements.status,
      storageId: movements.storageId,
      storageName: storages.name,
      branchId: storages.branchId,
      branchName: branches.name,
      estorageId: movements.estorageId,
      // Left-joined: a movement that is not a transfer has no origin.
      originName: sql<string | null>`${origin.name}`,
      originBranchId: sql<number | null>`${origin.branchId}`,
      originBranchName: sql<string | null>`${originBranch.name}`,
      details: detailsOf,
    },
    sortKeys: {
      id: movements.id,
      serial: movements.serial,
      type: movements.type,
      status: movements.status,
      date: movements.date,
    },
    defaultSort: 'serial',
    search: [],
  },
  filters: {
    shape: movementFilters,
    where: (filters) => [
      filters.storageId === undefined
        ? undefined
        : or(
            eq(movements.storageId, filters.storageId),
            eq(movements.estorageId, filters.storageId),
          ),
      filters.branchId === undefined
        ? undefined
        : or(
            inArray(movements.storageId, storagesOfBranch(filters.branchId)),
            inArray(movements.estorageId, storagesOfBranch(filters.branchId)),
          ),
    ],
  },
  tableParents: [
    { filter: 'storageId', to: storagesResource },
    { filter: 'branchId', to: 'branch' },
  ],
  item: movementSchema,
  toItem: (row) => ({
    id: row.id,
    serial: row.serial,
    type: row.type,
    date: row.date,
    time: row.time.slice(0, 5),
    status: movementStatus.isState(row.status) ? row.status : movementStatus.initial,
    storage: {
      id: row.storageId,
      name: row.storageName,
      branch: { id: row.branchId, name: row.branchName },
    },
    storageId: row.storageId,
    estorage:
      row.estorageId === null
        ? null
        : {
            id: row.estorageId,
            name: row.originName ?? '',
            branch: { id: row.originBranchId ?? 0, name: row.originBranchName ?? '' },
          },
    estorageId: row.estorageId,
    branch_id: row.branchId,
    details: row.details,
  }),
  create: {
    schema: createMovementSchema,
    // The recipe has locked the storage (the parent): the next serial is this one's alone.
    async values(input, { db, session }) {
      const [next] = await db
        .select({ serial: sql<number>`coalesce(max(${movements.serial}), 0)::int + 1` })
        .from(movements)
        .where(eq(movements.storageId, input.storage.id));
      return insertValues(movements, {
        serial: next?.serial ?? 1,
        type: input.type,
        date: input.date,
        time: input.time,
        storageId: input.storage.id,
        estorageId: input.estorage?.id ?? null,
        createdBy: session.id,
      });
    },
  },
  update: {
    schema: updateMovementSchema,
    async values(input, { db }) {
      await assertOtherStorage(db, input.id, input.estorage?.id);
      return updateValues(movements, {
        type: input.type,
        date: input.date,
        time: input.time,
        estorageId: input.estorage?.id ?? null,
      });
    },
  },
  references: [{ field: 'estorage', to: storagesResource }],
  actions: [
    defineAction(movements, {
      name: 'executed',
      method: 'PUT',
      idIn: 'body',
      roles: ROLES,
      to: 'EJECUTADO',
      message: () => 'movementExecuted',
      run: ({ db }, { id }) => executeMovement(db, id),
    }),
    defineAction(movements, {
      name: 'cancel',
      method: 'PUT',
      idIn: 'params',
      roles: ROLES,
      to: 'CANCELADO',
      message: () => 'movementCancelled',
    }),
  ],
});
